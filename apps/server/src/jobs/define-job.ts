/**
 * What a background job is: its name, zod payload, pg-boss retry/expiry policy, how a worker takes
 * it (batch, concurrency, fallback poll), an optional cron schedule, and its handler, imported only
 * when a worker first runs it (a process that only enqueues never loads it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queue } from 'pg-boss';
import type { z } from 'zod';

/**
 * How this process works a queue: jobs fetched per round trip, how many rounds run at once, and the
 * fallback poll when no notification arrives. A full batch is fetched again at once (the queue is
 * drained, not polled), and a notification wakes an idle worker immediately.
 */
export interface WorkerOptions {
  batchSize: number;
  concurrency: number;
  pollingIntervalSeconds: number;
  /**
   * The most jobs of one group (the `group` given at enqueue: an account) active at once, across
   * every process. Without it one account's slow blog can hold every worker of a queue while other
   * accounts' jobs wait (issue 26).
   */
  groupConcurrency?: number;
}

/** What a handler is given besides its payload: the process's shared context and logger. */
export interface JobDeps<Context> {
  ctx: Context;
  log: FastifyBaseLogger;
}

export type JobHandler<Payload, Context> = (payload: Payload, deps: JobDeps<Context>) => Promise<void>;

export interface JobDefinition<Name extends string, Schema extends z.ZodType> {
  name: Name;
  payload: Schema;
  options: Omit<Queue, 'name'>;
  worker: WorkerOptions;
  cron?: string;
  /**
   * The module that does the work, imported lazily; its default export is the handler, typed in that
   * module (`JobHandler<JobPayload<name>, AppContext>`): jobs/ knows no module and no context.
   */
  handler: () => Promise<{ default: unknown }>;
}

export function defineJob<Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> {
  return definition;
}
