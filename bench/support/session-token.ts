/**
 * Prints a session token for a new verified user on DATABASE_URL's (migrated) database, made by the
 * product's own code: for load tests of authenticated routes through a deployment's front door
 * (scripts/scale-out.sh measures nginx with one API instance, then two).
 *
 *   DATABASE_URL=postgres://… node bench/support/session-token.ts
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../apps/server/src/config.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { createUserWithGrant } from '../../apps/server/src/modules/auth/auth.service.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.service.ts';
import { createRuntime } from '../../apps/server/src/runtime.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the database to make the user in');
const config = loadConfig(
  {},
  { LOG_LEVEL: 'warn', DATA_DIR: path.join(tmpdir(), 'aa-session-token'), DATABASE_URL: url },
);
const runtime = await createRuntime(config, pino({ level: 'silent' }), {
  encryptionKey: randomBytes(32),
  database: { kind: 'postgres', url, poolSize: 2 },
});
try {
  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
  const user = await runtime.ctx.db.transaction((tx) =>
    createUserWithGrant(tx, {
      email: `load-${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Load',
      lastName: 'Test',
      passwordHash,
      isVerified: true,
    }),
  );
  const { token } = await createSession(runtime.ctx.db, user.id, { ttlMs: 3_600_000 });
  console.log(token);
} finally {
  await runtime.close();
}
