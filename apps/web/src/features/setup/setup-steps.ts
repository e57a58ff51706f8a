/** The wizard's arithmetic (PRODUCT.md §4 Setup wizard), kept pure for its tests. */
import type { PlatformStatus } from '@aa/contracts';

/** Share of the three platforms completed: 0, 33, 67 or 100. */
export function setupProgress(status: PlatformStatus): number {
  const done = [status.wordpress, status.pinterest, status.amazon].filter((p) => p.completed).length;
  return Math.round((done / 3) * 100);
}

/**
 * 1 until WordPress is done; 2 when only WordPress is; 3 while Amazon is not done; 4 (the
 * completion card) once Amazon is done too.
 */
export function currentSetupStep(status: PlatformStatus): 1 | 2 | 3 | 4 {
  const { wordpress, pinterest, amazon } = status;
  if (!wordpress.completed) return 1;
  if (!pinterest.completed && !amazon.completed) return 2;
  if (!amazon.completed) return 3;
  return 4;
}
