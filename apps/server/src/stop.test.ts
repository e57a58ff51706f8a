/**
 * A clean stop of the real process (issue 30): SIGTERM with requests, a progress stream and a run in
 * flight drains and exits 0 within 30 s; readiness fails at once; the stream is told to reconnect;
 * the run is handed back (its lease freed, queued again, the attempt not counted), and the next start
 * finishes it once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executions } from './db/schema/index.ts';
import { buildSignedInUser, campaignPayload, reloadUser } from './test/factories.ts';
import { connectEverything } from './test/platforms.ts';
import { freePort, inProcess, killServerProcesses, startServerProcess, waitFor } from './test/processes.ts';
import { postsOfRun } from './test/runs.ts';
import { sendJson } from './test/test-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-stop-'));
let slowPage: Server | undefined;
afterAll(() => {
  killServerProcesses();
  slowPage?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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

describe('SIGTERM', () => {
  it('drains requests, a progress stream and a run in flight, exits 0 within 30 s, and the next start finishes the run once', async () => {
    let hold = 8_000;
    const maker = await makerPage(() => hold);
    slowPage = maker.server;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const metricsPort = await freePort();
    const env = {
      METRICS_PORT: String(metricsPort),
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
    const first = startServerProcess(env);
    await waitFor(() => maker.asked.length > 0, 60_000);
    // Ready, each check named; the metrics on their own port only.
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: unknown }).checks).toEqual({
      database: true,
      queue: true,
      progressListener: true,
    });
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(scraped).toContain('# TYPE aa_run_step_duration_seconds histogram');
    expect(scraped).toMatch(/aa_outside_call_duration_seconds_count\{system="amazon",outcome="ok"\} [1-9]/);
    expect(await (await fetch(`${origin}/metrics`)).text()).not.toContain('# TYPE');
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
    const second = startServerProcess(env);
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
