/**
 * Start-up benchmark: time from starting the built server the way `npm start` does (after its build
 * step) to the first 200 on /healthz, with embedded PGlite. Measures a first start on an empty data
 * directory and a restart on an existing one. Target ≤ 3 s. Not a timed test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer, stopBuiltServer } from './support/built-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3199);

async function timeToHealthy(dataDir: string): Promise<number> {
  const { child, healthyAfterMs } = await startBuiltServer(port, dataDir, 20);
  await stopBuiltServer(child);
  return healthyAfterMs;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-startup-'));
  try {
    const first = await timeToHealthy(dataDir);
    const restarts: number[] = [];
    for (let i = 0; i < 3; i++) restarts.push(await timeToHealthy(dataDir));
    const median = [...restarts].sort((a, b) => a - b)[1] ?? Number.NaN;
    console.log(`first start (empty DATA_DIR: initdb + migrations): ${(first / 1000).toFixed(2)} s`);
    console.log(
      `restart (existing DATA_DIR), median of 3:         ${(median / 1000).toFixed(2)} s (target ≤ 3 s) ${median <= 3000 ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
