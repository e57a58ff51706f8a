/**
 * What a background job is: its name, zod payload, pg-boss retry/expiry policy, how a worker takes
 * it (batch, concurrency, fallback poll) and an optional cron schedule. Its handler is not named here
 * (job-handlers.ts maps each name to its module): jobs/ knows no module and no context.
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
}

export function defineJob<Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> {
  return definition;
}

/**
 * Each job's handler module, imported lazily; its default export is the handler, typed in that module
 * (`JobHandler<JobPayload<name>, AppContext>`).
 */
export type JobHandlers = Record<string, () => Promise<{ default: unknown }>>;
