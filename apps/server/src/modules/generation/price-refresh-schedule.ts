/**
 * When a run's product box prices are read again (issue 29, refresh-prices.ts works the job): apart
 * from the refresh itself so that the publish step schedules it without loading what a refresh reads.
 */
import { PRICE_MAX_AGE_HOURS } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { jobIdFor } from '../../jobs/job-id.ts';
import type { RunProduct } from './steps/products.ts';

/** How long after a read its price is read again: hours before Amazon's limit, so a retry still fits. */
export const REFRESH_AFTER_MS = (PRICE_MAX_AGE_HOURS - 4) * 3_600_000;

/** The earliest time a price of `products` was read; undefined when none shows one. */
export function oldestPrice(products: readonly RunProduct[]): string | undefined {
  const times = products.flatMap((product) => (product.price ? [product.price.readAt] : []));
  return times.sort()[0];
}

/** Schedules the refresh of the prices `products` show (none when they show none); once per read. */
export async function schedulePriceRefresh(
  ctx: Pick<AppContext, 'jobs'>,
  { executionId, userId }: { executionId: string; userId: string },
  products: readonly RunProduct[],
): Promise<void> {
  const readAt = oldestPrice(products);
  if (!readAt) return;
  await ctx.jobs.enqueue(
    'refresh-prices',
    { executionId },
    {
      id: jobIdFor(`refresh-prices:${executionId}:${readAt}`),
      group: userId,
      startAfter: new Date(Date.parse(readAt) + REFRESH_AFTER_MS),
    },
  );
}
