/**
 * A clean stop of the real process (issue 30): SIGTERM with requests, a progress stream and a run in
 * flight drains and exits 0 within 30 s; readiness fails at once; the stream is told to reconnect;
 * the run is handed back (its lease freed, queued again, the attempt not counted), and the next start
 * finishes it once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { executions } from './db/schema/index.ts';
import { createRuntime, type Runtime } from './runtime.ts';
import { sandboxMount } from './sandboxes.ts';
import { buildSignedInUser, campaignPayload, reloadUser } from './test/factories.ts';
import { connectEverything } from './test/platforms.ts';
import { postsOfRun } from './test/runs.ts';
import { sendJson, type TestServer } from './test/test-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-stop-'));
const silent = pino({ level: 'silent' });
let slowPage: Server | undefined;
afterAll(() => {
  slowPage?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A maker's page that answers after `holdMs`: an outside call the run is in when the stop comes. */
async function makerPage(holdMs: () => number) {
  const asked: number[] = [];
  const server = createHttpServer((_request, response) => {
    asked.push(Date.now());
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body><h1>Earbuds</h1><p>Up to 6 hours of listening.</p></body></html>');
    }, holdMs());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}/earbuds`, origin: `http://127.0.0.1:${port}/`, asked };
}

async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child: child as ChildProcess, output: () => output, exited };
}

/** The product on the data directory in this process (the subprocess is stopped meanwhile). */
async function inProcess<T>(
  env: Record<string, string>,
  use: (runtime: Runtime, server: TestServer) => Promise<T>,
): Promise<T> {
  const config = loadConfig({}, env);
  const runtime = await createRuntime(config, silent);
  const app = await buildApp(runtime.ctx, { logger: silent, mount: sandboxMount(runtime.sandboxes) });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  try {
    return await use(runtime, { app, ctx: runtime.ctx, config } as unknown as TestServer);
  } finally {
    await app.close();
    await runtime.close();
  }
}

describe('SIGTERM', () => {
  it('drains requests, a progress stream and a run in flight, exits 0 within 30 s, and the next start finishes the run once', async () => {
    let hold = 8_000;
    const maker = await makerPage(() => hold);
    slowPage = maker.server;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      SCHEDULER_INTERVAL_SECONDS: '0',
      MANUFACTURER_PAGES: 'live',
      SAFE_FETCH_ALLOW: maker.origin,
      APP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };

    // A user with everything and a campaign whose first run is queued (no worker runs yet).
    const { userId, headers, executionId, creditsAfterStart } = await inProcess(
      env,
      async (_runtime, server) => {
        const user = await buildSignedInUser(server.ctx);
        await connectEverything(server, user.headers);
        const res = await sendJson(
          server,
          'POST',
          '/api/campaigns',
          { ...campaignPayload, product1ManufacturerUrl: maker.url },
          { headers: user.headers },
        );
        expect(res.statusCode, res.body).toBe(201);
        return {
          userId: user.user.id,
          headers: user.headers,
          executionId: res.json().data.execution.id as string,
          // The run is paid for when it starts.
          creditsAfterStart: (await reloadUser(server.ctx, user.user.id)).credits,
        };
      },
    );

    // The process takes the run and is in its products step, waiting on the maker's page.
    const first = start(env);
    await waitFor(() => maker.asked.length > 0, 60_000);
    const stream = await fetch(`${origin}/api/campaigns/executions/${executionId}/events`, { headers });
    expect(stream.status).toBe(200);
    const streamed = stream.text();
    const requests = Array.from({ length: 50 }, () =>
      fetch(`${origin}/api/auth/me`, { headers }).then((res) => res.status),
    );
    const stopAsked = Date.now();
    first.child.kill('SIGTERM');
    // Readiness fails at once, while the run drains and the server still answers.
    expect(await waitFor(() => fetch(`${origin}/readyz`).then((res) => res.status), 5_000)).toBe(503);
    expect(await first.exited, first.output()).toBe(0);
    const stopMs = Date.now() - stopAsked;
    expect(stopMs).toBeLessThan(30_000);
    expect(await Promise.all(requests)).toEqual(Array(50).fill(200));
    // The stream ended with a reconnect hint rather than holding the stop.
    expect(await streamed).toContain('retry: 1000');
    expect(first.output()).toContain('run handed back at stop');
    expect(first.output()).toMatch(/"msg":"stopped"/);

    // Handed back: free at once, queued again, the attempt not counted; nothing published yet.
    await inProcess(env, async (runtime) => {
      const [row] = await runtime.ctx.db.select().from(executions).where(eq(executions.id, executionId));
      expect(row).toMatchObject({ leaseOwner: null, attempts: 0 });
      expect(row?.status).not.toBe('failed');
      expect(await runtime.ctx.jobs.hasWaiting('run-execution', { executionId })).toBe(true);
    });

    // The next start takes the run at once and finishes it: one post, paid once.
    hold = 0;
    const second = start(env);
    const status = await waitFor(async () => {
      const res = await fetch(`${origin}/api/campaigns/executions/${executionId}`, { headers }).catch(
        () => undefined,
      );
      if (!res?.ok) return undefined;
      const body = (await res.json()) as { data: { execution: { status: string } } };
      const { status } = body.data.execution;
      return ['completed', 'failed'].includes(status) ? status : undefined;
    }, 90_000).catch((error: unknown) => {
      throw new Error(`${String(error)}; the second start said:\n${second.output().slice(-4000)}`);
    });
    expect(status, second.output()).toBe('completed');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await inProcess(env, async (runtime, server) => {
      expect(await postsOfRun(server, userId, executionId)).toHaveLength(1);
      const [row] = await runtime.ctx.db.select().from(executions).where(eq(executions.id, executionId));
      expect(row?.attempts).toBe(1);
      expect((await reloadUser(runtime.ctx, userId)).credits).toBe(creditsAfterStart);
    });
    console.info(`SIGTERM → exit with a run, a stream and 50 requests in flight: ${stopMs} ms`);
  }, 240_000);
});
