/**
 * API overhead benchmark: autocannon against an authenticated `GET /api/auth/me` (Bearer) on
 * PostgreSQL, then against a bare Fastify hello-world, one after the other in the same run.
 * Prints req/s, p99 and the ratio (target ≥ 0.35). Not a timed test.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createUserWithGrant } from '../apps/server/src/modules/auth/auth.service.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.service.ts';
import { createRuntime } from '../apps/server/src/runtime.ts';
import { createTempDatabase } from './support/temp-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function run(url: string, headers: Record<string, string> = {}) {
  // Warm-up, then the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const database = await createTempDatabase(adminUrl, 'aa_bench');

  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(tmpdir(), 'aa-bench'),
      DATABASE_URL: database.url,
      RATE_LIMIT_GLOBAL_PER_MINUTE: 100_000_000,
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
    },
  );
  const runtime = await createRuntime(config, pino({ level: 'warn' }), { encryptionKey: randomBytes(32) });
  const app = await buildApp(runtime.ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (app.server.address() as { port: number }).port;

  const passwordHash = await hashPassword('Bench-Passw0rd');
  const user = await runtime.ctx.db.transaction((tx) =>
    createUserWithGrant(tx, {
      email: 'bench@example.com',
      firstName: 'Bench',
      lastName: 'Mark',
      passwordHash,
      isVerified: true,
    }),
  );
  const { token } = await createSession(runtime.ctx.db, user.id, { ttlMs: 3_600_000 });

  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloPort = (hello.server.address() as { port: number }).port;

  try {
    const me = await run(`http://127.0.0.1:${apiPort}/api/auth/me`, { authorization: `Bearer ${token}` });
    const bare = await run(`http://127.0.0.1:${helloPort}/`);
    const ratio = me.requestsPerSecond / bare.requestsPerSecond;
    console.log(`connections ${connections}, ${duration} s each, PostgreSQL ${database.name}`);
    console.log(`GET /api/auth/me (Bearer): ${me.requestsPerSecond.toFixed(0)} req/s, p99 ${me.p99} ms`);
    console.log(`Fastify hello-world:       ${bare.requestsPerSecond.toFixed(0)} req/s, p99 ${bare.p99} ms`);
    console.log(`ratio: ${ratio.toFixed(2)} (target ≥ 0.35) ${ratio >= 0.35 ? 'OK' : 'BELOW TARGET'}`);
  } finally {
    await hello.close();
    await app.close();
    await runtime.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
