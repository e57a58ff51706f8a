/**
 * PRODUCT.md §4's status polling, the fallback when Server-Sent Events are not available: a first check
 * after 3 s, then every 45 s; a rate-limited answer (429) slows it to every 120 s and says so; five
 * failures in a row stop it. It stops by itself once the run is finished.
 */
import type { Execution } from '@aa/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { runFinished } from '../campaign-format.ts';

export const POLL_FIRST_MS = 3000;
export const POLL_EVERY_MS = 45_000;
export const POLL_RATE_LIMITED_MS = 120_000;
export const POLL_MAX_ERRORS = 5;

export interface PollerHandlers {
  fetchLatest: () => Promise<Execution | null>;
  onExecution: (execution: Execution) => void;
  /** The run goes on; status updates slowed down because of rate limiting. */
  onSlowed: () => void;
  /** Gave up after POLL_MAX_ERRORS failures in a row. */
  onGaveUp: () => void;
}

export function startStatusPoller(handlers: PollerHandlers): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let errors = 0;
  let interval = POLL_EVERY_MS;

  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(check, delay);
  };
  const check = async () => {
    try {
      const execution = await handlers.fetchLatest();
      if (stopped) return;
      errors = 0;
      if (execution) {
        handlers.onExecution(execution);
        if (runFinished(execution.status)) return;
      }
    } catch (error) {
      if (stopped) return;
      errors += 1;
      if (error instanceof ApiError && error.status === 429 && interval !== POLL_RATE_LIMITED_MS) {
        interval = POLL_RATE_LIMITED_MS;
        handlers.onSlowed();
      }
      if (errors >= POLL_MAX_ERRORS) {
        handlers.onGaveUp();
        return;
      }
    }
    schedule(interval);
  };
  schedule(POLL_FIRST_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
