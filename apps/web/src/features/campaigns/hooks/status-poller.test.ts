import type { Execution } from '@aa/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { startStatusPoller } from './status-poller.ts';

const running = { status: 'processing' } as Execution;
const done = { status: 'completed' } as Execution;

describe('status polling (PRODUCT.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks after 3 s, then every 45 s, and stops when the run is done', async () => {
    const answers = [running, running, done];
    const fetchLatest = vi.fn(async () => answers.shift() ?? done);
    const onExecution = vi.fn();
    startStatusPoller({ fetchLatest, onExecution, onSlowed: vi.fn(), onGaveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchLatest).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(onExecution).toHaveBeenLastCalledWith(done);
    await vi.advanceTimersByTimeAsync(500_000);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
  });

  it('slows to 120 s on a 429 and says so, and gives up after 5 errors in a row', async () => {
    const fetchLatest = vi.fn(async () => {
      throw new ApiError(429, 'Too many requests');
    });
    const onSlowed = vi.fn();
    const onGaveUp = vi.fn();
    startStatusPoller({ fetchLatest, onExecution: vi.fn(), onSlowed, onGaveUp });
    await vi.advanceTimersByTimeAsync(3000);
    expect(onSlowed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000 * 3);
    expect(fetchLatest).toHaveBeenCalledTimes(5);
    expect(onGaveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(fetchLatest).toHaveBeenCalledTimes(5);
    expect(onSlowed).toHaveBeenCalledTimes(1);
  });
});
