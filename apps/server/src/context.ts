/** What every route and service of one server process shares. */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { GoogleOidc } from './integrations/google/google-oidc.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { MailService } from './modules/mail/mail.service.ts';

export interface AppContext {
  config: Config;
  db: Database;
  ping(): Promise<boolean>;
  mail: MailService;
  secrets: SecretBox;
  google: GoogleOidc;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
