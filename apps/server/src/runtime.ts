/**
 * Assembles one server process: database (migrated), job queue, outside-world adapters and the
 * AppContext routes and job handlers share. Used by main.ts and by the integration tests.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Config, resolveEncryptionKeys } from './config.ts';
import type { AppContext } from './context.ts';
import { type DatabaseTarget, databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { createDevMailboxMailer, createSmtpMailer } from './integrations/mail/mailer.ts';
import { createAdapters } from './integrations/registry.ts';
import { createS3Storage } from './integrations/storage/s3-storage.ts';
import { jobHandlers } from './job-handlers.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
import { instrumented } from './lib/metrics.ts';
import { createSafeFetch } from './lib/safe-fetch.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { storeDevMail } from './modules/dev-mail/dev-mail.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createRateStore } from './modules/rate-limits/rate-store.ts';
import { PROGRESS_CHANNEL, publishProgress } from './modules/runs/progress.ts';
import { startScheduler } from './modules/runs/scheduler.ts';
import { SANDBOX_PREFIXES, type SandboxSettings, sandboxSettings } from './sandbox-settings.ts';

export interface Runtime {
  ctx: AppContext;
  jobs: JobQueue;
  /** The local stand-ins this process mounts (sandboxes.ts) and its adapters use. */
  sandboxes: SandboxSettings;
  /** Starts the job handlers of this process (the worker role), the scheduler and the run sweeper. */
  startWorkers(): Promise<void>;
  /**
   * The first half of a clean stop: readiness fails, the scheduler, the sweeper and the workers take
   * nothing more, running jobs get `budgetMs` to finish (a run hands back at its next step, or at the
   * end of the budget mid-step). The HTTP server, if any, still answers meanwhile.
   */
  drain(budgetMs?: number): Promise<void>;
  /** Closes what is left, the database last. */
  close(): Promise<void>;
}

/** A readiness check that takes longer than this counts as failed. */
const READINESS_CHECK_MS = 2_000;

/** `check`'s answer, or false when it fails or takes longer than `ms`. */
function within(ms: number, check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** What the workers get to finish their jobs at a stop, within the 30 s a stop may take. */
export const DRAIN_BUDGET_MS = 15_000;

export async function createRuntime(
  config: Config,
  log: FastifyBaseLogger,
  options: { database?: DatabaseTarget; encryptionKey?: Buffer } = {},
): Promise<Runtime> {
  const database = await openDatabase(options.database ?? databaseTargetFromConfig(config));
  await database.migrate();
  const jobs = await startJobQueue(database.bossOptions, log);
  // Runs' progress from every process reaches this one's Server-Sent Events streams.
  const listening = await database.listen(PROGRESS_CHANNEL, publishProgress);

  const keys: [Buffer, ...Buffer[]] = options.encryptionKey
    ? [options.encryptionKey]
    : resolveEncryptionKeys(config);
  const secrets = createSecretBox(...keys);
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createDevMailboxMailer(storeDevMail(database.db));
  const mail = createMailService({ jobs, secrets, mailer });

  const sandboxes = sandboxSettings(config, keys[0]);
  // The sandboxes live on our own origin: the server may reach them, and nothing else on this machine.
  const safeFetch = createSafeFetch({
    allow: [
      ...config.safeFetchAllow,
      ...(sandboxes.wordpress ? [`${config.appUrl}${SANDBOX_PREFIXES.wordpress}`] : []),
      ...(sandboxes.amazon ? [`${config.appUrl}${SANDBOX_PREFIXES.amazon}`] : []),
      ...(sandboxes.makers ? [`${config.appUrl}${SANDBOX_PREFIXES.makers}`] : []),
    ],
  });
  const adapters = createAdapters({ config, sandboxes, safeFetch });

  const rates = createRateStore({ redisUrl: config.redisUrl, db: database.db });
  const storage = config.s3 ? instrumented('storage', createS3Storage(config.s3)) : undefined;
  const draining = new AbortController();
  const giveUp = new AbortController();
  const ctx: AppContext = {
    config,
    db: database.db,
    ping: database.ping,
    async readiness() {
      const [db, queue, redis, bucket] = await Promise.all([
        within(READINESS_CHECK_MS, database.ping()),
        within(READINESS_CHECK_MS, jobs.ping()),
        rates.kind === 'redis' ? within(READINESS_CHECK_MS, rates.ping()) : undefined,
        storage ? within(READINESS_CHECK_MS, storage.ping()) : undefined,
      ]);
      return {
        database: db,
        queue,
        progressListener: listening.alive(),
        ...(redis === undefined ? {} : { redis }),
        ...(bucket === undefined ? {} : { storage: bucket }),
      };
    },
    mail,
    jobs,
    secrets,
    rates,
    storage,
    ...adapters,
    sandboxes,
    stop: { draining: draining.signal, giveUp: giveUp.signal },
  };
  let scheduler: { stop(): Promise<void> } | undefined;
  let sweeper: { stop(): Promise<void> } | undefined;
  let drained: Promise<void> | undefined;
  const drain = (budgetMs = DRAIN_BUDGET_MS) => {
    drained ??= (async () => {
      draining.abort();
      await Promise.all([scheduler?.stop(), sweeper?.stop()]);
      const timer = setTimeout(() => giveUp.abort(), budgetMs);
      // A second more than the budget: the runs still held were given back at the budget's end.
      await jobs.stop(budgetMs + 1_000);
      clearTimeout(timer);
    })();
    return drained;
  };
  return {
    ctx,
    jobs,
    sandboxes,
    async startWorkers() {
      await jobs.startWorkers({ ctx, log }, jobHandlers);
      if (config.schedulerIntervalMs > 0) scheduler = startScheduler(ctx, log, config.schedulerIntervalMs);
      // Loaded here, like the handlers: the API role never loads the pipeline.
      const { startRunSweeper } = await import('./modules/generation/stranded-runs.ts');
      if (config.runSweepIntervalMs > 0) sweeper = startRunSweeper(ctx, log, config.runSweepIntervalMs);
    },
    drain,
    async close() {
      await drain();
      await listening.stop();
      mailer.close();
      await rates.close();
      await database.close();
    },
  };
}
