import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createAiLimiter } from './limiter.ts';

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
});
