/**
 * The product's server as `npm run serve` starts it, for benchmarks: spawned, then polled until healthy.
 * It runs on this process's Node with this process's flags: `npm run bench:startup` measures Node's
 * own type stripping, `node --import tsx bench/startup.bench.ts` a server loaded through tsx.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** User + system CPU time a process has used so far (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuTimeMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Starts the server on `port` with `dataDir`; resolves once /healthz answers 200 (60 s at most), with
 * the wall time that took and the CPU time the server used for it (undefined off Linux): on a busy
 * machine the CPU time is the steadier of the two.
 */
export async function startBuiltServer(
  port: number,
  dataDir: string,
  pollMs = 100,
): Promise<{ child: ChildProcess; healthyAfterMs: number; cpuMs: number | undefined }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...process.execArgv, 'apps/server/src/main.ts'], {
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
      if (ok) return { child, healthyAfterMs: performance.now() - started, cpuMs: cpuTimeMs(child.pid) };
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
