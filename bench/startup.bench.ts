/**
 * Start-up benchmark: time from starting the built server the way `npm start` does (after its build
 * step) to the first 200 on /healthz, with embedded PGlite. Measures a first start on an empty data
 * directory and restarts on an existing one (`RESTARTS`, default 3: their median). Target ≤ 3 s. Prints
 * the server's CPU time beside each wall time: on a shared machine the wall time follows the load,
 * the CPU time much less. Not a timed test.
 *
 * The server runs on this process's Node with its flags (support/built-server.ts):
 *   npm run bench:startup                             Node 24, its own type stripping (as npm start)
 *   node --import tsx bench/startup.bench.ts          through tsx (tsx is drizzle-kit's dependency)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer, stopBuiltServer } from './support/built-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3199);
const restartCount = Number(process.env.RESTARTS ?? 3);

interface Start {
  wallMs: number;
  cpuMs: number | undefined;
}

async function timeToHealthy(dataDir: string): Promise<Start> {
  const { child, healthyAfterMs, cpuMs } = await startBuiltServer(port, dataDir, 20);
  await stopBuiltServer(child);
  return { wallMs: healthyAfterMs, cpuMs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const seconds = (ms: number | undefined) => (ms === undefined ? '?' : (ms / 1000).toFixed(2));

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-startup-'));
  try {
    console.log(`Node ${process.version}${process.execArgv.length ? ` ${process.execArgv.join(' ')}` : ''}`);
    const first = await timeToHealthy(dataDir);
    const restarts: Start[] = [];
    for (let i = 0; i < restartCount; i++) restarts.push(await timeToHealthy(dataDir));
    const wall = median(restarts.map((start) => start.wallMs));
    const cpu = restarts.every((start) => start.cpuMs !== undefined)
      ? median(restarts.map((start) => start.cpuMs ?? 0))
      : undefined;
    console.log(
      `first start (empty DATA_DIR: initdb + migrations): ${seconds(first.wallMs)} s (CPU ${seconds(first.cpuMs)} s)`,
    );
    console.log(
      `restart (existing DATA_DIR), median of ${restartCount}:         ${seconds(wall)} s (CPU ${seconds(cpu)} s) (target ≤ 3 s) ${wall <= 3000 ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
