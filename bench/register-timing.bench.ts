/**
 * Registration timing for a new and an existing address (account enumeration by timing): N
 * alternating sign-ups of each kind through the app, medians and the difference. Not a timed test;
 * register-timing.test.ts checks that both paths send the same statements.
 *
 *   ROUNDS=40 npm run bench:register-timing            (PGlite)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:register-timing
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createRuntime } from '../apps/server/src/runtime.ts';
import { createTempDatabase } from './support/temp-database.ts';

const rounds = Number(process.env.ROUNDS ?? 40);
const adminUrl = process.env.BENCH_DATABASE_URL;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-register-'));
  const database = adminUrl ? await createTempDatabase(adminUrl, 'aa_register') : undefined;
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      RATE_LIMIT_REGISTER_PER_HOUR: 1_000_000,
      RATE_LIMIT_GLOBAL_PER_MINUTE: 1_000_000,
    },
  );
  const runtime = await createRuntime(config, pino({ level: 'warn' }), { encryptionKey: randomBytes(32) });
  const app = await buildApp(runtime.ctx, { logger: false });
  const register = async (email: string) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'Timing-Passw0rd', firstName: 'T', lastName: 'R' }),
    });
    if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}`);
    return performance.now() - started;
  };
  try {
    const existing = `existing-${randomBytes(4).toString('hex')}@example.com`;
    await register(existing);
    for (let i = 0; i < 5; i++) await register(`warmup-${i}-${randomBytes(4).toString('hex')}@example.com`);
    const fresh: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < rounds; i++) {
      fresh.push(await register(`new-${i}-${randomBytes(4).toString('hex')}@example.com`));
      known.push(await register(existing));
    }
    const [a, b] = [median(fresh), median(known)];
    console.log(
      `register (${adminUrl ? 'PostgreSQL' : 'PGlite'}, ${rounds} each): new address median ${a.toFixed(1)} ms, ` +
        `existing address median ${b.toFixed(1)} ms, difference ${(b - a).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    await runtime.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
