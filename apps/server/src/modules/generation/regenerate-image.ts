/**
 * "Make again" on one of a run's images (issue 32): the featured image (0) or a pin (1–3) composed
 * anew (another design, the campaign's next photo, or a new drawing of its scene), uploaded to the
 * blog, and put in the old one's place: the post's featured image, or the pin in the post's body
 * (the post rendered again from the run's own parts); a pin still waiting in the pin queue goes with
 * the new image, as the queue reads the image's media when it posts. Pins already on Pinterest stay
 * as they are. Before publishing (a draft waiting for review) or after; FREE_IMAGE_REGENERATIONS per
 * run, without charge. The run is held meanwhile: an edit or a second click waits ("try again").
 * Whatever fails on the blog changes nothing: the new upload is taken back and the count given back.
 */
import { randomUUID } from 'node:crypto';
import {
  type ArticleLanguage,
  ErrorCode,
  type Execution,
  FREE_IMAGE_REGENERATIONS,
  IMAGES_PER_EXECUTION,
  Messages,
  storeById,
  storedArticleLanguage,
} from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { blogFor } from '../../integrations/blog/blog-publisher.ts';
import { AppError } from '../../lib/errors.ts';
import { COMPOSITE_WITH_AI, digitalSourceXmp, withXmp } from '../../lib/png-metadata.ts';
import { findAmazonTag } from '../platforms/amazon-tag.ts';
import { findRunSite } from '../platforms/wordpress-connection.ts';
import {
  holdFinishedRun,
  type LoadedRun,
  mergeRunResult,
  releaseLease,
  runPhotos,
} from '../runs/runs.service.ts';
import { generationServices } from './generation-services.ts';
import {
  FEATURED_IMAGE_NUMBER,
  imagePath,
  imagesOf,
  regenerationsOf,
  releaseRegeneration,
  replaceImage,
  reserveRegeneration,
} from './images.ts';
import { findPublication, recordPublication } from './publications.ts';
import { mediaSlug, slugSourceOf, updateRunPost } from './publish-article.ts';
import { blogRefused, busy, conflict, editablePost, shown, usersRun } from './run-post.ts';
import type { GenerationServices, RunCheckpoint } from './services.ts';

/** How long a regeneration may hold its run (composing, uploading, rendering the post again). */
const HOLD_MS = 120_000;

/** The new picture of image `number`: the campaign's next photo, a new drawing of its scene, or none. */
async function newPicture(
  ctx: AppContext,
  services: GenerationServices,
  run: LoadedRun,
  checkpoint: RunCheckpoint,
  number: number,
  regeneration: number,
): Promise<{ bytes: Buffer; kind: 'photo' | 'ai' } | undefined> {
  const index = Math.max(number, 1) - 1;
  // Each regeneration moves one photo further on, so the new image shows another (when there is one).
  const photos = await runPhotos(ctx.db, run, IMAGES_PER_EXECUTION, regeneration);
  const photo = photos[index % Math.max(photos.length, 1)];
  if (photo) return { bytes: photo.jpeg, kind: 'photo' };
  const scene = checkpoint.plan?.imagePrompts?.[index]?.scene;
  if (services.drawPicture && scene) return { bytes: await services.drawPicture(scene), kind: 'ai' };
  return undefined;
}

async function composed(
  services: GenerationServices,
  input: {
    checkpoint: RunCheckpoint;
    executionId: string;
    number: number;
    regeneration: number;
    domain: string;
    language: ArticleLanguage;
    picture: Buffer | undefined;
  },
) {
  const { checkpoint, executionId, number, regeneration, domain, language, picture } = input;
  const { products, subject, plan, pins } = checkpoint;
  if (!products || !subject || !plan || !pins) throw conflict(Messages.imageNotRegenerable);
  const design = {
    products,
    subject: subject.subject,
    angle: subject.angle,
    // Another seed: another palette, pattern and layout than the image it replaces.
    seed: `${executionId}:again:${regeneration}`,
    domain,
    language,
    picture,
  };
  return number === FEATURED_IMAGE_NUMBER
    ? services.composeFeatured({ ...design, title: plan.title })
    : services.composePin({
        ...design,
        title: pins[number - 1]?.title ?? plan.title,
        variant: number as 1 | 2 | 3,
      });
}

