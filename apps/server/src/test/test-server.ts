/**
 * Test harness: a migrated database of its own per test file (a clone of the run's template), the
 * real runtime (job queue, mail worker, dev mailbox) and the Fastify app for `inject`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type EnvInput, loadConfig } from '../config.ts';
import type { DatabaseTarget, QueryObserver } from '../db/client.ts';
import { loggerOptions } from '../lib/logger.ts';
import { listDevMail } from '../modules/dev-mail/dev-mail.service.ts';
import { createRuntime } from '../runtime.ts';
import { sandboxMount } from '../sandboxes.ts';
import { databaseUrlWithName } from './global-setup.ts';

export const TEST_APP_URL = 'http://localhost:3000';

async function cloneTestDatabase(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const blob = new Blob([readFileSync(source.dumpFile)]);
    return { target: { kind: 'pglite-memory', loadDataDir: blob }, drop: async () => undefined };
  }
  const name = `aa_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
  await admin.end();
  return {
    target: { kind: 'postgres', url: databaseUrlWithName(source.baseUrl, name), poolSize: 5 },
    drop: async () => {
      const client = new pg.Client({ connectionString: source.baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Every test server logs at debug level with the production redaction into the run's log directory,
 * which global-setup scans for secrets once the whole suite has run.
 */
function testLogger() {
  const file = path.join(inject('logDir'), `${randomBytes(6).toString('hex')}.log`);
  return pino(loggerOptions('debug'), pino.destination({ dest: file, sync: true }));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * With `listen`, the app serves real HTTP on a free port (APP_URL follows it) with the sandboxes of
 * the outside world mounted, for flows that cross origins (Google sign-in).
 */
export async function startTestServer(
  env: Partial<EnvInput> = {},
  options: { listen?: boolean; onQuery?: QueryObserver; workers?: boolean; logger?: pino.Logger } = {},
) {
  const port = options.listen ? await freePort() : undefined;
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      APP_URL: port ? `http://127.0.0.1:${port}` : TEST_APP_URL,
      // Each server its own: the sandboxes keep their state there.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aa-test-data-')),
      // Tests share one client IP; the limits themselves are tested in rate-limits.test.ts.
      RATE_LIMIT_REGISTER_PER_HOUR: 1000,
      RATE_LIMIT_EMAIL_PER_HOUR: 1000,
      RATE_LIMIT_CAMPAIGN_WRITES_PER_MINUTE: 1000,
      // Tests drive the scheduler by hand (runDueCampaigns); a test that wants the loop sets it.
      SCHEDULER_INTERVAL_SECONDS: 0,
      // And the stranded-run sweeper (sweepStrandedRuns).
      RUN_SWEEP_INTERVAL_SECONDS: 0,
      ...env,
    },
  );
  const database = await cloneTestDatabase();
  const log = options.logger ?? testLogger();
  const runtime = await createRuntime(config, log, {
    database: { ...database.target, onQuery: options.onQuery },
    encryptionKey: randomBytes(32),
  });
  // Without workers, a test drives the jobs itself (the pipeline with its own services).
  if (options.workers !== false) await runtime.startWorkers();
  const app = await buildApp(runtime.ctx, {
    logger: log,
    webDistDir: path.join(tmpdir(), 'aa-no-web-build'),
    mount: options.listen ? sandboxMount(runtime.sandboxes) : undefined,
  });
  if (port) await app.listen({ port, host: '127.0.0.1' });
  await app.ready();
  log.info({ appUrl: config.appUrl, rates: runtime.ctx.rates.kind }, 'test server started');

  return {
    app,
    runtime,
    ctx: runtime.ctx,
    config,
    async close() {
      await app.close();
      await runtime.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A test server for the whole file: started before its tests, closed after. The returned object is
 * filled in `beforeAll`, so read its fields inside tests and hooks only.
 */
export function setupTestServer(...args: Parameters<typeof startTestServer>): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(...args));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return server;
}

/** Waits for the mail job to deliver a message to `to` matching `subject` (newest first). */
export async function waitForMail(server: TestServer, to: string, subject: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await listDevMail(server.ctx.db, to);
    const match = messages.find((m) => subject.test(m.subject));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkFrom(mail: { text: string }, prefix: string): URL {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s\\])>]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in mail:\n${mail.text}`);
  return new URL(match[0]);
}

export function uniqueEmail(label = 'user') {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

/** A JSON request through `inject`, as the web app sends it. */
export function sendJson(
  server: TestServer,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return server.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify(body),
  });
}

export function signInRequest(server: TestServer, email: string, password: string) {
  return sendJson(server, 'POST', '/api/auth/login', { email, password });
}
