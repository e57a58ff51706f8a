/**
 * The server as separate processes in tests (stops, crashes): `node apps/server/src/main.ts` started
 * with an environment, its output kept, its exit awaited; and the product on the same database in
 * the test's own process, to set a scene up or read what a process left.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createRuntime, type Runtime } from '../runtime.ts';
import { sandboxMount } from '../sandboxes.ts';
import type { TestServer } from './test-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const silent = pino({ level: 'silent' });

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Asks `check` every 50 ms until it answers something (not undefined or false); throws after `timeoutMs`. */
export async function waitFor<T>(
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

/**
 * A server process's place on this machine: a free port, its origin, and the environment every such
 * process starts from (development, warn-level logs, `dataDir`), `env` on top.
 */
export async function localServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      ...env,
    },
  };
}

/** Whether the server at `origin` answers /readyz with 200 now. */
export const isReady = (origin: string): Promise<boolean> =>
  fetch(`${origin}/readyz`).then(
    (res) => res.ok,
    () => false,
  );

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills what a test left running (a failed assertion skips its own stop): for `afterAll`. */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** `node apps/server/src/main.ts` with `env` over this process's environment. */
export function startServerProcess(env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, ['apps/server/src/main.ts', ...args], {
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
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/**
 * The product on `env`'s database in this process, listening on its port (its sandboxes answer) while
 * `use` runs, then closed. On the embedded database no server process may run meanwhile.
 */
export async function inProcess<T>(
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

/**
 * The product's runtime on `env`'s database in this process, without an HTTP server or sandboxes (a
 * server process may run meanwhile on PostgreSQL): to read what the processes did.
 */
export async function withRuntime<T>(
  env: Record<string, string>,
  use: (runtime: Runtime, server: TestServer) => Promise<T>,
): Promise<T> {
  const config = loadConfig({}, env);
  const runtime = await createRuntime(config, silent);
  try {
    return await use(runtime, { ctx: runtime.ctx, config } as unknown as TestServer);
  } finally {
    await runtime.close();
  }
}
