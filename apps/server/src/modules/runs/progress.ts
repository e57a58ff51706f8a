/**
 * Progress fan-out for the Server-Sent Events of a run. Every change of an execution notifies its id
 * on `execution_progress` (a trigger, migration 0005); each process LISTENs once (the runtime starts
 * it) and wakes the streams it holds for that run, whichever process made the change. Streams also
 * re-read their row every few seconds, which covers a notification missed while a connection was
 * being reopened.
 */
import { EventEmitter } from 'node:events';

export const PROGRESS_CHANNEL = 'execution_progress';

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/** Wakes this process's listeners of a run (called for every notification received). */
export function publishProgress(executionId: string): void {
  emitter.emit(executionId);
}

export function onProgress(executionId: string, listener: () => void): () => void {
  emitter.on(executionId, listener);
  return () => emitter.off(executionId, listener);
}
