/**
 * Work on input from outside (a blog's page, a product page) off the server's main thread, with a
 * hard deadline. Parsing and pattern matching on text someone else wrote can be made slow on purpose
 * (issue 26: one blog page froze every request for minutes, and SIGTERM with them); here it runs in a
 * worker thread that is terminated when its deadline passes — V8 interrupts even a regular
 * expression mid-match — with a heap cap, so a page built to eat memory ends the worker, not the
 * server. An overrun is a result the caller reports, not a throw.
 *
 * A task is a module whose default export takes the input and returns (or resolves to) the output;
 * both cross the thread boundary by structured clone: plain data only.
 */
import { Worker } from 'node:worker_threads';

export type IsolatedResult<Output> =
  | { ok: true; value: Output }
  | { ok: false; reason: 'deadline' | 'failed'; message: string };

export interface IsolateOptions {
  /** From the worker's start (its module loading included) to its answer. */
  deadlineMs: number;
  /** The worker's V8 heap. */
  maxHeapMb?: number;
}

/** Tasks running at once in this process; more wait for a turn (the deadline starts with the turn). */
const MAX_AT_ONCE = 2;
const DEFAULT_HEAP_MB = 256;
const ENTRY = new URL('./isolated.worker.ts', import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** Runs `task`'s default export on `input` in a worker; stops it at the deadline. */
export async function runIsolated<Input, Output>(
  task: URL,
  input: Input,
  { deadlineMs, maxHeapMb = DEFAULT_HEAP_MB }: IsolateOptions,
): Promise<IsolatedResult<Output>> {
  const done = await turn();
  try {
    return await new Promise<IsolatedResult<Output>>((resolve) => {
      const worker = new Worker(ENTRY, {
        workerData: { task: task.href, input },
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
      });
      let settled = false;
      const settle = (result: IsolatedResult<Output>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
        void worker.terminate();
      };
      const timer = setTimeout(
        () => settle({ ok: false, reason: 'deadline', message: `stopped after ${deadlineMs} ms` }),
        deadlineMs,
      );
      worker.on('message', (answer: { ok: true; value: Output } | { ok: false; message: string }) =>
        settle(answer.ok ? answer : { ok: false, reason: 'failed', message: answer.message }),
      );
      worker.on('error', (error) => settle({ ok: false, reason: 'failed', message: error.message }));
      worker.on('exit', (code) =>
        settle({ ok: false, reason: 'failed', message: `the worker exited with code ${code}` }),
      );
    });
  } finally {
    done();
  }
}
