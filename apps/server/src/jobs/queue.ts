/** pg-boss on the application database: typed, transactional enqueue, and workers from the registry. */
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
import { jobDuration, measureQueues, type QueueDepth, secondsSince } from '../lib/metrics.ts';
import { inSpan, traceCarrier, withCarrier } from '../lib/tracing.ts';
import type { JobDeps, JobHandler, JobHandlers } from './define-job.ts';
import { type JobName, type JobPayload, jobNamed, jobRegistry } from './registry.ts';

/**
 * The job's group (an account's id): a queue whose worker sets `groupConcurrency` runs at most that
 * many jobs of one group at once.
 */
type GroupOption = { group?: string };

export interface JobQueue {
  /** Enqueues a job; with `tx`, the job exists only if that transaction commits. */
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options?: { tx?: Tx } & GroupOption & Omit<SendOptions, 'group'>,
  ): Promise<void>;
  /**
   * Enqueues many jobs of one queue in one statement; with `tx`, only if that transaction commits;
   * `groupOf` names each job's group.
   */
  enqueueMany<N extends JobName>(
    name: N,
    payloads: JobPayload<N>[],
    options?: { tx?: Tx; groupOf?: (payload: JobPayload<N>) => string | undefined },
  ): Promise<void>;
  /** Each queue's jobs by state, as pg-boss's monitor last counted them (no table scan). */
  depths(): Promise<QueueDepth[]>;
  /** Whether the queue answers through its own connections (readiness). */
  ping(): Promise<boolean>;
  /** Whether a job of `name` whose payload contains `data` waits to run (queued or due for a retry). */
  hasWaiting<N extends JobName>(name: N, data: Partial<JobPayload<N>>): Promise<boolean>;
  /**
   * The jobs of `name` whose payload contains `data`, read once: `waiting` when one is queued or due
   * for a retry; otherwise those pg-boss still counts as active are failed (for a retry) — the caller
   * knows their worker is gone, and they would hold their group's slots until pg-boss's own heartbeat
   * check (up to 90 s) — and the answer is `released`.
   */
  releaseUnlessWaiting<N extends JobName>(
    name: N,
    data: Partial<JobPayload<N>>,
    reason: string,
  ): Promise<'waiting' | 'released'>;
  /** Starts a worker for every job of the registry (the worker role); handlers load on first use. */
  startWorkers<Context>(deps: JobDeps<Context>, handlers: JobHandlers): Promise<void>;
  /**
   * Stops taking jobs at once, waits up to `timeoutMs` for the running ones (then fails them for a
   * retry) and closes the queue's connections.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** A job's data with the sender's trace context (`_trace`), when this process traces. */
function withTrace(data: object): object {
  const carrier = traceCarrier();
  return carrier ? { ...data, _trace: carrier } : data;
}

/** A job's data as its handler takes it. A scheduled (cron) job carries none: pg-boss gives null. */
export function parseJobPayload(job: { payload: { parse(data: unknown): unknown } }, data: unknown): unknown {
  return job.payload.parse(data ?? undefined);
}

const NO_JOB = '00000000-0000-0000-0000-000000000000';

