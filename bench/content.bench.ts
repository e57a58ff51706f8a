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
 * - what a reader must never read (issue 27): sentences claiming first-hand use (content/honesty.ts),
 *   words of another kind of product (packages/offline-writer/src/test/category-words.ts), products named by a placeholder.
 *
 *   npm run bench:content            (TEMPLATE=n picks another product pair of the catalogue)
 *   npm run bench:content -- --language fr    (a campaign on amazon.fr: French articles, offline)
 *   npm run bench:content -- --all   (every template × English and French, RUNS each: one line each)
 *   npm run bench:content -- --makers   (campaigns name their makers' pages, as the form fills them in)
 *   CONTENT_DUMP=dir npm run bench:content   (also writes each run's post as a reader sees it, its pins'
 *                                             words and its three PNGs to dir, to read side by side)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vocabularyFor } from '@aa/offline-writer/categories';
import { vocabulaireFor } from '@aa/offline-writer/fr/vocabulary';
import { categoryLeaks } from '@aa/offline-writer/test/category-words';
import { figuresOf, givenFigures } from '@aa/offline-writer/test/figures';
import { eq } from 'drizzle-orm';
import { executions } from '../apps/server/src/db/schema/index.ts';
import { findExperienceClaims } from '../apps/server/src/modules/generation/content/honesty.ts';
import { shortName } from '../apps/server/src/modules/generation/content/product-names.ts';
import {
  articleText,
  overlap,
  shingles,
  words,
} from '../apps/server/src/modules/generation/content/similarity.ts';
import { generationServices } from '../apps/server/src/modules/generation/generation-services.ts';
import { imageBytes, imagesOf } from '../apps/server/src/modules/generation/images.ts';
import { runExecution } from '../apps/server/src/modules/generation/pipeline.ts';
import { readCheckpoint } from '../apps/server/src/modules/generation/steps/checkpoint.ts';
import { runFacts } from '../apps/server/src/modules/generation/steps/products.ts';
import { verdictContradictions } from '../apps/server/src/test/contradictions.ts';
import { silentLog as log, startInProcess } from './support/in-process.ts';

const RUNS = Number(process.env.RUNS ?? 10);
const TEMPLATE = Number(process.env.TEMPLATE ?? 0);
/** `--language fr`: the campaign is on the store whose language it is (the offline writer's two). */
const languageAt = process.argv.indexOf('--language');
const LANGUAGE = languageAt === -1 ? 'en' : (process.argv[languageAt + 1] ?? '');
const STORES = { en: 'amazon.com', fr: 'amazon.fr' } as const;
type Language = keyof typeof STORES;
const isLanguage = (value: string): value is Language => value in STORES;
if (!isLanguage(LANGUAGE))
  throw new Error(`--language: the offline writer writes ${Object.keys(STORES).join(' and ')}`);
const ALL = process.argv.includes('--all');
const DUMP = process.env.CONTENT_DUMP;
/** `--makers`: campaigns name their products' makers' pages, as the form fills them in from a template. */
const MAKERS = process.argv.includes('--makers');
/** What a product is called when its page could not be read: no post may name one so. */
const PLACEHOLDER = /\bAmazon product (?:B0[A-Z0-9]{8}|\d{9}[\dX])\b/i;
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

const distinct = (list: string[]) => new Set(list.map((value) => value.trim().toLowerCase())).size;

/** The writers' lines that state no fact: a cell the listings leave empty, a product without a con. */
const NO_FACT =
  /^(?:Not listed|Non précisé|No clear weakness in its listed features|Nothing in its listing stands out as a drawback|Its listed features show no obvious trade-off|Aucun point faible net dans ses caractéristiques annoncées|Rien dans sa fiche ne ressort comme un défaut|Pas de compromis évident dans ce que liste sa fiche)$/;

/** Words that say nothing of a product on their own. */
const PLAIN = new Set(
  'with that this from than more less over under your their the and for its has have against between both which what'.split(
    ' ',
  ),
);

/**
 * Issue 29: how many of the article's table cells, pros, cons and verdict sentences that state a fact
 * (not "Not listed", not "no obvious trade-off") trace to the run's recorded facts: every figure is a fact's (quarts and °F restated in litres and °C count), and
 * a line without a figure shares a word with a fact (or the product's name). Advice true of any such
 * product is no product fact, so a verdict sentence without a figure counts as traced.
 */
function traced(
  article: NonNullable<ReturnType<typeof readCheckpoint>['article']>,
  facts: readonly string[],
  names: readonly string[],
): { items: number; traced: number; untraced: string[] } {
  const known = givenFigures([...facts, ...names]);
  const vocabulary = new Set(
    [...facts, ...names]
      .join(' ')
      .toLowerCase()
      .match(/\p{L}{4,}/gu)
      ?.filter((word) => !PLAIN.has(word)) ?? [],
  );
  const lines = [
    ...article.comparisonRows.flatMap((row) => [row.product1, row.product2]),
    ...[article.product1, article.product2].flatMap((side) => [...side.pros, ...side.cons]),
  ].filter((line) => !NO_FACT.test(line));
  const sentences = article.verdict.split(/(?<=[.!?])\s+/);
  const untraced: string[] = [];
  for (const line of lines) {
    const figures = figuresOf(line);
    const words = line.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
    const ok =
      figures.length > 0 ? figures.every((f) => known.has(f)) : words.some((word) => vocabulary.has(word));
    if (!ok) untraced.push(line);
  }
  for (const sentence of sentences)
    if (!figuresOf(sentence).every((f) => known.has(f))) untraced.push(sentence);
  const items = lines.length + sentences.length;
  return { items, traced: items - untraced.length, untraced };
}

