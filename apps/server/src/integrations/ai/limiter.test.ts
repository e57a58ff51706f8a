import { APICallError } from '@ai-sdk/provider';
import { RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { createAiLimiter, isRetryableAiError, retryAfterMs, withAiLimit } from './limiter.ts';

const failure = (statusCode: number, responseHeaders: Record<string, string> = {}) =>
  new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'https://api.example/v1',
    requestBodyValues: {},
    statusCode,
    responseHeaders,
  });

const rateLimited = (retryAfter?: string) =>
  new APICallError({
    message: 'Too Many Requests',
    url: 'https://api.example/v1',
    requestBodyValues: {},
    statusCode: 429,
    responseHeaders: retryAfter ? { 'retry-after': retryAfter } : {},
    isRetryable: true,
  });

describe('the AI limiter', () => {
  it('never runs more than its limit at once', async () => {
    const limiter = createAiLimiter({ maxConcurrency: 2 });
    let peak = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        limiter.run(async () => {
          peak = Math.max(peak, limiter.active);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it('retries a 429 after its Retry-After, and gives up after the last attempt', async () => {
    const waits: number[] = [];
    const limiter = createAiLimiter({
      maxConcurrency: 1,
      maxAttempts: 3,
      sleep: async (ms) => void waits.push(ms),
    });
    let calls = 0;
    await expect(
      limiter.run(async () => {
        calls += 1;
        if (calls < 3) throw rateLimited('2');
        return 'ok';
      }),
    ).resolves.toBe('ok');
    expect(waits).toEqual([2000, 2000]);
    calls = 0;
    await expect(
      limiter.run(async () => {
        calls += 1;
        throw rateLimited();
      }),
    ).rejects.toThrow('Too Many Requests');
    expect(calls).toBe(3);
  });

  it('does not retry a request the provider refused for what it is', async () => {
    const limiter = createAiLimiter({ maxConcurrency: 1, sleep: async () => undefined });
    let calls = 0;
    const badRequest = new APICallError({
      message: 'bad',
      url: 'u',
      requestBodyValues: {},
      statusCode: 400,
      isRetryable: false,
    });
    await expect(
      limiter.run(async () => {
        calls += 1;
        throw badRequest;
      }),
    ).rejects.toBe(badRequest);
    expect(calls).toBe(1);
  });

  it('backs off exponentially with jitter on a busy provider (5xx), then succeeds', async () => {
    const waits: number[] = [];
    const limiter = createAiLimiter({
      maxConcurrency: 1,
      baseDelayMs: 100,
      sleep: async (ms) => void waits.push(ms),
      random: () => 0.5,
    });
    let calls = 0;
    const answer = await withAiLimit({ limiter }, async () => {
      calls += 1;
      if (calls < 4) throw failure(calls === 2 ? 529 : 503);
      return 'ok';
    });
    expect(answer).toBe('ok');
    // Half of 100, 200, 400 ms, plus half of the other half.
    expect(waits).toEqual([75, 150, 300]);
  });

  it('keeps every jittered wait within its step (property of the equal-jitter formula)', async () => {
    for (const random of [0, 0.999]) {
      const waits: number[] = [];
      const limiter = createAiLimiter({
        maxConcurrency: 1,
        baseDelayMs: 1000,
        maxAttempts: 4,
        sleep: async (ms) => void waits.push(ms),
        random: () => random,
      });
      await expect(
        limiter.run(async () => {
          throw failure(500);
        }),
      ).rejects.toThrow('HTTP 500');
      waits.forEach((ms, index) => {
        const step = 1000 * 2 ** index;
        expect(ms).toBeGreaterThanOrEqual(step / 2);
        expect(ms).toBeLessThan(step);
      });
      expect(waits).toHaveLength(3);
    }
  });

  it('frees its slot while a rate-limited call waits', async () => {
    let releaseWait: () => void = () => undefined;
    const limiter = createAiLimiter({
      maxConcurrency: 1,
      sleep: () => new Promise<void>((resolve) => (releaseWait = resolve)),
    });
    let first = 0;
    const slow = limiter.run(async () => {
      first += 1;
      if (first === 1) throw rateLimited('5');
      return 'first';
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The other call runs while the first one sleeps on its Retry-After.
    await expect(limiter.run(async () => 'second')).resolves.toBe('second');
    releaseWait();
    await expect(slow).resolves.toBe('first');
  });

  it('reads Retry-After in milliseconds, seconds or as a date, and the provider error inside an SDK RetryError', () => {
    expect(retryAfterMs({ 'retry-after-ms': '250' })).toBe(250);
    expect(retryAfterMs({ 'retry-after': '3' })).toBe(3000);
    expect(retryAfterMs({ 'retry-after': new Date(61_000).toUTCString() }, 1_000)).toBe(60_000);
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterMs({})).toBeUndefined();
    const wrapped = new RetryError({
      message: 'gave up',
      reason: 'maxRetriesExceeded',
      errors: [failure(429)],
    });
    expect(isRetryableAiError(wrapped)).toBe(true);
    expect(isRetryableAiError(failure(401))).toBe(false);
    expect(isRetryableAiError(new Error('bug'))).toBe(false);
  });
});
