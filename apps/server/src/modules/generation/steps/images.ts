/**
 * Step 4's pictures: the three pins of the run (1000×1500) and the post's landscape featured image
 * (1200×628, number 0: the article's title over the first pin's picture, issue 32), so the blog index
 * and a share never crop a slice of a tall pin. Each is composed over the user's own photos of the
 * products when the campaign has some (in turn across runs); else, with an image model, over the
 * plan's scenes it draws (never Amazon's product photos); else over the composer's own designs, varied
 * by subject, angle and run. Each image is stored once (a retry keeps the
 * ones an interrupted attempt saved and draws only the missing); they run off the main thread.
 */
import { IMAGES_PER_EXECUTION } from '@aa/contracts';
import { z } from 'zod';
import { COMPOSITE_WITH_AI, digitalSourceXmp, withXmp } from '../../../lib/png-metadata.ts';
import { runPhotos } from '../../runs/runs.service.ts';
import {
  discardImages,
  FEATURED_IMAGE_NUMBER,
  featuredImageOf,
  imagePath,
  imagesOf,
  saveImage,
} from '../images.ts';
import { defineStep } from './step.ts';

/**
 * The run's stored images, by number (0 the featured image, 1–3 the pins; a checkpoint from before
 * issue 32 has no 0), and what each picture is (issue 32): `ai` over a scene an image model drew (its
 * PNG says so in its XMP, which Pinterest reads to label AI pins), else `design`.
 */
const output = z.array(
  z.object({
    id: z.string(),
    number: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    picture: z.enum(['ai', 'design', 'photo']).optional(),
  }),
);

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    images: z.infer<typeof output>;
  }
}

/** What an image is composed over: the user's photo, or a scene the image model drew. */
interface Picture {
  bytes: Buffer;
  kind: 'photo' | 'ai';
}

export const imagesStep = defineStep({
  key: 'images',
  needs: ['products', 'subject', 'pins', 'plan'],
  uses: ['db', 'storage'],
  output,
  shows: 'images',
  status: 'processing_images',
  run: async (
    { products, subject, pins, plan },
    { ctx, services, executionId, site, drawn, language, run },
  ) => {
    const stored = [...(await imagesOf(ctx.db, executionId))];
    const featured = await featuredImageOf(ctx.db, executionId);
    if (featured) stored.push(featured);
    const wanted = [
      FEATURED_IMAGE_NUMBER,
      ...Array.from({ length: IMAGES_PER_EXECUTION }, (_, index) => index + 1),
    ];
    const missing = new Set(wanted.filter((number) => !stored.some((image) => image.number === number)));
    const domain = new URL(site.siteUrl).hostname.replace(/^www\./, '');
    const design = {
      products,
      subject: subject.subject,
      angle: subject.angle,
      seed: executionId,
      domain,
      language,
    };
    // The user's own photos of the products, when the campaign has some: they win over the model's
    // scenes and the composer's patterns (never Amazon's images, which may not be stored).
    const photos = missing.size > 0 ? await runPhotos(ctx.db, run, IMAGES_PER_EXECUTION) : [];
    const pictureFor = async (number: number): Promise<Picture | undefined> => {
      const photo = photos.length > 0 ? photos[(number - 1) % photos.length] : undefined;
      if (photo) return { bytes: photo.jpeg, kind: 'photo' };
      const scene = plan.imagePrompts?.[number - 1]?.scene;
      return services.drawPicture && scene
        ? { bytes: await services.drawPicture(scene), kind: 'ai' }
        : undefined;
    };
    const save = async (
      number: number,
      image: { png: Buffer; width: number; height: number },
      picture: Picture | undefined,
    ) => {
      // A picture the model drew is said in the file (IPTC's DigitalSourceType): Pinterest labels it.
      const png =
        picture?.kind === 'ai' ? withXmp(image.png, digitalSourceXmp(COMPOSITE_WITH_AI)) : image.png;
      drawn.set(number, png);
      const saved = await saveImage(ctx, executionId, number, { ...image, png });
      return { ...saved, picture: picture?.kind ?? ('design' as const) };
    };
    const made = await Promise.all(
      [...missing]
        .filter((number) => number !== FEATURED_IMAGE_NUMBER)
        .map(async (number) => {
          const copy = pins[number - 1] ?? pins[0];
          if (!copy) throw new Error('pin copy is empty');
          const picture = await pictureFor(number);
          const made = [];
          // The featured image is the first pin's picture in landscape, saved before that pin: a
          // retry that finds pin 1 finds it too (the picture is not drawn, nor paid for, twice).
          if (number === 1 && missing.has(FEATURED_IMAGE_NUMBER)) {
            const landscape = await services.composeFeatured({
              ...design,
              title: plan.title,
              picture: picture?.bytes,
            });
            made.push(await save(FEATURED_IMAGE_NUMBER, landscape, picture));
          }
          const image = await services.composePin({
            ...design,
            title: copy.title,
            variant: number as 1 | 2 | 3,
            picture: picture?.bytes,
          });
          made.push(await save(number, image, picture));
          return made;
        }),
    );
    // A run whose pins an earlier version drew (before issue 32) gets its featured image all the same.
    if (missing.has(FEATURED_IMAGE_NUMBER) && !missing.has(1)) {
      const photo = photos[0] ? { bytes: photos[0].jpeg, kind: 'photo' as const } : undefined;
      const landscape = await services.composeFeatured({
        ...design,
        title: plan.title,
        picture: photo?.bytes,
      });
      made.push([await save(FEATURED_IMAGE_NUMBER, landscape, photo)]);
    }
    return [...stored, ...made.flat()].sort((a, b) => a.number - b.number);
  },
  report: (all) => {
    const images = all.filter((image) => image.number !== FEATURED_IMAGE_NUMBER);
    const featured = all.find((image) => image.number === FEATURED_IMAGE_NUMBER);
    return {
      images: Object.fromEntries(images.map((image) => [`image${image.number}`, imagePath(image.id)])) as {
        image1: string | null;
        image2: string | null;
        image3: string | null;
      },
      step1_completed: true,
      image_pictures: Object.fromEntries(
        all.flatMap((image) =>
          image.picture ? [[image === featured ? 'featured' : `image${image.number}`, image.picture]] : [],
        ),
      ),
      ...(featured ? { featured_image: imagePath(featured.id) } : {}),
    };
  },
  discard: async ({ ctx, executionId, drawn }) => {
    drawn.clear();
    await discardImages(ctx.db, executionId);
  },
});
