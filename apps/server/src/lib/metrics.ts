/**
 * What an operator watches (issue 30), in Prometheus's text format on its own port (METRICS_PORT,
 * loopback unless METRICS_HOST says otherwise; never on the public port): requests by route pattern
 * and status, jobs by queue, the runs' steps and ends, calls to each outside system, credits, refunds,
 * pins, and the process's own numbers. Labels are bounded: route patterns, queue, step and system
 * names, outcomes; never an id, a URL or a user.
 *
 * One registry per process. Recording is a few arithmetic operations, so the instruments are always
 * there; only the endpoint is optional.
 */
import { createServer, type Server } from 'node:http';
import client from 'prom-client';

export const registry = new client.Registry();

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LONG_SECONDS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export const httpRequestDuration = new client.Histogram({
  name: 'aa_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const jobDuration = new client.Histogram({
  name: 'aa_job_duration_seconds',
  help: 'Jobs worked by this process, by queue and outcome (completed, failed: retried or given up by pg-boss).',
  labelNames: ['queue', 'outcome'] as const,
  buckets: LONG_SECONDS,
  registers: [registry],
});

export const runStepDuration = new client.Histogram({
  name: 'aa_run_step_duration_seconds',
  help: 'Steps of campaign runs, by step and outcome (ok, failed, redo).',
  labelNames: ['step', 'outcome'] as const,
  buckets: LONG_SECONDS,
  registers: [registry],
});

export const runsEnded = new client.Counter({
  name: 'aa_run_attempts_total',
  help: 'Attempts at runs by how they ended (completed, failed, review, handed-back, lease-lost, busy, gone, retried).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const runsRefunded = new client.Counter({
  name: 'aa_runs_refunded_total',
  help: 'Failed runs whose credits were refunded.',
  registers: [registry],
});

export const runsSwept = new client.Counter({
  name: 'aa_runs_swept_total',
  help: 'Stranded runs the sweeper found, by what it did (resumed: queued again; failed: out of attempts).',
  labelNames: ['action'] as const,
  registers: [registry],
});

export const outsideCallDuration = new client.Histogram({
  name: 'aa_outside_call_duration_seconds',
  help: 'Calls to outside systems (wordpress, pinterest, ai, amazon, creators, manufacturers, public_web, stripe, google, storage), by outcome (ok, error).',
  labelNames: ['system', 'outcome'] as const,
  buckets: LONG_SECONDS,
  registers: [registry],
});

export const creditsMoved = new client.Counter({
  name: 'aa_credits_total',
  help: 'Credits granted (direction=in) and spent (direction=out), by ledger reason.',
  labelNames: ['direction', 'reason'] as const,
  registers: [registry],
});

export const pinsPosted = new client.Counter({
  name: 'aa_pins_total',
  help: 'Pins the runs posted or failed to post, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** A queue's numbers as the job queue reports them. */
export interface QueueDepth {
  name: string;
  ready: number;
  deferred: number;
  active: number;
  failed: number;
}

let readQueues: (() => Promise<QueueDepth[]>) | undefined;

/** Where the queue gauges read from (the runtime's job queue); read at each scrape. */
export function measureQueues(read: () => Promise<QueueDepth[]>): void {
  readQueues = read;
}

new client.Gauge({
  name: 'aa_job_queue_jobs',
  help: 'Jobs per queue and state (ready, deferred: waiting for their time, active, failed: kept for 7 days).',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    if (!readQueues) return;
    this.reset();
    for (const queue of await readQueues().catch(() => [])) {
      this.set({ queue: queue.name, state: 'ready' }, queue.ready);
      this.set({ queue: queue.name, state: 'deferred' }, queue.deferred);
      this.set({ queue: queue.name, state: 'active' }, queue.active);
      this.set({ queue: queue.name, state: 'failed' }, queue.failed);
    }
  },
});

let processMetrics = false;

/** Seconds since `started` (a `performance.now()` reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * Times `call` into `histogram` with `labels` and an `outcome` of ok or error (a call that throws is
 * timed too, and rethrown).
 */
export async function timed<T, L extends string>(
  histogram: client.Histogram<L | 'outcome'>,
  labels: Partial<Record<L, string>>,
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    const value = await call();
    histogram.observe(
      { ...labels, outcome: 'ok' } as Partial<Record<L | 'outcome', string>>,
      secondsSince(started),
    );
    return value;
  } catch (error) {
    histogram.observe(
      { ...labels, outcome: 'error' } as Partial<Record<L | 'outcome', string>>,
      secondsSince(started),
    );
    throw error;
  }
}

/**
 * An adapter whose methods are timed as calls to `system` (each method that answers a promise; the
 * others pass through untouched). Nested objects are left as they are.
 */
export function instrumented<T extends object>(system: string, adapter: T): T {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return function (this: unknown, ...args: unknown[]) {
        const started = performance.now();
        let answer: unknown;
        try {
          answer = value.apply(this === receiver ? target : this, args);
        } catch (error) {
          outsideCallDuration.observe({ system, outcome: 'error' }, secondsSince(started));
          throw error;
        }
        if (!(answer instanceof Promise)) return answer;
        return answer.then(
          (settled) => {
            outsideCallDuration.observe({ system, outcome: 'ok' }, secondsSince(started));
            return settled;
          },
          (error: unknown) => {
            outsideCallDuration.observe({ system, outcome: 'error' }, secondsSince(started));
            throw error;
          },
        );
      };
    },
  });
}

/**
 * Serves GET /metrics on `host:port` (its own server: the public port never answers it), with the
 * process's own metrics (CPU, memory, event loop lag, GC, handles).
 */
export async function serveMetrics(host: string, port: number): Promise<Server> {
  if (!processMetrics) {
    client.collectDefaultMetrics({ register: registry, prefix: 'aa_' });
    processMetrics = true;
  }
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
