/**
 * Every background job: name, zod payload and retry policy, in one registry. Handlers are attached
 * in runtime.ts (`startWorkers`); enqueue through JobQueue.enqueue only.
 */
import { z } from 'zod';

/**
 * How this process works a queue: jobs fetched per round trip, how many rounds run at once, and the
 * fallback poll when no notification arrives. A full batch is fetched again at once (the queue is
 * drained, not polled), and a notification wakes an idle worker immediately.
 */
export interface WorkerOptions {
  batchSize: number;
  concurrency: number;
  pollingIntervalSeconds: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  batchSize: 10,
  concurrency: 2,
  pollingIntervalSeconds: 2,
};

export const jobDefinitions = {
  'send-email': {
    /** `sealed` is the template and its props, sealed with the app key: links carry live tokens. */
    payload: z.object({ to: z.string(), sealed: z.string() }),
    options: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 60,
      deleteAfterSeconds: 3600,
    },
    // Rendering is CPU, sending is I/O: a few batches at once keep a burst of sign-ups to seconds.
    worker: { batchSize: 10, concurrency: 4, pollingIntervalSeconds: 2 },
  },
  /** Daily: forgets expired sessions, used or expired tokens and old cooldown counters. */
  'purge-expired-auth': {
    payload: z.object({}).default({}),
    options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
    worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 30 },
    cron: '17 3 * * *',
  },
} as const;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;
