/**
 * Step 4's pictures: the three pins of the run. With an image model, the plan's three scenes are
 * drawn (never Amazon's product photos) and the pins composed over them; without, the composer draws
 * three designs of its own, varied by subject, angle and run. Each image is stored once (a retry keeps
 * the ones an interrupted attempt saved and draws only the missing); they run off the main thread.
 */
import { IMAGES_PER_EXECUTION } from '@aa/contracts';
import { z } from 'zod';
import { COMPOSITE_WITH_AI, digitalSourceXmp, withXmp } from '../../../lib/png-metadata.ts';
import { discardImages, imagePath, imagesOf, saveImage } from '../images.ts';
import { defineStep } from './step.ts';

/**
 * The run's stored images, by number, and what each picture is (issue 32): `ai` over a scene an image
 * model drew (its PNG says so in its XMP, which Pinterest reads to label AI pins), else `design`.
 */
const output = z.array(
  z.object({
    id: z.string(),
    number: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    picture: z.enum(['ai', 'design']).optional(),
  }),
);

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    images: z.infer<typeof output>;
  }
}

export const imagesStep = defineStep({
  key: 'images',
  needs: ['products', 'subject', 'pins', 'plan'],
  uses: ['db', 'storage'],
  output,
  shows: 'images',
  status: 'processing_images',
  run: async ({ products, subject, pins, plan }, { ctx, services, executionId, site, drawn, language }) => {
    const stored = await imagesOf(ctx.db, executionId);
    const missing = Array.from({ length: IMAGES_PER_EXECUTION }, (_, index) => index + 1).filter(
      (number) => !stored.some((image) => image.number === number),
    );
    const domain = new URL(site.siteUrl).hostname.replace(/^www\./, '');
    const made = await Promise.all(
      missing.map(async (number) => {
        const copy = pins[number - 1] ?? pins[0];
        if (!copy) throw new Error('pin copy is empty');
        const scene = plan.imagePrompts?.[number - 1]?.scene;
        const picture = services.drawPicture && scene ? await services.drawPicture(scene) : undefined;
        const image = await services.composePin({
          title: copy.title,
          products,
          variant: number as 1 | 2 | 3,
          subject: subject.subject,
          angle: subject.angle,
          seed: executionId,
          domain,
          picture,
          language,
        });
        // A picture the model drew is said in the file (IPTC's DigitalSourceType): Pinterest labels it.
        const png = picture ? withXmp(image.png, digitalSourceXmp(COMPOSITE_WITH_AI)) : image.png;
        drawn.set(number, png);
        const saved = await saveImage(ctx, executionId, number, { ...image, png });
        return { ...saved, picture: picture ? ('ai' as const) : ('design' as const) };
      }),
    );
    return [...stored, ...made].sort((a, b) => a.number - b.number);
  },
  report: (images) => ({
    images: Object.fromEntries(images.map((image) => [`image${image.number}`, imagePath(image.id)])) as {
      image1: string | null;
      image2: string | null;
      image3: string | null;
    },
    step1_completed: true,
    image_pictures: Object.fromEntries(
      images.flatMap((image) => (image.picture ? [[`image${image.number}`, image.picture]] : [])),
    ),
  }),
  discard: async ({ ctx, executionId, drawn }) => {
    drawn.clear();
    await discardImages(ctx.db, executionId);
  },
});
