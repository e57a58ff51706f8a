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
import { newRun, userWithEverything } from './test/runs.ts';
import { setupTestServer } from './test/test-server.ts';

// Before the server is built: the app registers the request spans only in a traced process.
const exporter = new InMemorySpanExporter();
const tracing = startTracing({ serviceName: 'test', processor: new SimpleSpanProcessor(exporter) });
afterAll(() => tracing.shutdown());

const lines: Array<Record<string, unknown>> = [];
const logger = pino(loggerOptions('info'), {
  write: (line: string) => {
    lines.push(JSON.parse(line));
  },
});
const server = setupTestServer({}, { listen: true, logger });

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
});
