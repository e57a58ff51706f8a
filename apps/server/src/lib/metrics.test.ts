import type { Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories.ts';
import { freePort } from '../test/processes.ts';
import { setupTestServer } from '../test/test-server.ts';
import { instrumented, serveMetrics } from './metrics.ts';

const server = setupTestServer();
let metricsServer: Server | undefined;
afterAll(() => metricsServer?.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('metrics', () => {
  it('serves Prometheus text on its own port: requests by route pattern, queues, credits, the process; no id in a label', async () => {
    const alice = await buildSignedInUser(server.ctx);
    for (const url of ['/healthz', '/api/auth/me', `/api/campaigns/executions/${crypto.randomUUID()}`])
      await server.app.inject({ url, headers: alice.headers });
    const port = await freePort();
    metricsServer = await serveMetrics('127.0.0.1', port);

    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /aa_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /aa_http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/me",status="200"\}/,
    );
    // The route's pattern, never the id it was asked with.
    expect(text).toContain('route="/api/campaigns/executions/:executionId",status="404"');
    expect(text).toMatch(/aa_job_queue_jobs\{queue="run-execution",state="ready"\} \d+/);
    expect(text).toMatch(/aa_credits_total\{direction="in",reason="[a-z_]+"\} \d+/);
    for (const name of [
      'aa_job_duration_seconds',
      'aa_run_step_duration_seconds',
      'aa_run_attempts_total',
      'aa_runs_refunded_total',
      'aa_runs_swept_total',
      'aa_outside_call_duration_seconds',
      'aa_pins_total',
      'aa_process_resident_memory_bytes',
      'aa_nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(`# TYPE ${name}`);
    expect(text).not.toMatch(UUID);

    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('is not served on the public port', async () => {
    const res = await server.app.inject({ url: '/metrics' });
    expect(res.body).not.toContain('# TYPE');
    expect(res.body).not.toContain('aa_http_request_duration_seconds');
  });

  it('times each call of an outside system by outcome, and leaves what is not a call alone', async () => {
    const port = await freePort();
    const scrape = await serveMetrics('127.0.0.1', port);
    const adapter = instrumented('stripe', {
      name: 'fake',
      ok: async () => 1,
      fails: async () => {
        throw new Error('refused');
      },
      sync: () => 2,
    });
    const count = async (outcome: string) => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const line = text
        .split('\n')
        .find((l) =>
          l.startsWith(`aa_outside_call_duration_seconds_count{system="stripe",outcome="${outcome}"}`),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const [okBefore, errorBefore] = [await count('ok'), await count('error')];
    expect(await adapter.ok()).toBe(1);
    await expect(adapter.fails()).rejects.toThrow('refused');
    expect(adapter.sync()).toBe(2);
    expect(adapter.name).toBe('fake');
    expect(await count('ok')).toBe(okBefore + 1);
    expect(await count('error')).toBe(errorBefore + 1);
    scrape.close();
  });
});
