/**
 * PRODUCT.md §9's client rate limit: at most 20 requests per 60 s per key (the campaign list; each
 * campaign's status). Past it, the call is not made and fails with PRODUCT.md §8's message, so a stuck
 * refresh loop cannot hammer the server.
 */
import { ApiError } from '../../../lib/api-client.ts';

export const CLIENT_LIMIT = 20;
export const CLIENT_WINDOW_MS = 60_000;

const calls = new Map<string, number[]>();

/** Records a call for `key`, or throws `ApiError(429, message)` when the window is full. */
export function takeClientSlot(key: string, message: string, now = Date.now()): void {
  const recent = (calls.get(key) ?? []).filter((at) => now - at < CLIENT_WINDOW_MS);
  if (recent.length >= CLIENT_LIMIT) {
    calls.set(key, recent);
    throw new ApiError(429, message);
  }
  recent.push(now);
  calls.set(key, recent);
}

export function resetClientSlots(): void {
  calls.clear();
}
