/**
 * Memory over a soak (issue 30): the server as one production process runs it (`main.ts`, API and
 * workers, on PostgreSQL, with the stand-ins) under steady work for SOAK_MINUTES (10): signed-in reads
 * at SOAK_RATE per second and a new campaign run every SOAK_RUN_EVERY seconds (its article, images,
 * post and pins). Its resident memory is read from /proc at the start, every minute and at the end;
 * prints the samples, the growth from the first minute to the end, and the runs that completed.
 * Not a test: a number to watch.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:soak
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSignedInUser, campaignPayload } from '../apps/server/src/test/factories.ts';
import { connectEverything } from '../apps/server/src/test/platforms.ts';
import {
  inProcess,
  isReady,
  localServer,
  startServerProcess,
  waitFor,
} from '../apps/server/src/test/processes.ts';
import { grantCredits } from '../apps/server/src/test/runs.ts';
import { createTempDatabase } from './support/temp-database.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 50);
const runEvery = Number(process.env.SOAK_RUN_EVERY ?? 30);
const runs = Math.floor((minutes * 60) / runEvery);

/** The process's resident memory in MB (VmRSS), or NaN once it is gone. */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

const database = await createTempDatabase(adminUrl, 'aa_soak');
const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-soak-'));
const { origin, env } = await localServer(dataDir, {
  DATABASE_URL: database.url,
  APP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
  RATE_LIMIT_CAMPAIGN_WRITES_PER_MINUTE: '100000',
  PINS_PER_DAY: '200',
});

try {
  // One user per run: each compares a pair of its own (an account's second post on a pair is checked
  // against its first), with the demo blog, a Pinterest board and the credits connected.
  const users = await inProcess(env, async (_runtime, server) => {
    const made = [];
    for (let index = 0; index < runs; index += 1) {
      const user = await buildSignedInUser(server.ctx);
      await connectEverything(server, user.headers);
      await grantCredits(server, user.user.id, 10);
      made.push(user.headers);
    }
    return made;
  });
  const { templates } = (await inProcess(env, async (_runtime, server) =>
    (await server.app.inject({ url: '/api/product-templates', headers: users[0] })).json(),
  )) as { templates: Array<{ product_1_url: string; product_2_url: string }> };

  const server = startServerProcess(env);
  await waitFor(() => isReady(origin), 60_000);
  const pid = server.child.pid;
  const samples: Array<{ minute: number; rss: number }> = [{ minute: 0, rss: rssMb(pid) }];
  let reads = 0;
  let failedReads = 0;
  const started = Date.now();
  const readTimer = setInterval(() => {
    const headers = users[reads % users.length] as Record<string, string>;
    reads += 1;
    fetch(`${origin}/api/auth/me`, { headers }).then(
      (res) => {
        if (!res.ok) failedReads += 1;
        return res.body?.cancel();
      },
      () => {
        failedReads += 1;
      },
    );
  }, 1000 / rate);
  const runIds: string[] = [];
  const startRun = async (index: number) => {
    const template = templates[index % templates.length];
    const res = await fetch(`${origin}/api/campaigns`, {
      method: 'POST',
      headers: { ...(users[index] as Record<string, string>), 'content-type': 'application/json', origin },
      body: JSON.stringify({
        ...campaignPayload,
        name: `Soak ${index}`,
        product1Url: template?.product_1_url,
        product2Url: template?.product_2_url,
        autoPostPinterest: true,
      }),
    });
    const body = (await res.json()) as { data?: { execution?: { id: string } } };
    if (body.data?.execution) runIds.push(body.data.execution.id);
  };
  // Every 5 s: a run when one is due, a sample when a new minute began.
  for (let next = 0; Date.now() - started < minutes * 60_000; ) {
    const elapsed = Date.now() - started;
    if (next < runs && elapsed >= next * runEvery * 1000) await startRun(next++);
    const minute = Math.floor(elapsed / 60_000);
    if (minute > (samples.at(-1)?.minute ?? 0)) samples.push({ minute, rss: rssMb(pid) });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  clearInterval(readTimer);
  samples.push({ minute: Math.round((Date.now() - started) / 6_000) / 10, rss: rssMb(pid) });

  let completed = 0;
  for (const [index, id] of runIds.entries()) {
    const res = await fetch(`${origin}/api/campaigns/executions/${id}`, { headers: users[index] });
    const status = ((await res.json()) as { data: { execution: { status: string } } }).data.execution.status;
    if (status === 'completed') completed += 1;
  }
  server.child.kill('SIGTERM');
  await server.exited;

  const first = samples.find((sample) => sample.minute >= 1) ?? samples[0];
  const last = samples.at(-1);
  console.log(
    `soak: ${minutes} min, ${reads} signed-in reads (${failedReads} failed), ${runIds.length} runs started, ${completed} completed`,
  );
  console.log(`RSS (MB) by minute: ${samples.map((sample) => `${sample.minute}: ${sample.rss}`).join(', ')}`);
  console.log(`growth from minute 1 to the end: ${(last?.rss ?? 0) - (first?.rss ?? 0)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
