/**
 * Who serves the sandboxes when several processes share a database (issue 30): the stand-ins keep
 * their state in the process serving them, so on PostgreSQL a second process that would serve them
 * too is refused at start (SANDBOXES=elsewhere lets it reach the first's), and `--role=sandboxes`
 * serves them alone. On the embedded database `--role=sandboxes` has nobody to serve.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { processScene } from './test/process-scene.ts';
import { freePort, isReady, startServerProcess, waitFor } from './test/processes.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const { dataDir, createDatabase } = processScene('sandbox-server', baseUrl);

/** Whether `origin` answers the demo blog's REST index (JSON), not the web app's pages. */
const servesDemoBlog = async (origin: string) => {
  const answer = await fetch(`${origin}/sandbox/wordpress/wp-json/`);
  return answer.status === 200 && (answer.headers.get('content-type') ?? '').includes('application/json');
};

it('refuses --role=sandboxes on the embedded database (one process serves everything there)', async () => {
  const server = startServerProcess(
    { LOG_LEVEL: 'warn', PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '' },
    ['--role=sandboxes'],
  );
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(
    '--role=sandboxes serves the stand-ins to several processes sharing a PostgreSQL',
  );
});

describe.skipIf(!baseUrl)('one server of the sandboxes per PostgreSQL database', () => {
  it('refuses a second, lets SANDBOXES=elsewhere reach the first, and serves them alone with --role=sandboxes', async () => {
    if (!baseUrl) return;
    const databaseUrl = await createDatabase();
    const [first, second, third] = [await freePort(), await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${first}`;
    const env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      APP_URL: appUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SCHEDULER_INTERVAL_SECONDS: '0',
      APP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };

    // The first API process serves them.
    const serving = startServerProcess({ ...env, PORT: String(first) }, ['--role=api']);
    await waitFor(() => isReady(appUrl), 60_000);
    expect(await servesDemoBlog(appUrl)).toBe(true);

    // A second that would serve them too is refused, with what to do.
    const refused = startServerProcess({ ...env, PORT: String(second) }, ['--role=api']);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('Another process on this database already serves the sandboxes');
    expect(refused.output()).toContain('SANDBOXES=elsewhere');

    // With SANDBOXES=elsewhere it starts and leaves /sandbox/ to the first.
    const other = startServerProcess({ ...env, PORT: String(second), SANDBOXES: 'elsewhere' }, [
      '--role=api',
    ]);
    await waitFor(() => isReady(`http://127.0.0.1:${second}`), 60_000);
    expect(await servesDemoBlog(`http://127.0.0.1:${second}`)).toBe(false);

    // Once the first stops, --role=sandboxes takes them over and serves the stand-ins alone.
    serving.child.kill('SIGTERM');
    expect(await serving.exited).toBe(0);
    const standIns = startServerProcess({ ...env, PORT: String(third) }, ['--role=sandboxes']);
    const standInsUrl = `http://127.0.0.1:${third}`;
    await waitFor(() => isReady(standInsUrl), 30_000);
    expect(await servesDemoBlog(standInsUrl)).toBe(true);
    expect((await fetch(`${standInsUrl}/api/auth/me`)).status).toBe(404);

    for (const server of [other, standIns]) {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 120_000);
});
