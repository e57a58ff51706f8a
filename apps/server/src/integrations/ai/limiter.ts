/**
 * Model calls are the real bottleneck (PRODUCT.md §14): at most N at once per process and provider, and a
 * call refused for its rate (429) or by a busy provider (5xx, overloaded) is retried with exponential
 * backoff and jitter, honouring Retry-After. Anything else fails at once.
 */

import { APICallError } from '@ai-sdk/provider';
import { outsideCallDuration, timed } from '../../lib/metrics.ts';

export interface AiLimiter {
  run<T>(call: () => Promise<T>): Promise<T>;
  /** Calls in flight (tests). */
  readonly active: number;
}

export interface LimiterOptions {
  maxConcurrency: number;
  /** Attempts per call, the first included (4 by default). */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ random() < 1, for the jitter (tests pin it). */
  random?: () => number;
}

/** The provider's refusal behind an error: the SDK may wrap it (RetryError's lastError, a cause). */
function apiCallError(error: unknown): APICallError | undefined {
  if (APICallError.isInstance(error)) return error;
  if (error instanceof Error) {
    const wrapped = (error as { lastError?: unknown }).lastError ?? error.cause;
    if (APICallError.isInstance(wrapped)) return wrapped;
  }
  return undefined;
}

/** Retry-After as milliseconds (`retry-after-ms`, then seconds or an HTTP date); undefined if absent or bad. */
export function retryAfterMs(
  headers: Record<string, string> | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/** Whether a failed call is worth another attempt: rate limited, or the provider was busy or down. */
export function isRetryableAiError(error: unknown): boolean {
  const failure = apiCallError(error);
  if (!failure) return false;
  const status = failure.statusCode;
  if (status === 429 || (status !== undefined && status >= 500)) return true;
  return status === undefined || status === 408 || status === 409 ? failure.isRetryable : false;
}

export function createAiLimiter({
  maxConcurrency,
  maxAttempts = 4,
  baseDelayMs = 1000,
  maxDelayMs = 30_000,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random = Math.random,
}: LimiterOptions): AiLimiter {
  const limit = Math.max(1, Math.floor(maxConcurrency));
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (active < limit) {
      active += 1;
      return;
    }
    // The releasing call hands its slot over, so `active` does not change.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  const delayFor = (error: unknown, attempt: number) => {
    const told = retryAfterMs(apiCallError(error)?.responseHeaders);
    if (told !== undefined) return Math.min(maxDelayMs, told);
    // "Equal jitter": half the exponential step, plus a random share of the other half.
    const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return exponential / 2 + random() * (exponential / 2);
  };
  return {
    get active() {
      return active;
    },
    async run(call) {
      for (let attempt = 1; ; attempt += 1) {
        await acquire();
        let delay: number;
        try {
          return await call();
        } catch (error) {
          if (attempt >= maxAttempts || !isRetryableAiError(error)) throw error;
          delay = delayFor(error, attempt);
        } finally {
          release();
        }
        // The slot is free while this call waits, so a rate-limited call does not hold up the others.
        await sleep(delay);
      }
    },
  };
}

/** Runs a model call within the models' limiter (concurrency, retries). */
export function withAiLimit<T>(models: { limiter: AiLimiter }, call: () => Promise<T>): Promise<T> {
  return timed(outsideCallDuration, { system: 'ai' }, () => models.limiter.run(call));
}
