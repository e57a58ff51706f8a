import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { MAX_AT_ONCE, runIsolated } from './isolated.ts';

const TASKS = new URL('../test/isolated-tasks.ts', import.meta.url);
const run = (input: { kind: string; value?: number }, deadlineMs = 5_000, maxHeapMb?: number) =>
  runIsolated<typeof input, unknown>(TASKS, input, { deadlineMs, maxHeapMb });

/** The longest the main thread went without running a timer, while `work` ran. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  try {
    return { result: await work, stallMs };
  } finally {
    clearInterval(ticker);
  }
}

describe('runIsolated', () => {
  it("answers with the task's value, sync or async", async () => {
    expect(await run({ kind: 'double', value: 21 })).toEqual({ ok: true, value: 42 });
    expect(await run({ kind: 'async' })).toEqual({ ok: true, value: 'later' });
  });

  it('reports a task that throws as failed', async () => {
    expect(await run({ kind: 'throw' })).toMatchObject({
      ok: false,
      reason: 'failed',
      message: 'the task failed',
    });
  });

  it('stops a task at its deadline, even inside a regular expression, and the main thread never waits', async () => {
    for (const kind of ['spin', 'backtrack']) {
      const started = performance.now();
      const { result, stallMs } = await longestStall(run({ kind }, 1_000));
      expect(result).toMatchObject({ ok: false, reason: 'deadline' });
      expect(performance.now() - started).toBeLessThan(3_000);
      // Timers kept firing all along: nothing ran on this thread.
      expect(stallMs).toBeLessThan(500);
    }
  });

  it('ends a task that eats memory at its heap cap, not the server', async () => {
    expect(await run({ kind: 'memory' }, 20_000, 64)).toMatchObject({ ok: false, reason: 'memory' });
  });

  it('gives its turn back when the input cannot reach the thread', async () => {
    const uncloneable = { kind: 'double', value: () => 1 } as unknown as { kind: string };
    for (let attempt = 0; attempt <= MAX_AT_ONCE; attempt += 1)
      await expect(run(uncloneable)).rejects.toThrow(/could not be cloned/);
    expect(await run({ kind: 'double', value: 2 }, 5_000)).toEqual({ ok: true, value: 4 });
  });

  it('stops a task when its caller gives up, before its deadline', async () => {
    const started = performance.now();
    const result = await runIsolated(
      TASKS,
      { kind: 'spin' },
      { deadlineMs: 20_000, signal: AbortSignal.timeout(300) },
    );
    expect(result).toMatchObject({ ok: false, reason: 'deadline', message: 'stopped by its caller' });
    expect(performance.now() - started).toBeLessThan(3_000);
    const aborted = AbortSignal.abort();
    expect(
      await runIsolated(TASKS, { kind: 'double', value: 1 }, { deadlineMs: 1_000, signal: aborted }),
    ).toMatchObject({
      ok: false,
      reason: 'deadline',
    });
  });

  it('runs two at a time; the others wait for a turn and still get their full deadline', async () => {
    const results = await Promise.all([
      run({ kind: 'spin' }, 600),
      run({ kind: 'spin' }, 600),
      run({ kind: 'double', value: 1 }, 600),
    ]);
    expect(results.map((result) => result.ok)).toEqual([false, false, true]);
    // Six tasks of 300 ms: never more than MAX_AT_ONCE at the same time, so three rounds at least.
    const started = performance.now();
    const spans = await Promise.all(Array.from({ length: 6 }, () => run({ kind: 'sleep', value: 300 })));
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    const intervals = spans.map((span) => (span.ok ? (span.value as [number, number]) : ([0, 0] as const)));
    expect(spans.every((span) => span.ok)).toBe(true);
    const mostAtOnce = Math.max(
      ...intervals.map(([start]) => intervals.filter(([from, to]) => from <= start && start < to).length),
    );
    expect(mostAtOnce).toBeLessThanOrEqual(MAX_AT_ONCE);
  });
});