/** RUNS runs of one campaign of `template` in `language`'s store: what they published, measured. */
async function measure(template: number, language: Language) {
  const campaign = await product.newCampaign(template, false, STORES[language], MAKERS);
  const factKinds = new Map<string, number>();
  let factRuns = 0;
  const trace = { items: 0, traced: 0 };
  const untraced: string[] = [];
  const services = generationServices(ctx);
  const articles: string[] = [];
  const posts: string[] = [];
  const angles: string[] = [];
  const imageHashes: string[] = [];
  const pinTitles: string[] = [];
  const pinDescriptions: string[] = [];
  const times: number[] = [];
  const never = {
    claims: [] as string[],
    leaks: [] as string[],
    placeholders: [] as string[],
    contradictions: [] as string[],
  };
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
    if (!checkpoint.article || !checkpoint.subject || !checkpoint.pins || !checkpoint.products)
      throw new Error('a completed run without its article');
    articles.push(articleText(checkpoint.article));
    // Issue 29: the facts the run recorded, by source kind.
    factRuns += 1;
    for (const fact of runFacts(checkpoint.products))
      factKinds.set(fact.source.kind, (factKinds.get(fact.source.kind) ?? 0) + 1);
    const share = traced(
      checkpoint.article,
      runFacts(checkpoint.products).map((fact) => fact.text),
      checkpoint.products.map((one) => one.title),
    );
    trace.items += share.items;
    trace.traced += share.traced;
    untraced.push(...share.untraced);
    angles.push(checkpoint.subject.angle);
    for (const pin of checkpoint.pins) {
      pinTitles.push(pin.title);
      pinDescriptions.push(pin.description);
    }
    const link = (row.resultData as { blog_url?: string }).blog_url;
    if (!link) throw new Error('a completed run without its post');
    const page = await fetch(link);
    if (!page.ok) throw new Error(`${link}: ${page.status}`);
    const shown = visibleText(await page.text());
    posts.push(shown);
    // Everything a reader reads of the run: the post as the blog shows it, and its pins' words.
    const read = [shown, ...checkpoint.pins.flatMap((pin) => [pin.title, pin.description])].join('\n');
    const products = checkpoint.products;
    never.claims.push(...findExperienceClaims(read, language).map((claim) => claim.sentence));
    never.leaks.push(
      ...categoryLeaks(read, {
        language,
        // The kind as the writer of the language reads it (amazon.fr's listings are in French).
        texts: (language === 'fr' ? vocabulaireFor(products) : vocabularyFor(products)).texts,
        listings: products.map((one) => [one.title, ...one.features].join(' ')).join('\n'),
      }).map((leak) => `${leak.group}: ${leak.word}`),
    );
    never.contradictions.push(
      ...verdictContradictions(
        checkpoint.article.verdict,
        [shortName(products[0]), shortName(products[1])],
        language,
      ).map((found) => `${found.rule}: ${found.sentences.join(' / ')}`),
    );
    const placeholder = PLACEHOLDER.exec(read)?.[0];
    if (placeholder) never.placeholders.push(placeholder);
    const images: Buffer[] = [];
    for (const image of await imagesOf(ctx.db, id)) {
      const png = await imageBytes(ctx, id, image.number);
      if (png) images.push(png);
    }
    for (const image of images) imageHashes.push(createHash('sha256').update(image).digest('hex'));
    if (DUMP) {
      const name = path.join(DUMP, `${template}-${language}-${n + 1}`);
      mkdirSync(DUMP, { recursive: true });
      writeFileSync(`${name}.txt`, `${link}\n\n${read}\n`);
      // This run's own lines (the totals above are of every run).
      writeFileSync(`${name}-untraced.txt`, `${share.untraced.join('\n')}\n`);
      for (const [index, image] of images.entries()) writeFileSync(`${name}-${index + 1}.png`, image);
    }
  }
  const wordCounts = posts.map((text) => words(text).length).sort((a, b) => a - b);
  return {
    failed,
    rejected,
    article: pairwise(articles),
    post: pairwise(posts),
    wordCounts,
    /** The table cells, pros, cons and verdict sentences that trace to a recorded fact (issue 29). */
    trace,
    /** Facts per article, by source kind (issue 29). */
    factsPerArticle: Object.fromEntries(
      [...factKinds].map(([kind, count]) => [kind, count / Math.max(1, factRuns)]),
    ),
    angles,
    imageHashes,
    pinTitles,
    pinDescriptions,
    times: [...times].sort((a, b) => a - b),
    never,
  };
}

