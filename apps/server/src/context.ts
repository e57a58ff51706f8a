/** What every route and service of one server process shares. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Adapters } from './integrations/registry.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { MailService } from './modules/mail/mail.service.ts';
import type { RateStore } from './modules/rate-limits/rate-store.ts';
import type { SandboxSettings } from './sandbox-settings.ts';

/** The outside world (google, blogs, pinterest, amazon, stripe, public pages), each behind its adapter. */
export interface AppContext extends Adapters {
  config: Config;
  db: Database;
  ping(): Promise<boolean>;
  /**
   * What this process needs to serve, each true when it answers now: the database, the job queue,
   * the LISTEN connection of runs' progress, Redis and the image bucket when configured (/readyz).
   */
  readiness(): Promise<Record<string, boolean>>;
  mail: MailService;
  /** Background jobs; enqueue inside a transaction to create a job only if it commits. */
  jobs: JobQueue;
  secrets: SecretBox;
  /** Images in S3-compatible storage (S3_BUCKET); absent, images stay in the database. */
  storage: ObjectStorage | undefined;
  /** Rate-limit counters shared by every instance (Redis or the database). */
  rates: RateStore;
  /** The stand-ins this process runs, e.g. the demo blog's credentials. */
  sandboxes: SandboxSettings;
  /** How this process stops (runtime.ts's drain); absent where nothing stops it (most tests). */
  stop?: ProcessStop;
}

/** A clean stop (SIGTERM) as long work sees it. */
export interface ProcessStop {
  /** Aborted when the drain begins: readiness fails, nothing new starts, a run hands back at its next step. */
  draining: AbortSignal;
  /** Aborted when the drain's time is up: what is still held is given back at once. */
  giveUp: AbortSignal;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
