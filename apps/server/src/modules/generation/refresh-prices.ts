/**
 * Product box prices within Amazon's 24 hours (issue 29). A price from the Creators API may be shown
 * with the time it was read, for PRICE_MAX_AGE_HOURS: a run whose post shows one schedules a
 * `refresh-prices` job REFRESH_AFTER_MS after the read (price-refresh-schedule.ts); the job reads both
 * products again with the user's credentials and updates the post (draft or live) with the new price
 * and time, or without a price when Amazon gave none (no offer, credentials removed or refused): a
 * stale price is never left. While the post shows a price, each refresh schedules the next; a post
 * taken down is left alone, and a run its pipeline is working on is refreshed once it is done.
 */
import { storeById, storedArticleLanguage } from '@aa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { findAmazonTag } from '../platforms/amazon-tag.ts';
import { findRunSite } from '../platforms/wordpress-connection.ts';
import { loadRun, saveRunProducts } from '../runs/runs.service.ts';
import { generationServices } from './generation-services.ts';
import { imagesOf } from './images.ts';
import { oldestPrice, schedulePriceRefresh } from './price-refresh-schedule.ts';
import { findPublication } from './publications.ts';
import { updateRunPost } from './publish-article.ts';
import { busy, editablePost, RunStillWorking } from './run-post.ts';
import { readCheckpoint } from './steps/checkpoint.ts';
import type { RunProduct } from './steps/products.ts';

/** `products` with what Amazon's API says now: its price and image, or no price when it gave none. */
export function refreshed(
  products: readonly RunProduct[],
  items: readonly { asin: string; imageUrl?: string; price?: { display: string; readAt: string } }[] | null,
): RunProduct[] {
  return products.map((product) => {
    const item = items?.find((candidate) => candidate.asin === product.asin);
    const { price: _old, ...rest } = product;
    return {
      ...rest,
      ...(item?.imageUrl ? { imageUrl: item.imageUrl } : {}),
      ...(item?.price ? { price: item.price } : {}),
    };
  });
}

/** The `refresh-prices` job's work for one run (safe to repeat: it reads and writes the post anew). */
export async function refreshRunPrices(
  ctx: AppContext,
  executionId: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const run = await loadRun(ctx.db, executionId);
  if (!run) return;
  const row = run.execution;
  const checkpoint = readCheckpoint(row.checkpoint);
  const { products, plan, article, pins } = checkpoint;
  if (!products || !plan || !article || !pins || !oldestPrice(products)) return;
  const post = editablePost(row, checkpoint, await findPublication(ctx.db, executionId, 'post'));
  if (!post) return;
  // Its pipeline holds it (an approval publishing it): the job tries again once it is done.
  if (busy(row)) throw new RunStillWorking(`run ${executionId} is still working`);
  const { userId } = row;
  const store = storeById(run.campaign.store);
  const [site, tag] = await Promise.all([
    findRunSite(ctx, run),
    store ? findAmazonTag(ctx.db, userId, store.id) : undefined,
  ]);
  if (!site || !store || !tag) return;
  const services = generationServices(ctx);
  const items = await services
    .amazonItems(
      userId,
      store.id,
      products.map((product) => product.asin),
    )
    .catch((error: unknown) => {
      log?.warn({ err: error, executionId }, 'prices could not be read again: the post shows none');
      return null;
    });
  const now = refreshed(products, items) as [RunProduct, RunProduct];
  await updateRunPost(ctx, services, {
    executionId,
    site,
    postId: post.postId,
    parts: {
      products: now,
      plan,
      article,
      images: await imagesOf(ctx.db, executionId),
      pins,
      related: checkpoint.links,
    },
    campaignId: run.campaign.id,
    tag: tag.affiliateTag,
    store,
    language: storedArticleLanguage(run.campaign.language),
  });
  await saveRunProducts(ctx.db, executionId, now);
  await schedulePriceRefresh(ctx, { executionId, userId }, now);
}
