/**
 * The generation pipeline, in process, against the demo blog (PGlite, no network):
 *
 * 1. Critical path: every model call takes its PRODUCT.md §4 step duration (scaled: SCALE ms per second;
 *    the two products are separate calls of 30 each, the article two parts written at once of 45
 *    each) and publishing 30; prints wall time ÷ the steps' sequential sum (350). Target ≤ 0.70.
 * 2. Overhead: the real services (offline model, pin composer, product catalogue) with no added
 *    latency: median time per run over RUNS runs. Target ≤ 150 ms.
 *
 *   npm run bench:pipeline
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createUserWithGrant } from '../apps/server/src/modules/auth/auth.service.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.service.ts';
import { applyCreditChange } from '../apps/server/src/modules/credits/credits.service.ts';
import { generationServices } from '../apps/server/src/modules/generation/generation-services.ts';
import { runExecution } from '../apps/server/src/modules/generation/pipeline.ts';
import type { GenerationServices } from '../apps/server/src/modules/generation/services.ts';
import { createRuntime } from '../apps/server/src/runtime.ts';
import { sandboxMount } from '../apps/server/src/sandboxes.ts';
import { fakeServices } from '../apps/server/src/test/generation-services.ts';

const SCALE = Number(process.env.SCALE ?? 10);
const RUNS = Number(process.env.RUNS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3198);
const log = pino({ level: 'silent' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-bench-pipeline-'));
const config = loadConfig(
  {},
  {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SCHEDULER_INTERVAL_SECONDS: '0',
    RATE_LIMIT_CAMPAIGN_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  },
);
const runtime = await createRuntime(config, log, { encryptionKey: randomBytes(32) });
const app = await buildApp(runtime.ctx, { logger: log, mount: sandboxMount(runtime.sandboxes) });
await app.listen({ port, host: '127.0.0.1' });
const ctx = runtime.ctx;

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const res = await app.inject({ method, url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

try {
  const user = await ctx.db.transaction((tx) =>
    createUserWithGrant(tx, {
      email: 'bench@example.test',
      firstName: 'Bench',
      lastName: 'Run',
      isVerified: true,
      passwordHash: null,
    }),
  );
  await ctx.db.transaction((tx) =>
    applyCreditChange(tx, { userId: user.id, delta: 100_000, reason: 'adjustment', reference: 'bench' }),
  );
  const { token } = await createSession(ctx.db, user.id, { ttlMs: 3_600_000 });
  const headers = { authorization: `Bearer ${token}` };
  await call('POST', '/api/demo/connect-wordpress', headers);
  await call('POST', '/api/platforms/amazon', headers, { affiliateTag: 'autopilotdemo-20' });
  const { templates } = await call('GET', '/api/product-templates', headers);
  const campaign = (
    await call('POST', '/api/campaigns', headers, {
      name: 'Bench',
      product1Url: templates[0].product_1_url,
      product2Url: templates[0].product_2_url,
      frequency: 1,
      totalRuns: 1000,
      autoPostPinterest: false,
      selectedPinterestBoardId: null,
      selectedPinterestBoardName: null,
      descriptionPinterest: null,
      startAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).data.campaign;
  const newRun = async () =>
    (await call('POST', `/api/campaigns/${campaign.id}/execute`, headers)).executionId as string;

  // 1. Critical path with PRODUCT.md's durations as latencies.
  const s = (seconds: number) => seconds * SCALE;
  const slowBlog = {
    ...ctx,
    wordpress: {
      ...ctx.wordpress,
      createPost: async (...args: Parameters<AppContext['wordpress']['createPost']>) => {
        await new Promise((resolve) => setTimeout(resolve, s(30)));
        return ctx.wordpress.createPost(...args);
      },
    },
  } as AppContext;
  const simulated = fakeServices({
    latency: { product: s(30), trends: s(45), subject: s(45), pinCopy: s(50), plan: s(60), write: s(45) },
  });
  const ratios: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    const id = await newRun();
    const started = performance.now();
    const outcome = await runExecution(slowBlog, simulated, id, log);
    if (outcome !== 'completed') throw new Error(`simulated run ${outcome}`);
    ratios.push((performance.now() - started) / s(350));
  }
  ratios.sort((a, b) => a - b);
  console.log(
    `critical path ÷ sequential sum: ${ratios.map((r) => r.toFixed(3)).join(', ')} (median ${ratios[1]?.toFixed(3)}) — target ≤ 0.70`,
  );

  // 2. Overhead with the real services and no latency: the whole run, and the part that is the
  //    pipeline's own (database, lease, checkpoints, publishing) once the services' time is taken out.
  const base: GenerationServices = generationServices(ctx);
  const real = Object.fromEntries(
    Object.entries(base).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        const started = performance.now();
        const out = (fn as (...a: unknown[]) => unknown)(...args);
        if (!(out instanceof Promise)) return out;
        // Concurrent calls overlap: count wall time only once, as the pipeline waits for them.
        return out.finally(() => spans.push([started, performance.now()]));
      },
    ]),
  ) as unknown as GenerationServices;
  let spans: [number, number][] = [];
  const covered = (list: [number, number][]) => {
    const sorted = [...list].sort((a, b) => a[0] - b[0]);
    let total = 0;
    let end = Number.NEGATIVE_INFINITY;
    for (const [from, to] of sorted) {
      if (to <= end) continue;
      total += to - Math.max(from, end);
      end = to;
    }
    return total;
  };
  const times: number[] = [];
  const own: number[] = [];
  for (let n = 0; n < RUNS + 2; n += 1) {
    const id = await newRun();
    spans = [];
    const started = performance.now();
    const outcome = await runExecution(ctx, real, id, log);
    if (outcome !== 'completed') throw new Error(`run ${outcome}`);
    const total = performance.now() - started;
    if (n >= 2) {
      times.push(total);
      own.push(total - covered(spans));
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  console.log(
    `run with the offline model, pin composer and demo blog (${RUNS} runs): median ${median(times).toFixed(0)} ms; the pipeline's own overhead (runs minus time in model, composer and product lookup) median ${median(own).toFixed(0)} ms — target ≤ 150 ms`,
  );
} finally {
  await app.close();
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}
