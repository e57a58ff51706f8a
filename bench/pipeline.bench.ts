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
import type { AppContext } from '../apps/server/src/context.ts';
import { generationServices } from '../apps/server/src/modules/generation/generation-services.ts';
import { runExecution } from '../apps/server/src/modules/generation/pipeline.ts';
import type { GenerationServices } from '../apps/server/src/modules/generation/services.ts';
import { fakeServices } from '../apps/server/src/test/generation-services.ts';
import { silentLog as log, startInProcess } from './support/in-process.ts';

const SCALE = Number(process.env.SCALE ?? 10);
const RUNS = Number(process.env.RUNS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3198);

const product = await startInProcess('pipeline', port);
const { ctx } = product;

try {
  const campaign = await product.newCampaign();
  const newRun = () => product.newRun(campaign.id);
  // The real writer's runs are spread over the catalogue's pairs, 5 each: one pair has a dozen angles
  // offline, and a run that repeats an earlier post is refused (the uniqueness check).
  const { templates } = await product.call('GET', '/api/product-templates', product.headers);
  const campaigns: { id: string }[] = [];
  for (let template = 0; template < Math.min(templates.length, Math.ceil((RUNS + 2) / 5)); template += 1)
    campaigns.push(await product.newCampaign(template));
  const newRealRun = (n: number) =>
    product.newRun((campaigns[Math.floor(n / 5) % campaigns.length] ?? campaign).id);

  // 1. Critical path with PRODUCT.md's durations as latencies.
  const s = (seconds: number) => seconds * SCALE;
  const slowBlog = {
    ...ctx,
    blogs: {
      ...ctx.blogs,
      wordpress: {
        ...ctx.blogs.wordpress,
        createPost: async (...args: Parameters<AppContext['blogs']['wordpress']['createPost']>) => {
          await new Promise((resolve) => setTimeout(resolve, s(30)));
          return ctx.blogs.wordpress.createPost(...args);
        },
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
      // Values (the languages the writers write) pass as they are; calls are timed.
      typeof fn !== 'function'
        ? fn
        : (...args: unknown[]) => {
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
    const id = await newRealRun(n);
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
  await product.close();
}
