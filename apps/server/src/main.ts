/**
 * Process entry: configuration → database → roles. `--role=all` (default) runs the API and the
 * workers in one process; `--role=api` and `--role=worker` split them across processes.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loggerOptions } from './lib/logger.ts';
import { serveMetrics } from './lib/metrics.ts';
import { createRuntime, DRAIN_BUDGET_MS } from './runtime.ts';
import { describeSandboxes, sandboxMount } from './sandboxes.ts';

type Role = 'all' | 'api' | 'worker';

/** A stop takes at most this long (orchestrators wait 30 s before SIGKILL); past it, exit 1. */
const STOP_DEADLINE_MS = 30_000;
/** In-flight requests get this long to finish once the workers have drained; then their connections go. */
const HTTP_CLOSE_MS = 8_000;

function parseRole(): Role {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } }, strict: false });
  const role = values.role;
  if (role === 'all' || role === 'api' || role === 'worker') return role;
  throw new ConfigError(`Unknown --role=${String(role)} (expected all, api or worker)`);
}

async function main() {
  // A .env file in the working directory, when there is one (see .env.example).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const role = parseRole();
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  const runtime = await createRuntime(config, log);
  const closers: Array<() => Promise<void>> = [];

  if (role === 'all' || role === 'api') {
    const app = await buildApp(runtime.ctx, { logger: log, mount: sandboxMount(runtime.sandboxes) });
    await app.listen({ port: config.port, host: config.host });
    closers.push(async () => {
      // Progress streams end first (with a retry hint: app.ts's preClose); a request still running
      // after HTTP_CLOSE_MS loses its connection rather than hold the stop.
      const force = setTimeout(() => app.server.closeAllConnections(), HTTP_CLOSE_MS);
      await app.close();
      clearTimeout(force);
    });
  }
  if (config.metrics) {
    const metrics = await serveMetrics(config.metrics.host, config.metrics.port);
    log.info(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
    // Last: a scrape during the stop still sees how it went.
    closers.push(() => new Promise<void>((resolve) => metrics.close(() => resolve())));
  }
  // After the HTTP server (and before it at a stop): a run taken at start may call this process's
  // own sandboxes, which answer only once it listens.
  if (role === 'all' || role === 'worker') await runtime.startWorkers();

  const sandboxed = [
    !config.databaseUrl && `database: embedded PGlite in ${config.dataDir}`,
    config.mail.devMailbox && `mail: dev mailbox at ${config.appUrl}/dev/mail`,
    ...describeSandboxes(runtime.sandboxes),
    config.ai.provider === 'offline' &&
      'AI: the built-in offline writer (AI_PROVIDER and AI_API_KEY select a real model)',
  ].filter(Boolean);
  log.info(`Affiliate Autopilot (${role}) ready on ${config.appUrl}`);
  if (sandboxed.length > 0) {
    log.info(
      `Sandboxed outside systems (set credentials in .env to use the real ones):\n  - ${sandboxed.join('\n  - ')}`,
    );
  }

  let stopping = false;
  /**
   * SIGTERM or SIGINT: readiness fails at once (/readyz 503) and the workers, the scheduler and the
   * sweeper take nothing more; running jobs get DRAIN_BUDGET_MS (a run hands itself back to the queue
   * at its next step, or mid-step at the budget's end); then the HTTP server closes (streams told to
   * reconnect, in-flight requests finished within HTTP_CLOSE_MS); the database closes last; exit 0.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const began = performance.now();
    log.info({ signal, drainBudgetMs: DRAIN_BUDGET_MS }, 'stopping: taking no more work');
    const timer = setTimeout(() => {
      log.error({ signal }, `not stopped within ${STOP_DEADLINE_MS / 1000} s: exiting`);
      process.exit(1);
    }, STOP_DEADLINE_MS);
    timer.unref();
    try {
      await runtime.drain();
      for (const close of closers) await close();
      await runtime.close();
    } catch (error) {
      log.error({ err: error, signal }, 'stop failed');
      process.exit(1);
    }
    log.info({ signal, ms: Math.round(performance.now() - began) }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