export async function regenerateImage(
  ctx: AppContext,
  userId: string,
  executionId: string,
  number: number,
): Promise<Execution> {
  const { row, run, checkpoint, publication } = await usersRun(ctx, userId, executionId);
  const post = editablePost(row, checkpoint, publication);
  if (!post) throw conflict(Messages.imageNotRegenerable);
  if (busy(row)) throw conflict(Messages.runBusy);
  const site = await findRunSite(ctx, run);
  const store = storeById(run.campaign.store);
  const tag = store ? (await findAmazonTag(ctx.db, userId, store.id))?.affiliateTag : undefined;
  const media = await findPublication(ctx.db, executionId, `media:${number}`);
  if (!site || !tag || media?.status !== 'done' || !media.remoteId)
    throw conflict(Messages.imageNotRegenerable);

  const owner = `regenerate:${randomUUID()}`;
  if (!(await holdFinishedRun(ctx.db, executionId, owner, HOLD_MS))) throw conflict(Messages.runBusy);
  try {
    const regeneration = await reserveRegeneration(ctx.db, executionId, number, FREE_IMAGE_REGENERATIONS);
    if (regeneration === undefined)
      throw new AppError(ErrorCode.RUN_STATE_CONFLICT, Messages.imageRegenerationsUsed, 409);
    const blog = blogFor(ctx.blogs, site);
    const services = generationServices(ctx);
    const language = storedArticleLanguage(run.campaign.language);
    let uploaded: { id: number; sourceUrl: string } | undefined;
    try {
      const picture = await newPicture(ctx, services, run, checkpoint, number, regeneration);
      const image = await composed(services, {
        checkpoint,
        executionId,
        number,
        regeneration,
        domain: new URL(site.siteUrl).hostname.replace(/^www\./, ''),
        language,
        picture: picture?.bytes,
      });
      const png =
        picture?.kind === 'ai' ? withXmp(image.png, digitalSourceXmp(COMPOSITE_WITH_AI)) : image.png;
      const slugSource = slugSourceOf(checkpoint) ?? run.campaign.name;
      const made = await blog.uploadMedia(site, {
        filename: `${mediaSlug(slugSource, executionId, number)}-v${regeneration + 1}.png`,
        contentType: 'image/png',
        data: png,
        altText:
          number === FEATURED_IMAGE_NUMBER ? checkpoint.plan?.title : checkpoint.pins?.[number - 1]?.altText,
      });
      uploaded = made;
      // The image's media is the new one: the post's rendering and the pin queue read it from here.
      await recordPublication(ctx.db, executionId, `media:${number}`, {
        remoteId: String(made.id),
        remoteUrl: made.sourceUrl,
      });
      try {
        await replaceInPost(ctx, services, {
          run,
          checkpoint,
          executionId,
          site,
          postId: post.postId,
          number,
          mediaId: made.id,
          tag,
          store,
          language,
        });
      } catch (error) {
        await recordPublication(ctx.db, executionId, `media:${number}`, {
          remoteId: media.remoteId,
          remoteUrl: media.remoteUrl,
        });
        throw error;
      }
      const replaced = await replaceImage(ctx, executionId, number, { ...image, png });
      // The old file leaves the media library (nothing of the post shows it any more).
      await blog.deleteMedia(site, Number(media.remoteId)).catch(() => undefined);
      const result = row.resultData as {
        images?: Record<string, string | null>;
        image_pictures?: Record<string, string>;
      };
      const key = number === FEATURED_IMAGE_NUMBER ? 'featured' : `image${number}`;
      await mergeRunResult(ctx.db, executionId, {
        ...(number === FEATURED_IMAGE_NUMBER
          ? { featured_image: imagePath(replaced.id) }
          : { images: { ...result.images, [key]: imagePath(replaced.id) } }),
        image_pictures: { ...result.image_pictures, [key]: picture?.kind ?? 'design' },
        image_regenerations_left: Math.max(
          0,
          FREE_IMAGE_REGENERATIONS - (await regenerationsOf(ctx.db, executionId)),
        ),
      });
    } catch (error) {
      await releaseRegeneration(ctx.db, executionId, number);
      if (uploaded) await blog.deleteMedia(site, uploaded.id).catch(() => undefined);
      if (error instanceof AppError) throw error;
      throw blogRefused();
    }
  } finally {
    await releaseLease(ctx.db, executionId, owner);
  }
  return shown(ctx, userId, executionId);
}

/** The new image in the post: its featured image, or the post's body rendered again with the new pin. */
async function replaceInPost(
  ctx: AppContext,
  services: GenerationServices,
  input: {
    run: LoadedRun;
    checkpoint: RunCheckpoint;
    executionId: string;
    site: NonNullable<Awaited<ReturnType<typeof findRunSite>>>;
    postId: number;
    number: number;
    mediaId: number;
    tag: string;
    store: ReturnType<typeof storeById>;
    language: ArticleLanguage;
  },
) {
  const { run, checkpoint, executionId, site, postId, number, mediaId, tag, store, language } = input;
  if (number === FEATURED_IMAGE_NUMBER) {
    await blogFor(ctx.blogs, site).updatePost(site, postId, { featuredMedia: mediaId });
    return;
  }
  const { products, plan, article, pins } = checkpoint;
  if (!products || !plan || !article || !pins) throw conflict(Messages.imageNotRegenerable);
  await updateRunPost(ctx, services, {
    executionId,
    site,
    postId,
    parts: {
      products,
      plan,
      article,
      images: await imagesOf(ctx.db, executionId),
      pins,
      related: checkpoint.links,
    },
    tag,
    store,
    language,
    campaignId: run.campaign.id,
  });
}
