/**
 * Progress fan-out for the Server-Sent Events of a run: a change recorded in this process wakes its
 * listeners at once; listeners also re-read the row every few seconds, which covers changes made by
 * another process (a separate worker) without any shared broker.
 */
import { EventEmitter } from 'node:events';

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function publishProgress(executionId: string): void {
  emitter.emit(executionId);
}

export function onProgress(executionId: string, listener: () => void): () => void {
  emitter.on(executionId, listener);
  return () => emitter.off(executionId, listener);
}
