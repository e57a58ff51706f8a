/**
 * Model calls are the real bottleneck (DESIGN §8): at most N at once per process and provider, and a
 * call refused for its rate (429) or by a busy provider (5xx, overloaded) is retried with exponential
 * backoff and jitter, honouring Retry-After. Anything else fails at once.
 */
import { APICallError } from '@ai-sdk/provider';

export interface AiLimiter {
  run<T>(call: () => Promise<T>): Promise<T>;
  /** Calls in flight (tests). */
  readonly active: number;
}

export interface LimiterOptions {
  maxConcurrency: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

function retryDelay(error: unknown, attempt: number, base: number, max: number): number | null {
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  const retryable =
    APICallError.isInstance(error) &&
    (status === 429 || (status !== undefined && status >= 500) || error.isRetryable);
  if (!retryable) return null;
  const header = APICallError.isInstance(error) ? error.responseHeaders?.['retry-after'] : undefined;
  const seconds = header ? Number(header) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(max, seconds * 1000);
  const exponential = Math.min(max, base * 2 ** (attempt - 1));
  return exponential / 2 + Math.random() * (exponential / 2);
}

export function createAiLimiter({
  maxConcurrency,
  maxAttempts = 4,
  baseDelayMs = 1000,
  maxDelayMs = 30_000,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: LimiterOptions): AiLimiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (active < maxConcurrency) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    get active() {
      return active;
    },
    async run(call) {
      for (let attempt = 1; ; attempt += 1) {
        await acquire();
        let delay: number | null;
        try {
          return await call();
        } catch (error) {
          delay = attempt < maxAttempts ? retryDelay(error, attempt, baseDelayMs, maxDelayMs) : null;
          if (delay === null) throw error;
        } finally {
          release();
        }
        await sleep(delay);
      }
    },
  };
}
