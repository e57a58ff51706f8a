/**
 * Each Playwright worker's own server, started exactly as `npm start` serves the built app: its own
 * port (E2E_PORT + the worker's index), its own fresh data directory and so its own database, demo
 * blog, Pinterest simulator and dev mailbox. Workers share nothing, so the suite runs on several.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** The addresses the e2e servers treat as their operators' (ADMIN_EMAILS). */
export const OPERATOR_EMAILS = ['operator-0@example.com', 'operator-1@example.com', 'operator-2@example.com'];

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const HEALTHY_WITHIN_MS = 120_000;

export interface AppServer {
  /** The app's origin, the worker's baseURL. */
  url: string;
  /** A second WordPress the app may reach (scripts/e2e-second-blog.ts), for the tests of several sites. */
  secondBlogUrl?: string;
  stop(): Promise<void>;
}

/** Starts the worker's second blog (scripts/e2e-second-blog.ts) and answers its address once it listens. */
async function startSecondBlog(port: number, log: NodeJS.WritableStream) {
  const child = spawn(process.execPath, ['scripts/e2e-second-blog.ts', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.pipe(log);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the second blog exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const ready = /ready (\S+)/.exec(chunk.toString());
      if (ready?.[1]) resolve(ready[1]);
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, stop };
}

export async function startAppServer(workerIndex: number): Promise<AppServer> {
  // The scale-out rehearsal (scripts/scale-out.sh) started its own topology behind nginx.
  if (process.env.SCALE_OUT_URL) return { url: process.env.SCALE_OUT_URL, stop: async () => undefined };
  const port = BASE_PORT + workerIndex;
  const url = `http://localhost:${port}`;
  const dataDir = path.join(root, `.data-e2e/worker-${workerIndex}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const secondBlog = await startSecondBlog(port + 200, log);
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      RATE_LIMIT_EMAIL_PER_HOUR: '1000',
      // The operators' view's test signs up as one of these (one per retry: an address registers once).
      ADMIN_EMAILS: OPERATOR_EMAILS.join(','),
      SAFE_FETCH_ALLOW: `${new URL(secondBlog.url).origin}/`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    await secondBlog.stop();
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the e2e server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    const healthy = await fetch(`${url}/healthz`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (healthy) return { url, secondBlogUrl: secondBlog.url, stop };
    if (Date.now() - started > HEALTHY_WITHIN_MS) {
      await stop();
      throw new Error(`the e2e server was not healthy within ${HEALTHY_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
