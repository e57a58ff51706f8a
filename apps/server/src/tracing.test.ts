/**
 * Traces (issue 30), recorded in memory as an OTLP collector would receive them: a request is a span
 * whose trace id is the answer's x-request-id and its log lines' `traceId`; the job it queues is a
 * span of the same trace in the worker; a run's steps are spans under its job.
 */
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './lib/logger.ts';
import { inSpan, startTracing } from './lib/tracing.ts';
import { runExecution } from './modules/generation/pipeline.ts';
import { fakeServices } from './test/generation-services.ts';
import { processScene } from './test/process-scene.ts';
import { freePort, isReady, localServer, startServerProcess, waitFor } from './test/processes.ts';
import { newRun, userWithEverything } from './test/runs.ts';
import { setupTestServer } from './test/test-server.ts';

// Before the server is built: the app registers the request spans only in a traced process.
const exporter = new InMemorySpanExporter();
const tracing = await startTracing({ serviceName: 'test', processor: new SimpleSpanProcessor(exporter) });
afterAll(() => tracing.shutdown());

const lines: Array<Record<string, unknown>> = [];
const logger = pino(loggerOptions('info'), {
  write: (line: string) => {
    lines.push(JSON.parse(line));
  },
});
const server = setupTestServer({}, { listen: true, logger });
/** The traced server process's data directory (the embedded database). */
const { dataDir } = processScene('tracing', undefined);

const spansOf = (traceId: string) =>
  exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);

describe('traces', () => {
  it("makes each request a span: its trace id is the answer's x-request-id and its log lines' traceId", async () => {
    const answer = await server.app.inject({ url: '/api/auth/me' });
    const traceId = answer.headers['x-request-id'] as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(spansOf(traceId).length).toBeGreaterThan(0);
    const access = lines.find((line) => line.msg === 'request' && line.route === '/api/auth/me');
    expect(access).toMatchObject({ traceId, status: 401 });
  });

  it("carries a request's trace into the job it queues (the verification mail sent by a worker)", async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: server.config.appUrl },
      payload: { email: 'traced@example.com', password: 'Secret123', firstName: 'Tra', lastName: 'Ced' },
    });
    expect(answer.statusCode).toBe(201);
    const traceId = answer.headers['x-request-id'] as string;
    await expect
      .poll(() => spansOf(traceId).map((span) => span.name), { timeout: 15_000 })
      .toContain('job send-email');
  });

  it("makes a run's steps spans of its job's trace", async () => {
    const user = await userWithEverything(server);
    const executionId = await newRun(server, user.headers, false);
    const traceId = await inSpan('job run-execution', {}, async () => {
      expect(await runExecution(server.ctx, fakeServices(), executionId, pino({ level: 'silent' }))).toBe(
        'completed',
      );
      return (await import('@opentelemetry/api')).trace.getActiveSpan()?.spanContext().traceId as string;
    });
    const names = spansOf(traceId).map((span) => span.name);
    expect(names).toContain('job run-execution');
    for (const step of ['step products', 'step article', 'step post'])
      expect(names.some((name) => name.startsWith(step))).toBe(true);
  });

  it('starts a traced process from the environment, which answers with trace ids and stops cleanly with its collector unreachable', async () => {
    const { origin, env } = await localServer(dataDir, {
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SCHEDULER_INTERVAL_SECONDS: '0',
      // Nothing listens there: the last spans cannot be sent at the stop.
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    });
    const child = startServerProcess(env);
    await waitFor(() => isReady(origin), 60_000);
    const traceId = (await fetch(`${origin}/api/auth/me`)).headers.get('x-request-id');
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => child.output().includes(`"traceId":"${traceId}"`), 5_000);
    child.child.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(child.output()).toContain('traces not flushed at stop');
  }, 90_000);
});
