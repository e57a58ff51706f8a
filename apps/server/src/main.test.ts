import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServerProcesses, startServerProcess, waitFor } from './test/processes.ts';

// The process as `npm start` runs it: roles, the banner, and a clean exit on SIGTERM.
const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-main-'));
afterAll(() => {
  killServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server with the test's defaults (its own data directory, info logs, development). */
function start(args: string[], port: number, env: Record<string, string> = {}) {
  return startServerProcess(
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
    args,
  );
}

const exitOf = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.once('exit', (code) => resolve(code)));

describe('main process', () => {
  it('serves the API with --role=api, lists what is sandboxed and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const { child, output } = start(['--role=api'], port);
    const exited = exitOf(child);
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (res) => res.status === 200,
          () => false,
        ),
      60_000,
    );
    // The banner follows the listen: its lines may arrive just after the first health check.
    await waitFor(() => output().includes('Pinterest: API v5 simulator'), 10_000);
    expect(output()).toContain('Sandboxed outside systems');
    expect(output()).toContain('dev mailbox');
    expect(output()).toContain('WordPress: demo blog at');
    // A sign-up enqueues its mail inside the registration's transaction: on the embedded database,
    // with no worker in this process, that must not wait on pg-boss's queue cache (it used to hang).
    const signUp = await fetch(`http://localhost:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({
        email: 'role-api@example.com',
        password: 'Passw0rdOk',
        firstName: 'A',
        lastName: 'P',
      }),
      signal: AbortSignal.timeout(30_000),
    });
    expect(signUp.status).toBe(201);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);

  it('runs workers without an HTTP server with --role=worker', async () => {
    const port = await freePort();
    const { child, output } = start(['--role=worker'], port);
    const exited = exitOf(child);
    await waitFor(() => output().includes('(worker) ready'), 60_000);
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    expect(answered).toBe(false);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);

  // Issue 17, finding 3: the dev mailbox and the stand-ins trust whoever reaches them.
  it('refuses to serve the sandboxes on a public interface (HOST=0.0.0.0), saying why and what to set', async () => {
    const port = await freePort();
    const { child, output } = start(['--role=api'], port, { HOST: '0.0.0.0' });
    const exited = await Promise.race([
      exitOf(child),
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ]);
    if (exited === 'still running') child.kill('SIGKILL');
    expect(exited).toBe(1);
    expect(output()).toContain('HOST=0.0.0.0');
    expect(output()).toContain('dev mailbox');
    expect(output()).toContain('HOST=localhost');
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    expect(answered).toBe(false);
  }, 30_000);

  // Issue 30: two processes on one PGlite directory would each work on a diverging copy.
  it('refuses a second process on the same embedded database, saying why', async () => {
    const { child, output } = start(['--role=worker'], await freePort());
    const exited = exitOf(child);
    await waitFor(() => output().includes('(worker) ready'), 60_000);
    const second = start(['--role=api'], await freePort());
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toContain('is using the embedded database');
    expect(second.output()).toContain('DATABASE_URL');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);

  it('refuses an unknown role with a clear message', async () => {
    const { child, output } = start(['--role=everything'], await freePort());
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('Unknown --role=everything');
  }, 30_000);
});
