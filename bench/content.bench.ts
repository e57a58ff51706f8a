/**
 * What a campaign publishes over RUNS runs (default 10) with the offline writer and composer, in
 * process against the demo blog: every post read back from the blog as a reader would, and compared.
 *
 * - pairwise overlap of word 5-grams (content/similarity.ts) of the article's text: max and median,
 *   targets ≤ 0.30 and ≤ 0.15; the same for the whole post as the blog shows it (disclosure, buttons,
 *   table included), for information;
 * - words per post; angles chosen; drafts the uniqueness check turned down;
 * - images: none byte-identical across the runs' 3 × RUNS; pins: every title and description distinct.
 *
 *   npm run bench:content            (TEMPLATE=n picks another product pair of the catalogue)
 *   npm run bench:content -- --language fr    (a campaign on amazon.fr: French articles, offline)
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generatedImages } from '../apps/server/src/db/schema/generation.ts';
import { executions } from '../apps/server/src/db/schema/index.ts';
import {
  articleText,
  overlap,
  shingles,
  words,
} from '../apps/server/src/modules/generation/content/similarity.ts';
import { generationServices } from '../apps/server/src/modules/generation/generation-services.ts';
import { runExecution } from '../apps/server/src/modules/generation/pipeline.ts';
import { readCheckpoint } from '../apps/server/src/modules/generation/steps/checkpoint.ts';
import { silentLog as log, startInProcess } from './support/in-process.ts';

const RUNS = Number(process.env.RUNS ?? 10);
const TEMPLATE = Number(process.env.TEMPLATE ?? 0);
/** `--language fr`: the campaign is on the store whose language it is (the offline writer's two). */
const languageAt = process.argv.indexOf('--language');
const LANGUAGE = languageAt === -1 ? 'en' : (process.argv[languageAt + 1] ?? '');
const STORES: Record<string, string> = { en: 'amazon.com', fr: 'amazon.fr' };
const STORE = STORES[LANGUAGE];
if (!STORE) throw new Error(`--language: the offline writer writes ${Object.keys(STORES).join(' and ')}`);
const port = Number(process.env.BENCH_PORT ?? 3197);

/** The text a reader sees in a post's HTML. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#8217;|&rsquo;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

function pairwise(texts: string[]) {
  const sets = texts.map((text) => shingles(text));
  const values: number[] = [];
  for (let i = 0; i < sets.length; i += 1)
    for (let j = i + 1; j < sets.length; j += 1)
      values.push(overlap(sets[i] ?? new Set(), sets[j] ?? new Set()));
  values.sort((a, b) => a - b);
  return { max: values.at(-1) ?? 0, median: values[Math.floor(values.length / 2)] ?? 0 };
}

const product = await startInProcess('content', port);
const { ctx } = product;
try {
  const campaign = await product.newCampaign(TEMPLATE, false, STORE);
  const services = generationServices(ctx);
  const articles: string[] = [];
  const posts: string[] = [];
  const angles: string[] = [];
  const imageHashes: string[] = [];
  const pinTitles: string[] = [];
  const pinDescriptions: string[] = [];
  const times: number[] = [];
  let rejected = 0;
  let failed = 0;
  for (let n = 0; n < RUNS; n += 1) {
    const id = await product.newRun(campaign.id);
    const started = performance.now();
    const outcome = await runExecution(ctx, services, id, log);
    times.push(performance.now() - started);
    const [row] = await ctx.db.select().from(executions).where(eq(executions.id, id));
    if (!row) throw new Error('run vanished');
    const checkpoint = readCheckpoint(row.checkpoint);
    rejected += checkpoint.rejected?.length ?? 0;
    if (outcome !== 'completed') {
      failed += 1;
      console.log(`run ${n + 1}: ${outcome} — ${row.errorMessage}`);
      continue;
    }
    if (!checkpoint.article || !checkpoint.subject || !checkpoint.pins)
      throw new Error('a completed run without its article');
    articles.push(articleText(checkpoint.article));
    angles.push(checkpoint.subject.angle);
    for (const pin of checkpoint.pins) {
      pinTitles.push(pin.title);
      pinDescriptions.push(pin.description);
    }
    const link = (row.resultData as { blog_url?: string }).blog_url;
    if (!link) throw new Error('a completed run without its post');
    const page = await fetch(link);
    if (!page.ok) throw new Error(`${link}: ${page.status}`);
    posts.push(visibleText(await page.text()));
    const images = await ctx.db
      .select({ bytes: generatedImages.bytes })
      .from(generatedImages)
      .where(eq(generatedImages.executionId, id));
    for (const image of images) imageHashes.push(createHash('sha256').update(image.bytes).digest('hex'));
  }

  const article = pairwise(articles);
  const post = pairwise(posts);
  const wordCounts = posts.map((text) => words(text).length).sort((a, b) => a - b);
  const distinct = (list: string[]) => new Set(list.map((value) => value.trim().toLowerCase())).size;
  // A target is met only if every run published: comparing the one that did proves nothing.
  const ok = (good: boolean) => (good && failed === 0 ? 'OK' : 'MISSED');
  const sortedTimes = [...times].sort((a, b) => a - b);
  console.log(
    `${RUNS} runs of one campaign (catalogue template ${TEMPLATE}, ${STORE}), offline writer and composer, demo blog`,
  );
  console.log(
    `completed ${RUNS - failed}, failed ${failed}; drafts turned down by the uniqueness check: ${rejected}`,
  );
  console.log(
    `article text, pairwise word-5-gram overlap: max ${article.max.toFixed(3)} (target ≤ 0.30 ${ok(article.max <= 0.3)}), median ${article.median.toFixed(3)} (target ≤ 0.15 ${ok(article.median <= 0.15)})`,
  );
  console.log(
    `whole post as the blog shows it: max ${post.max.toFixed(3)}, median ${post.median.toFixed(3)}`,
  );
  console.log(
    `words per post: min ${wordCounts[0]}, median ${wordCounts[Math.floor(wordCounts.length / 2)]}, max ${wordCounts.at(-1)}`,
  );
  console.log(`angles: ${distinct(angles)} distinct of ${angles.length} — ${angles.join(' | ')}`);
  console.log(
    `images: ${new Set(imageHashes).size} distinct of ${imageHashes.length} (${ok(new Set(imageHashes).size === imageHashes.length)})`,
  );
  console.log(
    `pins: titles ${distinct(pinTitles)} distinct of ${pinTitles.length}, descriptions ${distinct(pinDescriptions)} of ${pinDescriptions.length} (${ok(distinct(pinTitles) === pinTitles.length && distinct(pinDescriptions) === pinDescriptions.length)})`,
  );
  console.log(`time per run: median ${sortedTimes[Math.floor(sortedTimes.length / 2)]?.toFixed(0)} ms`);
} finally {
  await product.close();
}
