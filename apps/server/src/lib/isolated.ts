/**
 * Work on input from outside (a blog's page, a product page) off the server's main thread, with a
 * hard deadline. Parsing and pattern matching on text someone else wrote can be made slow on purpose
 * (issue 26: one blog page froze every request for minutes, and SIGTERM with them); here it runs in a
 * worker thread that is terminated when its deadline passes — V8 interrupts even a regular
 * expression mid-match — or when the caller's signal aborts, with a heap cap, so a page built to eat
 * memory ends the worker, not the server. An overrun is a result the caller reports, not a throw.
 *
 * A task is a module whose default export takes the input and returns (or resolves to) the output;
 * both cross the thread boundary by structured clone: plain data only.
 */
import { Worker } from 'node:worker_threads';

export type IsolatedResult<Output> =
  | { ok: true; value: Output }
  /**
   * `deadline`: stopped at its deadline or by the caller's signal; `memory`: ended at its heap cap
   * (both the input's doing); `failed`: the task threw or its worker broke (our doing).
   */
  | { ok: false; reason: 'deadline' | 'memory' | 'failed'; message: string };

export interface IsolateOptions {
  /** From the worker's start (its module loading included) to its answer. */
  deadlineMs: number;
  /** The worker's V8 heap. */
  maxHeapMb?: number;
  /** The caller's own limit (a check's time): when it aborts, the task is stopped as at its deadline. */
  signal?: AbortSignal;
}

/**
 * How long a worker that answered gets to end by itself before it is terminated. Terminating a worker
 * while it is already exiting on its own is a race in Node's worker teardown that has taken the whole
 * process down ("Worker exited unexpectedly" in CI, at random points of check-post.test.ts): only a
 * worker that did not answer, or lingers, is stopped.
 */
const EXIT_GRACE_MS = 1_000;

/** Tasks running at once in this process; more wait for a turn (the deadline starts with the turn). */
export const MAX_AT_ONCE = 2;
const DEFAULT_HEAP_MB = 256;
const ENTRY = new URL('./isolated.worker.ts', import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

/**
 * A turn among MAX_AT_ONCE. A finished task hands its turn straight to the next waiting one, so no
 * caller arriving in between can take it too: never more than MAX_AT_ONCE workers at once.
 */
async function turn(): Promise<() => void> {
  if (running < MAX_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** Runs `task`'s default export on `input` in a worker; stops it at the deadline or on `signal`. */
export async function runIsolated<Input, Output>(
  task: URL,
  input: Input,
  { deadlineMs, maxHeapMb = DEFAULT_HEAP_MB, signal }: IsolateOptions,
): Promise<IsolatedResult<Output>> {
  const stopped = (): IsolatedResult<Output> => ({
    ok: false,
    reason: 'deadline',
    message: signal?.aborted ? 'stopped by its caller' : `stopped after ${deadlineMs} ms`,
  });
  if (signal?.aborted) return stopped();
  const done = await turn();
  if (signal?.aborted) {
    done();
    return stopped();
  }
  let worker: Worker;
  try {
    worker = new Worker(ENTRY, {
      workerData: { task: task.href, input },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
  } catch (error) {
    // An input that cannot be cloned to the thread: the turn is not kept.
    done();
    throw error;
  }
  // The turn is given back once the thread is gone, not when its answer arrives.
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  let answered = false;
  try {
    return await new Promise<IsolatedResult<Output>>((resolve) => {
      const settle = (result: IsolatedResult<Output>) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
        resolve(result);
      };
      const abort = () => settle(stopped());
      const timer = setTimeout(abort, deadlineMs);
      signal?.addEventListener('abort', abort, { once: true });
      worker.on('message', (answer: { ok: true; value: Output } | { ok: false; message: string }) => {
        answered = true;
        settle(answer.ok ? answer : { ok: false, reason: 'failed', message: answer.message });
      });
      worker.on('error', (error: Error & { code?: string }) =>
        settle({
          ok: false,
          reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed',
          message: error.message,
        }),
      );
      worker.on('exit', (code) =>
        settle({ ok: false, reason: 'failed', message: `the worker exited with code ${code}` }),
      );
    });
  } finally {
    // A worker that answered ends by itself (its module has nothing left to run); one stopped at its
    // deadline, or lingering past the grace, is terminated.
    if (answered && !gone) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (grace = setTimeout(resolve, EXIT_GRACE_MS)))]);
      clearTimeout(grace);
    }
    if (!gone) await worker.terminate();
    await exited;
    done();
  }
}
