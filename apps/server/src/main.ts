/**
 * Process entry: configuration → database → roles. `--role=all` (default) runs the API and the
 * workers in one process; `--role=api` and `--role=worker` split them across processes, and
 * `--role=sandboxes` serves the stand-ins of the outside world to them all (docs/deploy.md).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig, resolveEncryptionKeys } from './config.ts';
import { holdAdvisoryLock, SANDBOX_SERVER_LOCK_ID } from './db/client.ts';
import { loggerOptions } from './lib/logger.ts';
import { serveMetrics } from './lib/metrics.ts';
import { startTracing } from './lib/tracing.ts';
import { createRuntime, DRAIN_BUDGET_MS } from './runtime.ts';
import { type SandboxSettings, sandboxSettings } from './sandbox-settings.ts';
import { describeSandboxes, sandboxMount } from './sandboxes.ts';

type Role = 'all' | 'api' | 'worker' | 'sandboxes';
const ROLES: readonly string[] = ['all', 'api', 'worker', 'sandboxes'] satisfies Role[];

/** A stop takes at most this long (orchestrators wait 30 s before SIGKILL); past it, exit 1. */
const STOP_DEADLINE_MS = 30_000;
/** In-flight requests get this long to finish once the workers have drained; then their connections go. */
const HTTP_CLOSE_MS = 8_000;
/** How long a start waits for the previous server of the sandboxes to let go of them. */
const SANDBOX_CLAIM_WAIT_MS = 5_000;

function parseRole(): Role {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } }, strict: false });
  const role = values.role;
  if (typeof role === 'string' && ROLES.includes(role)) return role as Role;
  throw new ConfigError(`Unknown --role=${String(role)} (expected ${ROLES.join(', ')})`);
}

/**
 * The stand-ins keep their state (the demo blog's posts, Pinterest's pins, Stripe's customers) in
 * the process that serves them: on a PostgreSQL database shared by several processes, one process
 * serves them and the others reach them at APP_URL. Answers the lock's release; refuses the start
 * when another process serves them already.
 */
async function claimSandboxes(config: Config, settings: SandboxSettings) {
  if (!config.databaseUrl || describeSandboxes(settings).length === 0) return undefined;
  // A restart right after a crash may find the dead process's session not yet ended by PostgreSQL.
  const until = Date.now() + SANDBOX_CLAIM_WAIT_MS;
  for (;;) {
    const lock = await holdAdvisoryLock(config.databaseUrl, SANDBOX_SERVER_LOCK_ID);
    if (lock) return lock;
    if (Date.now() >= until) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ConfigError(
    'Another process on this database already serves the sandboxes (the demo blog, Pinterest, Stripe and ' +
      'Google stand-ins keep their state in the process that serves them, so two would disagree). Start this ' +
      'one with SANDBOXES=elsewhere, and let one process serve them to all (`--role=sandboxes` behind the ' +
      'same APP_URL: docs/deploy.md).',
  );
}

/** `--role=sandboxes`: the stand-ins alone, for the API and worker processes sharing one PostgreSQL. */
async function sandboxesServer(config: Config, log: pino.Logger) {
  if (!config.databaseUrl)
    throw new ConfigError(
      '--role=sandboxes serves the stand-ins to several processes sharing a PostgreSQL database ' +
        '(DATABASE_URL). With the embedded database, run one process: npm start.',
    );
  // The stand-ins' secrets derive from the key: every process must hold the same one, not each a
  // key generated into its own DATA_DIR.
  if (!config.encryptionKey)
    throw new ConfigError(
      '--role=sandboxes: set APP_ENCRYPTION_KEY, the same for every process (the stand-ins’ secrets derive from it).',
    );
  const settings = sandboxSettings(config, resolveEncryptionKeys(config)[0]);
  if (describeSandboxes(settings).length === 0)
    throw new ConfigError('--role=sandboxes: every outside system has credentials here; nothing to serve.');
  const lock = await claimSandboxes(config, settings);
  let stopping = false;
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
  });
  app.get('/livez', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) =>
    stopping ? reply.code(503).send({ status: 'stopping' }) : { status: 'ok' },
  );
  await sandboxMount(settings)(app);
  await app.listen({ port: config.port, host: config.host });
  return {
    settings,
    stop: async () => {
      stopping = true;
      await app.close();
      await lock?.release();
    },
  };
}

async function main() {
  // A .env file in the working directory, when there is one (see .env.example).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const role = parseRole();
  const config = loadConfig();
  // First: what starts after it (the HTTP server, the queue) is traced.
  const tracing = config.tracing
    ? await startTracing({ serviceName: config.tracing.serviceName })
    : undefined;
  const log = pino(loggerOptions(config.logLevel));
  const closers: Array<() => Promise<void>> = [];
  const standalone = role === 'sandboxes' ? await sandboxesServer(config, log) : undefined;
  if (standalone) closers.push(standalone.stop);
  const runtime = standalone ? undefined : await createRuntime(config, log);
  const sandboxes = standalone?.settings ?? runtime?.sandboxes ?? {};

  if (runtime && (role === 'all' || role === 'api')) {
    // The stand-ins are served here unless one process serves them to all (SANDBOXES=elsewhere).
    const lock = config.sandboxesHere ? await claimSandboxes(config, runtime.sandboxes) : undefined;
    const app = await buildApp(runtime.ctx, {
      logger: log,
      mount: config.sandboxesHere ? sandboxMount(runtime.sandboxes) : undefined,
    });
    await app.listen({ port: config.port, host: config.host });
    closers.push(async () => {
      // Progress streams end first (with a retry hint: app.ts's preClose); a request still running
      // after HTTP_CLOSE_MS loses its connection rather than hold the stop.
      const force = setTimeout(() => app.server.closeAllConnections(), HTTP_CLOSE_MS);
      await app.close();
      clearTimeout(force);
      await lock?.release();
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
  if (runtime && (role === 'all' || role === 'worker')) await runtime.startWorkers();

  const sandboxed = [
    !config.databaseUrl && `database: embedded PGlite in ${config.dataDir}`,
    config.mail.devMailbox && `mail: dev mailbox at ${config.appUrl}/dev/mail`,
    ...(role === 'worker' || (role !== 'sandboxes' && !config.sandboxesHere)
      ? [`the stand-ins below are reached at ${config.appUrl}/sandbox/ (served by another process)`]
      : []),
    ...describeSandboxes(sandboxes),
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
      await runtime?.drain();
      for (const close of closers) await close();
      await runtime?.close();
      // The last spans go to the collector; an unreachable one costs them, never the clean stop.
      await tracing
        ?.shutdown()
        .catch((error: unknown) => log.warn({ err: error }, 'traces not flushed at stop'));
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