export async function startJobQueue(
  bossOptions: ConstructorOptions,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ ...bossOptions, useListenNotify: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const depths = async (): Promise<QueueDepth[]> =>
    (await boss.getQueues()).map((queue) => ({
      name: queue.name,
      ready: queue.readyCount,
      deferred: queue.deferredCount,
      active: queue.activeCount,
      failed: queue.failedCount,
    }));
  // Read at each scrape.
  measureQueues(depths);
  for (const job of jobRegistry) {
    if (!(await boss.getQueue(job.name))) await boss.createQueue(job.name, { ...job.options, notify: true });
    // Idempotent: every instance may declare the schedule; pg-boss runs it once per slot.
    if (job.cron) await boss.schedule(job.name, job.cron);
    // pg-boss caches its queues at start, before these existed; a cache miss later, inside a caller's
    // transaction, would read from another connection. On PGlite (one connection, transactions hold
    // it) that read waits for the transaction forever: fill the cache now.
    await boss.findJobs(job.name, { id: NO_JOB });
  }

  return {
    async enqueue(name, payload, { tx, group, ...options } = {}) {
      const data: object = withTrace(jobNamed(name).payload.parse(payload) as object);
      // Drizzle's `execute` is typed loosely (unknown rows); pg-boss reads only `rows` from it.
      const db = tx ? fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) : undefined;
      const send = { ...options, ...(group ? { group: { id: group } } : {}) };
      await boss.send(name, data, db ? { ...send, db } : send);
    },
    async enqueueMany(name, payloads, { tx, groupOf } = {}) {
      if (payloads.length === 0) return;
      const job = jobNamed(name);
      const data = payloads.map((payload) => {
        const group = groupOf?.(payload);
        return {
          data: withTrace(job.payload.parse(payload) as object),
          ...(group ? { group: { id: group } } : {}),
        };
      });
      const db = tx ? fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) : undefined;
      await boss.insert(name, data, db ? { db } : {});
    },
    depths,
    ping: () =>
      boss.findJobs('send-email', { id: NO_JOB }).then(
        () => true,
        () => false,
      ),
    async hasWaiting(name, data) {
      return (await boss.findJobs(name, { data: data as object, queued: true })).length > 0;
    },
    async releaseUnlessWaiting(name, data, reason) {
      const jobs = await boss.findJobs(name, { data: data as object });
      if (jobs.some((job) => job.state === 'created' || job.state === 'retry')) return 'waiting';
      const active = jobs.filter((job) => job.state === 'active').map((job) => job.id);
      if (active.length > 0) await boss.fail(name, active, { message: reason });
      return 'released';
    },
    async startWorkers(deps, handlers) {
      for (const job of jobRegistry) {
        const load = handlers[job.name];
        if (!load) throw new Error(`no handler for job ${job.name}`);
        let loaded: Promise<JobHandler<unknown, typeof deps.ctx>> | undefined;
        // Imported on the first job, so a process that only enqueues never loads the handler.
        const handlerOf = () => {
          loaded ??= load().then((module) => module.default as JobHandler<unknown, typeof deps.ctx>);
          return loaded;
        };
        const options = {
          batchSize: job.worker.batchSize,
          localConcurrency: job.worker.concurrency,
          // Drain: a full batch is fetched again at once instead of waiting for the next poll.
          burstWhenBatchFull: true,
          // The fallback when a notification is missed (sent while a batch ran, or from another
          // process's transaction): seconds, not pg-boss's 30 s default with LISTEN/NOTIFY on.
          pollingIntervalSeconds: job.worker.pollingIntervalSeconds,
          notifyPollingIntervalSeconds: job.worker.pollingIntervalSeconds,
          // Each job of a batch settles on its own, so one failing mail does not resend the others.
          perJobResults: true,
          ...(job.worker.groupConcurrency ? { groupConcurrency: job.worker.groupConcurrency } : {}),
        };
        await boss.work(job.name, options, (batch) =>
          Promise.all(
            batch.map(async ({ id, data }) => {
              const started = performance.now();
              const { _trace: sender, ...payload } = (data ?? {}) as { _trace?: unknown };
              try {
                // A span of the sender's trace (the request or tick that queued it), when traced.
                await withCarrier(sender, () =>
                  inSpan(
                    `job ${job.name}`,
                    { 'messaging.system': 'pg-boss', 'messaging.message.id': id },
                    async () =>
                      (await handlerOf())(parseJobPayload(job, data == null ? data : payload), deps),
                  ),
                );
                jobDuration.observe({ queue: job.name, outcome: 'completed' }, secondsSince(started));
                return { id, status: 'completed' as const };
              } catch (error) {
                jobDuration.observe({ queue: job.name, outcome: 'failed' }, secondsSince(started));
                log.warn({ err: error, job: job.name, jobId: id }, 'job failed; it will be retried');
                return { id, status: 'failed' as const, output: { message: String(error) } };
              }
            }),
          ),
        );
      }
    },
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}
