/** The product's server as `npm run serve` starts it, for benchmarks: spawned, then polled until healthy. */
import { type ChildProcess, spawn } from 'node:child_process';

/** Starts the server on `port` with `dataDir`; resolves once /healthz answers 200 (60 s at most). */
export async function startBuiltServer(
  port: number,
  dataDir: string,
  pollMs = 100,
): Promise<{ child: ChildProcess; healthyAfterMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) return { child, healthyAfterMs: performance.now() - started };
      if (performance.now() - started > 60_000) throw new Error('server not healthy within 60 s');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

/** Stops a server started by startBuiltServer and waits for it to exit. */
export async function stopBuiltServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
