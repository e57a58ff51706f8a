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
import { jobHandlers } from './job-handlers.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
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
  /** Starts the job handlers of this process (the worker role). */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

export async function createRuntime(
  config: Config,
  log: FastifyBaseLogger,
  options: { database?: DatabaseTarget; encryptionKey?: Buffer } = {},
): Promise<Runtime> {
  const database = await openDatabase(options.database ?? databaseTargetFromConfig(config));
  await database.migrate();
  const jobs = await startJobQueue(database.bossOptions, log);
  // Runs' progress from every process reaches this one's Server-Sent Events streams.
  const stopListening = await database.listen(PROGRESS_CHANNEL, publishProgress);

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
  const ctx: AppContext = {
    config,
    db: database.db,
    ping: database.ping,
    mail,
    jobs,
    secrets,
    rates,
    ...adapters,
    sandboxes,
  };
  let scheduler: { stop(): Promise<void> } | undefined;
  return {
    ctx,
    jobs,
    sandboxes,
    async startWorkers() {
      await jobs.startWorkers({ ctx, log }, jobHandlers);
      if (config.schedulerIntervalMs > 0) scheduler = startScheduler(ctx, log, config.schedulerIntervalMs);
    },
    async close() {
      await scheduler?.stop();
      await stopListening();
      await jobs.stop();
      mailer.close();
      await rates.close();
      await database.close();
    },
  };
}
