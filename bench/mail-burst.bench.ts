/**
 * Mail burst: N sign-ups at once against the server started as `npm start` starts it, then how long
 * until every verification mail is in the dev mailbox. Two layouts:
 *   all-in-one  one process (--role=all) on the embedded PGlite
 *   split       two API processes (--role=api) and one worker (--role=worker) on one PostgreSQL
 * Prints, per layout, the median and the last delivery, counted from the start of the burst and from
 * each sign-up's own answer. Target: 100 sign-ups → last mail ≤ 5 s after the burst started.
 *
 *   BURST=100 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:mail-burst
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTempDatabase } from './support/temp-database.ts';

const burst = Number(process.env.BURST ?? 100);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const layouts = (process.env.LAYOUTS ?? 'all-in-one,split').split(',');
const TIMEOUT_MS = 150_000;

interface Mail {
  to: string;
  created_at: string;
}

function startServer(role: 'all' | 'api' | 'worker', port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['apps/server/src/main.ts', `--role=${role}`], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitHealthy(port: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

async function stop(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function runBurst(apiPorts: number[], label: string) {
  const tag = randomBytes(3).toString('hex');
  const emails = Array.from({ length: burst }, (_, i) => `burst-${tag}-${i}@example.com`);
  const answeredAt = new Map<string, number>();
  const started = Date.now();
  await Promise.all(
    emails.map(async (email, i) => {
      const port = apiPorts[i % apiPorts.length];
      const res = await fetch(`http://localhost:${port}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({ email, password: 'Burst-Passw0rd', firstName: 'Burst', lastName: 'Test' }),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
      answeredAt.set(email, Date.now());
    }),
  );
  const lastAnswer = Date.now() - started;

  const delivered = new Map<string, number>();
  const deadline = started + TIMEOUT_MS;
  while (delivered.size < burst && Date.now() < deadline) {
    const res = await fetch(`http://localhost:${apiPorts[0]}/api/dev/mail`);
    const { data } = (await res.json()) as { data: { messages: Mail[] } };
    for (const mail of data.messages) {
      if (emails.includes(mail.to) && !delivered.has(mail.to))
        delivered.set(mail.to, Date.parse(mail.created_at));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const fromBurst = [...delivered.values()].map((at) => at - started);
  const fromAnswer = [...delivered.entries()].map(([email, at]) => at - (answeredAt.get(email) ?? started));
  const last = Math.max(...fromBurst);
  console.log(
    `${label.padEnd(11)} ${burst} sign-ups: answered within ${(lastAnswer / 1000).toFixed(2)} s; ` +
      `${delivered.size}/${burst} mails; from burst start median ${(median(fromBurst) / 1000).toFixed(2)} s, ` +
      `last ${(last / 1000).toFixed(2)} s; after each answer median ${(median(fromAnswer) / 1000).toFixed(2)} s, ` +
      `max ${(Math.max(...fromAnswer) / 1000).toFixed(2)} s ${delivered.size === burst && last <= 5000 ? 'OK' : 'ABOVE TARGET (5 s)'}`,
  );
}

async function allInOne() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-burst-'));
  const port = 3400 + Math.floor(Math.random() * 100);
  const server = startServer('all', port, { DATA_DIR: dataDir });
  try {
    await waitHealthy(port);
    await runBurst([port], 'all-in-one');
  } finally {
    await stop([server]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function split() {
  const database = await createTempDatabase(adminUrl, 'aa_burst');
  const env = { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aa-burst-')) };
  const ports = [3500, 3501].map((p) => p + Math.floor(Math.random() * 100) * 2);
  const children: ChildProcess[] = [];
  try {
    // One API first, so migrations run once before the others start.
    children.push(startServer('api', ports[0] as number, env));
    await waitHealthy(ports[0] as number);
    children.push(startServer('api', ports[1] as number, env));
    children.push(startServer('worker', 0, { ...env, PORT: '0' }));
    await waitHealthy(ports[1] as number);
    // The worker has no HTTP server: give it a moment to start its workers.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await runBurst(ports, 'split');
  } finally {
    await stop(children);
    await database.drop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

async function main() {
  if (layouts.includes('all-in-one')) await allInOne();
  if (layouts.includes('split')) await split();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
