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
import { createRuntime } from './runtime.ts';
import { describeSandboxes, sandboxMount } from './sandboxes.ts';

type Role = 'all' | 'api' | 'worker';

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

  if (role === 'all' || role === 'worker') await runtime.startWorkers();

  if (role === 'all' || role === 'api') {
    const app = await buildApp(runtime.ctx, { logger: log, mount: sandboxMount(runtime.sandboxes) });
    await app.listen({ port: config.port, host: config.host });
    closers.push(() => app.close());
  }

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
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    for (const close of closers) await close();
    await runtime.close();
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
