/**
 * Assembles one server process: database (migrated), job queue, outside-world adapters and the
 * AppContext routes and job handlers share. Used by main.ts and by the integration tests.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, resolveEncryptionKeys } from './config.ts';
import type { AppContext } from './context.ts';
import { type DatabaseTarget, databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { createGoogleOidc } from './integrations/google/google-oidc.ts';
import { createDevMailboxMailer, createSmtpMailer } from './integrations/mail/mailer.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { storeDevMail } from './modules/dev-mail/dev-mail.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createRateStore } from './modules/rate-limits/rate-store.ts';

export const SANDBOX_GOOGLE_PREFIX = '/sandbox/google';

export interface Runtime {
  ctx: AppContext;
  jobs: JobQueue;
  /** Credentials of the local Google stand-in, when Google is sandboxed. */
  googleSandbox?: { issuer: string; clientId: string; clientSecret: string; redirectUri: string };
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

  const keys: [Buffer, ...Buffer[]] = options.encryptionKey
    ? [options.encryptionKey]
    : resolveEncryptionKeys(config);
  const secrets = createSecretBox(...keys);
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createDevMailboxMailer(storeDevMail(database.db));
  const mail = createMailService({ jobs, secrets, mailer });

  const googleSandbox = config.google.sandbox
    ? {
        issuer: `${config.appUrl}${SANDBOX_GOOGLE_PREFIX}`,
        clientId: 'affiliate-autopilot-sandbox',
        clientSecret: randomBytes(24).toString('base64url'),
        redirectUri: config.google.redirectUri,
      }
    : undefined;
  const google = createGoogleOidc(
    googleSandbox
      ? { ...googleSandbox, allowInsecure: googleSandbox.issuer.startsWith('http:') }
      : {
          issuer: config.google.issuer,
          clientId: config.google.clientId ?? '',
          clientSecret: config.google.clientSecret ?? '',
          redirectUri: config.google.redirectUri,
          allowInsecure: false,
        },
  );

  const rates = createRateStore({ redisUrl: config.redisUrl, db: database.db });
  const ctx: AppContext = { config, db: database.db, ping: database.ping, mail, secrets, google, rates };
  return {
    ctx,
    jobs,
    googleSandbox,
    async startWorkers() {
      await jobs.startWorkers({ ctx, log });
    },
    async close() {
      await jobs.stop();
      mailer.close();
      await rates.close();
      await database.close();
    },
  };
}
