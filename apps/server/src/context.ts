/** What every route and service of one server process shares. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { GoogleOidc } from './integrations/google/google-oidc.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { MailService } from './modules/mail/mail.service.ts';
import type { RateStore } from './modules/rate-limits/rate-store.ts';

export interface AppContext {
  config: Config;
  db: Database;
  ping(): Promise<boolean>;
  mail: MailService;
  secrets: SecretBox;
  google: GoogleOidc;
  /** Rate-limit counters shared by every instance (Redis or the database). */
  rates: RateStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