const factsLine = (perArticle: Record<string, number>) =>
  Object.entries(perArticle)
    .map(([kind, count]) => `${kind} ${count.toFixed(1)}`)
    .join(', ') || 'none';
const percent = ({ items, traced: ok }: { items: number; traced: number }) =>
  `${((100 * ok) / Math.max(1, items)).toFixed(1)}% of ${items}`;

try {
  if (ALL) {
    const { templates } = await product.call('GET', '/api/product-templates', product.headers);
    const totals = { runs: 0, failed: 0, claims: 0, leaks: 0, placeholders: 0, contradictions: 0 };
    console.log(
      'template | language | article overlap max / median | words min–max (median) | facts per article by source | traced to a fact | claims | leaks | placeholders | contradicting verdicts',
    );
    for (let template = 0; template < templates.length; template += 1)
      for (const language of Object.keys(STORES) as Language[]) {
        const m = await measure(template, language);
        totals.runs += RUNS;
        totals.failed += m.failed;
        totals.claims += m.never.claims.length;
        totals.leaks += m.never.leaks.length;
        totals.placeholders += m.never.placeholders.length;
        totals.contradictions += m.never.contradictions.length;
        const median = m.wordCounts[Math.floor(m.wordCounts.length / 2)];
        console.log(
          `${template} ${templates[template].name} | ${language} | ${m.article.max.toFixed(3)} / ${m.article.median.toFixed(3)} | ${m.wordCounts[0]}–${m.wordCounts.at(-1)} (${median}) | ${factsLine(m.factsPerArticle)} | ${percent(m.trace)} | ${m.never.claims.length} | ${m.never.leaks.length} | ${m.never.placeholders.length} | ${m.never.contradictions.length}${m.failed ? ` | ${m.failed} failed` : ''}`,
        );
        for (const found of [
          ...m.never.claims,
          ...m.never.leaks,
          ...m.never.placeholders,
          ...m.never.contradictions,
        ])
          console.log(`  ${found}`);
      }
    console.log(
      `${totals.runs} runs, ${totals.failed} failed: experience claims ${totals.claims}, category leaks ${totals.leaks}, placeholder names ${totals.placeholders}, contradicting verdicts ${totals.contradictions} (target 0 each: ${totals.claims + totals.leaks + totals.placeholders + totals.contradictions === 0 && totals.failed === 0 ? 'OK' : 'MISSED'})`,
    );
  } else {
    const m = await measure(TEMPLATE, LANGUAGE);
    // A target is met only if every run published: comparing the one that did proves nothing.
    const ok = (good: boolean) => (good && m.failed === 0 ? 'OK' : 'MISSED');
    console.log(
      `${RUNS} runs of one campaign (catalogue template ${TEMPLATE}, ${STORES[LANGUAGE]}), offline writer and composer, demo blog`,
    );
    console.log(
      `completed ${RUNS - m.failed}, failed ${m.failed}; drafts turned down by the uniqueness check: ${m.rejected}`,
    );
    console.log(
      `article text, pairwise word-5-gram overlap: max ${m.article.max.toFixed(3)} (target ≤ 0.30 ${ok(m.article.max <= 0.3)}), median ${m.article.median.toFixed(3)} (target ≤ 0.15 ${ok(m.article.median <= 0.15)})`,
    );
    console.log(
      `whole post as the blog shows it: max ${m.post.max.toFixed(3)}, median ${m.post.median.toFixed(3)}`,
    );
    console.log(
      `words per post: min ${m.wordCounts[0]}, median ${m.wordCounts[Math.floor(m.wordCounts.length / 2)]}, max ${m.wordCounts.at(-1)}`,
    );
    console.log(`facts per article by source: ${factsLine(m.factsPerArticle)}`);
    console.log(
      `table cells, pros, cons and verdict sentences traced to a recorded fact: ${percent(m.trace)}`,
    );
    console.log(`angles: ${distinct(m.angles)} distinct of ${m.angles.length} — ${m.angles.join(' | ')}`);
    console.log(
      `images: ${new Set(m.imageHashes).size} distinct of ${m.imageHashes.length} (${ok(new Set(m.imageHashes).size === m.imageHashes.length)})`,
    );
    console.log(
      `pins: titles ${distinct(m.pinTitles)} distinct of ${m.pinTitles.length}, descriptions ${distinct(m.pinDescriptions)} of ${m.pinDescriptions.length} (${ok(distinct(m.pinTitles) === m.pinTitles.length && distinct(m.pinDescriptions) === m.pinDescriptions.length)})`,
    );
    const found =
      m.never.claims.length +
      m.never.leaks.length +
      m.never.placeholders.length +
      m.never.contradictions.length;
    console.log(
      `experience claims ${m.never.claims.length}, category leaks ${m.never.leaks.length}, placeholder names ${m.never.placeholders.length}, contradicting verdicts ${m.never.contradictions.length} (target 0: ${ok(found === 0)})`,
    );
    console.log(`time per run: median ${m.times[Math.floor(m.times.length / 2)]?.toFixed(0)} ms`);
  }
} finally {
  await product.close();
}
