/**
 * API overhead benchmark: autocannon against the app's authenticated `GET /api/auth/me` (Bearer) on
 * PostgreSQL, and against a bare Fastify + `pg` server doing the same session lookup (the same SQL:
 * the live session by its token's hash, joined to its user, as a prepared statement; the same pool
 * size), side by side in one run. What is left between the two is the app's own cost per request
 * (hooks, guards, serialisation), not the database's. Prints req/s and p99 of both and the ratio
 * (target ≥ 0.70). Not a timed test.
 *
 * The machine is shared: the two are measured in alternating rounds (BENCH_ROUNDS of
 * BENCH_SECONDS / BENCH_ROUNDS each, which goes first alternates too), so a burst of someone else's
 * work lands on both sides; the ratio is of the totals, and each round's ratio is printed to show
 * the noise. autocannon runs in this process, as both servers do.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *
 * BENCH_SECONDS (10 per side), BENCH_ROUNDS (5), BENCH_CONNECTIONS (50), BENCH_POOL_SIZE (10: the
 * app's default pool).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Messages } from '@aa/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { hashToken } from '../apps/server/src/lib/tokens.ts';
import { createUserWithGrant } from '../apps/server/src/modules/auth/auth.service.ts';
import { createSession, sessionLookupSql } from '../apps/server/src/modules/auth/sessions.service.ts';
import { createRuntime } from '../apps/server/src/runtime.ts';
import { createTempDatabase } from './support/temp-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 10);
const TARGET = 0.7;

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

interface Target {
  url: string;
  headers: Record<string, string>;
}

async function hit(target: Target, seconds: number) {
  const result = await autocannon({ ...target, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Warm-up (JIT, pool connections, prepared statements), then alternating rounds of the two. */
async function measureSideBySide(app: Target, bare: Target) {
  await hit(app, 2);
  await hit(bare, 2);
  const sides = {
    app: [] as Awaited<ReturnType<typeof hit>>[],
    bare: [] as Awaited<ReturnType<typeof hit>>[],
  };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
    for (const side of order) sides[side].push(await hit(side === 'app' ? app : bare, duration / rounds));
  }
  const summary = (results: Awaited<ReturnType<typeof hit>>[]) => ({
    requestsPerSecond:
      results.reduce((sum, r) => sum + r.requests, 0) / results.reduce((sum, r) => sum + r.seconds, 0),
    p99: median(results.map((r) => r.p99)),
  });
  const roundRatios = sides.app.map((r, i) => {
    const other = sides.bare[i];
    return other ? r.requests / r.seconds / (other.requests / other.seconds) : Number.NaN;
  });
  return { app: summary(sides.app), bare: summary(sides.bare), roundRatios };
}

/** The same lookup without the app: a token from the Bearer header, one prepared statement, the user. */
async function startBareServer(databaseUrl: string, lookupSql: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const bare = Fastify();
  bare.get('/api/auth/me', async (request, reply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const { rows } = token
      ? await pool.query({ name: 'bench_session_lookup', text: lookupSql, values: [hashToken(token)] })
      : { rows: [] };
    const user = rows[0];
    if (!user) return reply.code(401).send({ success: false, message: Messages.unauthorized });
    return {
      success: true,
      message: Messages.userFetched,
      data: {
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        is_verified: user.is_verified,
        credits: user.credits,
      },
    };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (bare.server.address() as { port: number }).port,
    async close() {
      await bare.close();
      await pool.end();
    },
  };
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
  const runtime = await createRuntime(config, pino({ level: 'warn' }), {
    encryptionKey: randomBytes(32),
    database: { kind: 'postgres', url: database.url, poolSize },
  });
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
  const bare = await startBareServer(database.url, sessionLookupSql(runtime.ctx.db));
  const headers = { authorization: `Bearer ${token}` };

  try {
    const {
      app: me,
      bare: base,
      roundRatios,
    } = await measureSideBySide(
      { url: `http://127.0.0.1:${apiPort}/api/auth/me`, headers },
      { url: `http://127.0.0.1:${bare.port}/api/auth/me`, headers },
    );
    const ratio = me.requestsPerSecond / base.requestsPerSecond;
    console.log(
      `connections ${connections}, ${duration} s each in ${rounds} rounds, pool ${poolSize}, PostgreSQL ${database.name}`,
    );
    console.log(
      `app   GET /api/auth/me (Bearer): ${me.requestsPerSecond.toFixed(0)} req/s, p99 ${me.p99} ms`,
    );
    console.log(
      `bare  Fastify + pg, same lookup: ${base.requestsPerSecond.toFixed(0)} req/s, p99 ${base.p99} ms`,
    );
    console.log(`ratio: ${ratio.toFixed(3)} (target ≥ ${TARGET}) ${ratio >= TARGET ? 'OK' : 'BELOW TARGET'}`);
    console.log(
      `ratio per round: ${roundRatios.map((r) => r.toFixed(2)).join(' ')} (p99: median of the rounds)`,
    );
  } finally {
    await bare.close();
    await app.close();
    await runtime.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
