/** pg-boss on the application database: typed, transactional enqueue and typed workers. */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import type { Tx } from '../db/client.ts';
import {
  DEFAULT_WORKER_OPTIONS,
  type JobName,
  type JobPayload,
  jobDefinitions,
  type WorkerOptions,
} from './definitions.ts';

export interface JobQueue {
  /** Enqueues a job; with `tx`, the job exists only if that transaction commits. */
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options?: { tx?: Tx } & SendOptions,
  ): Promise<void>;
  work<N extends JobName>(name: N, handler: (payload: JobPayload<N>) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const NO_JOB = '00000000-0000-0000-0000-000000000000';

export async function startJobQueue(
  bossOptions: ConstructorOptions,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ ...bossOptions, useListenNotify: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [name, definition] of Object.entries(jobDefinitions)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { ...definition.options, notify: true });
    // Idempotent: every instance may declare the schedule; pg-boss runs it once per slot.
    if ('cron' in definition) await boss.schedule(name, definition.cron);
    // pg-boss caches its queues at start, before these existed; a cache miss later, inside a caller's
    // transaction, would read from another connection. On PGlite (one connection, transactions hold
    // it) that read waits for the transaction forever: fill the cache now.
    await boss.findJobs(name, { id: NO_JOB });
  }

  return {
    async enqueue(name, payload, { tx, ...options } = {}) {
      const data: object = jobDefinitions[name].payload.parse(payload);
      // Drizzle's `execute` is typed loosely (unknown rows); pg-boss reads only `rows` from it.
      const db = tx ? fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) : undefined;
      await boss.send(name, data, db ? { ...options, db } : options);
    },
    async work(name, handler) {
      const worker: WorkerOptions = jobDefinitions[name].worker ?? DEFAULT_WORKER_OPTIONS;
      const options = {
        batchSize: worker.batchSize,
        localConcurrency: worker.concurrency,
        // Drain: a full batch is fetched again at once instead of waiting for the next poll.
        burstWhenBatchFull: true,
        // The fallback when a notification is missed (sent while a batch ran, or from another
        // process's transaction): seconds, not pg-boss's 30 s default with LISTEN/NOTIFY on.
        pollingIntervalSeconds: worker.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: worker.pollingIntervalSeconds,
        // Each job of a batch settles on its own, so one failing mail does not resend the others.
        perJobResults: true,
      };
      await boss.work(name, options, (jobs) =>
        Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(jobDefinitions[name].payload.parse(job.data) as JobPayload<typeof name>);
              return { id: job.id, status: 'completed' as const };
            } catch (error) {
              log.warn({ err: error, job: name, jobId: job.id }, 'job failed; it will be retried');
              return { id: job.id, status: 'failed' as const, output: { message: String(error) } };
            }
          }),
        ),
      );
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
