/**
 * The per-email sign-in throttle: it slows down guessing against one account from anywhere without
 * ever locking its owner out (PRODUCT.md §12, OWASP's device cookies).
 *
 * - A few failures for an email are free; after that each further attempt must wait, the wait
 *   doubling per failure up to a short cap (LOGIN_THROTTLE_MAX_DELAY_SECONDS), never an hour.
 * - A browser that signed in to the account before carries a device cookie (sealed, httpOnly) and
 *   skips the wait; its own failures are counted on the device, and a device that keeps failing
 *   loses the privilege for a while.
 * The per-IP limits of the route stay as they are (they only ever hold back the guessing address).
 */
import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { RateStore } from '../rate-limits/rate-store.ts';

export const DEVICE_COOKIE = 'aa_device';
export const DEVICE_COOKIE_PATH = '/api/auth';
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Accounts remembered per browser. */
const MAX_DEVICE_ENTRIES = 5;
/** Failures of one trusted device (within the hour) before it waits like anyone else. */
const DEVICE_FAILURES_ALLOWED = 5;
/** Failures are remembered this long after the last one. */
const FAILURE_MEMORY_MS = 60 * 60 * 1000;

interface DeviceEntry {
  /** Canonical email the device signed in with. */
  e: string;
  /** Random id of this device for that account (its failures are counted under it). */
  n: string;
}

export interface LoginThrottleOptions {
  freeFailures: number;
  maxDelaySeconds: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const failuresKey = (email: string) => `login-failures:${email}`;
const waitKey = (email: string) => `login-wait:${email}`;
const deviceFailuresKey = (nonce: string) => `login-device-failures:${nonce}`;

/**
 * Seconds the next attempt waits after `failures` failures in a row: none for the first
 * `freeFailures - 1`, then 1, 2, 4… up to the cap.
 */
export function delayAfterFailures(failures: number, options: LoginThrottleOptions): number {
  const over = failures - options.freeFailures;
  if (over < 0) return 0;
  return Math.min(2 ** over, options.maxDelaySeconds);
}

export function createLoginThrottle(store: RateStore, secrets: SecretBox, options: LoginThrottleOptions) {
  function readDevice(cookie: string | undefined): DeviceEntry[] {
    if (!cookie) return [];
    try {
      const parsed = JSON.parse(secrets.open(cookie)) as { entries?: unknown };
      if (!Array.isArray(parsed.entries)) return [];
      return parsed.entries.filter(
        (entry): entry is DeviceEntry =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof entry.e === 'string' &&
          typeof entry.n === 'string',
      );
    } catch {
      return [];
    }
  }

  /** The device's entry for `email`, if this browser signed in to that account before. */
  async function trustedEntry(email: string, cookie: string | undefined): Promise<DeviceEntry | null> {
    const entry = readDevice(cookie).find((candidate) => candidate.e === email);
    if (!entry) return null;
    const failures = await store.peek(deviceFailuresKey(entry.n));
    return (failures?.count ?? 0) < DEVICE_FAILURES_ALLOWED ? entry : null;
  }

  return {
    /** May this attempt be checked now? Asked before the password is looked at. */
    async check(email: string, deviceCookie: string | undefined): Promise<ThrottleDecision> {
      if (await trustedEntry(email, deviceCookie)) return { allowed: true };
      const wait = await store.peek(waitKey(email));
      if (!wait || wait.ttlMs <= 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait.ttlMs / 1000)) };
    },

    /** A wrong password (or an unknown email: both count the same, so neither is revealed). */
    async recordFailure(email: string, deviceCookie: string | undefined): Promise<void> {
      const entry = await trustedEntry(email, deviceCookie);
      if (entry) {
        await store.hit(deviceFailuresKey(entry.n), FAILURE_MEMORY_MS, { sliding: true });
        return;
      }
      const { count } = await store.hit(failuresKey(email), FAILURE_MEMORY_MS, { sliding: true });
      const delay = delayAfterFailures(count, options);
      if (delay > 0) await store.holdFor(waitKey(email), delay * 1000);
    },

    /** The owner got in: the count starts again, and this browser is remembered for the account. */
    async recordSuccess(email: string, deviceCookie: string | undefined): Promise<string> {
      await store.delete(failuresKey(email), waitKey(email));
      const entries = readDevice(deviceCookie);
      const existing = entries.find((entry) => entry.e === email);
      if (existing) await store.delete(deviceFailuresKey(existing.n));
      const entry = existing ?? { e: email, n: randomBytes(16).toString('base64url') };
      const next = [entry, ...entries.filter((candidate) => candidate.e !== email)].slice(
        0,
        MAX_DEVICE_ENTRIES,
      );
      return secrets.seal(JSON.stringify({ entries: next }));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
