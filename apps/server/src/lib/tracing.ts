/**
 * OpenTelemetry traces (issue 30): on when OTEL_EXPORTER_OTLP_ENDPOINT is set (exported over OTLP/HTTP
 * in batches), off otherwise — then the SDK is not loaded and every helper here is the API's no-op. A request
 * is a span (@fastify/otel, app.ts), its trace id the answer's x-request-id and every log line's
 * `traceId` (logger.ts); a job carries its sender's trace context (`_trace`, jobs/queue.ts) so a run's
 * job and its steps are spans of the request or the scheduler tick that queued it.
 */
import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';

const tracer = trace.getTracer('affiliate-autopilot');
let enabled = false;

/** Whether this process records traces (app.ts registers the request instrumentation only then). */
export function tracingEnabled(): boolean {
  return enabled;
}

export interface Tracing {
  /** Sends what is buffered and stops (the process is stopping). */
  shutdown(): Promise<void>;
}

/**
 * Registers the process's tracer provider: spans batched to `exporter`, by default OTLP/HTTP at
 * OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads the standard OTEL_EXPORTER_OTLP_* variables).
 * Tests pass their own processor (an in-memory exporter, spans at once).
 */
export async function startTracing(options: {
  serviceName: string;
  exporter?: SpanExporter;
  processor?: SpanProcessor;
}): Promise<Tracing> {
  // The SDK is loaded only by a process that traces; the others use the API's no-ops.
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor }, { NodeTracerProvider }] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/sdk-trace-node'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [
      options.processor ?? new BatchSpanProcessor(options.exporter ?? new OTLPTraceExporter()),
    ],
  });
  provider.register();
  enabled = true;
  return {
    async shutdown() {
      enabled = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * The Fastify plugin that makes each request a span (@fastify/otel: the request, its hooks and its
 * handler, the route pattern as its name); loaded only when the process traces.
 */
export async function requestTracing(ignored: ReadonlySet<string>) {
  const { FastifyOtelInstrumentation } = await import('@fastify/otel');
  return new FastifyOtelInstrumentation({ ignorePaths: ({ url }) => ignored.has(url) }).plugin();
}

/** The trace id of the active span, when one records. */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return undefined;
  return span.spanContext().traceId;
}

/** `{ traceId, spanId }` of the active span for a log line; nothing when none records. */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/** `fn` inside a new active span: its error recorded and rethrown, the span ended either way. */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  if (!enabled) return fn();
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The active trace context as W3C headers (`traceparent`), to travel with a job; none when off. */
export function traceCarrier(): Record<string, string> | undefined {
  if (!enabled || !trace.getActiveSpan()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** Runs `fn` in the trace context a job carried (its spans are children of the sender's). */
export function withCarrier<T>(carrier: unknown, fn: () => T): T {
  if (!enabled || !carrier || typeof carrier !== 'object') return fn();
  return context.with(propagation.extract(ROOT_CONTEXT, carrier as Record<string, string>), fn);
}
