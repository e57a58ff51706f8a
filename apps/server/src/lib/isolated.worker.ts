/** The worker of lib/isolated.ts: imports the task's module, runs it on the input, posts the answer. */
import { parentPort, workerData } from 'node:worker_threads';

const { task, input } = workerData as { task: string; input: unknown };

try {
  const module = (await import(task)) as { default: (input: unknown) => unknown };
  parentPort?.postMessage({ ok: true, value: await module.default(input) });
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
