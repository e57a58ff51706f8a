/**
 * The offline writers (issue 19, 2): every run of a campaign a new article on a new angle, written
 * like an editor would (the listing's casing, cons from real trade-offs, FAQ answers that answer
 * their question, headings that fit the category), measured with content/similarity.ts.
 */
import { amazonCatalogue } from '@aa/sandbox/amazon/catalogue';
import { generateText, Output } from 'ai';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAiModels } from '../../../integrations/ai/ai-models.ts';
import { readProduct, tidyLine } from './offline-facts.ts';
import { offlineWriters, shortName } from './offline-writer.ts';
import {
  type Article,
  articleBodySchema,
  articleClosingSchema,
  blogPlanSchema,
  type ProductFacts,
  pinCopySchema,
  subjectSchema,
  trendResearchSchema,
} from './schemas.ts';
import { articleText, overlap, shingles, words } from './similarity.ts';
import {
  chooseSubject,
  type EarlierRun,
  planArticle,
  researchTrends,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from './tasks.ts';

const models = createAiModels({ provider: 'offline', offlineWriters, maxConcurrency: 2 });

type Pair = [ProductFacts, ProductFacts];

/** A product of the Amazon stand-in's catalogue, as the product step reads its page. */
function listed(asin: string): ProductFacts {
  const product = amazonCatalogue.find((entry) => entry.asin === asin);
  if (!product) throw new Error(`${asin} is not in the catalogue`);
  return { ...product, url: `https://www.amazon.com/dp/${asin}`, source: 'page' };
}

const airFryers: Pair = [listed('B07FDJMC9Q'), listed('B0936FGLQS')];
const earbuds: Pair = [listed('B0D1XD1ZV3'), listed('B0C33XXS56')];
const multiCookers: Pair = [listed('B00FLYWNYQ'), listed('B07S85TPLG')];

/** A product known only by its URL slug: no brand, no features. */
const bare = (asin: string, title: string): ProductFacts => ({
  asin,
  title,
  features: [],
  url: `https://www.amazon.com/dp/${asin}`,
  source: 'slug',
});

/** One run of a campaign, as the pipeline makes it: trends, subject, pins, plan, both halves. */
async function runOnce(
  pair: Pair,
  earlier: EarlierRun[] = [],
  earlierPins: { title: string; description: string }[] = [],
) {
  const trends = await researchTrends(models, {
    products: pair,
    keywords: [],
    earlierSubjects: earlier.map((run) => run.subject),
  });
  const subject = await chooseSubject(models, { products: pair, trends, earlier });
  const [pins, plan] = await Promise.all([
    writePinCopy(models, { products: pair, subject, earlierPins }),
    planArticle(models, { products: pair, subject, trends }),
  ]);
  const [body, closing] = await Promise.all([
    writeArticleBody(models, { products: pair, plan }),
    writeArticleClosing(models, { products: pair, plan, subject }),
  ]);
  return { trends, subject, pins, plan, body, closing, article: { ...body, ...closing } as Article };
}

/** A campaign's successive runs, each told the ones before it (newest first) and their pins. */
async function campaign(pair: Pair, runs: number) {
  const earlier: EarlierRun[] = [];
  const earlierPins: { title: string; description: string }[] = [];
  const made: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runOnce(pair, [...earlier], [...earlierPins]);
    made.push(result);
    earlier.unshift({ subject: result.subject.subject, angle: result.subject.angle });
    earlierPins.push(...result.pins.map(({ title, description }) => ({ title, description })));
  }
  return made;
}

/** Every pair's overlap of the articles' text: the uniqueness check's measure. */
function overlaps(articles: Article[]): number[] {
  const sets = articles.map((article) => shingles(articleText(article)));
  const values: number[] = [];
  for (let i = 0; i < sets.length; i += 1)
    for (let j = i + 1; j < sets.length; j += 1)
      values.push(overlap(sets[i] as Set<string>, sets[j] as Set<string>));
  return values.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;

/** Everything a reader reads of a run: the article, its headings and title, and its pins. */
const readerText = (run: Awaited<ReturnType<typeof runOnce>>) =>
  [
    run.plan.title,
    run.subject.subject,
    articleText(run.article),
    ...run.pins.flatMap((pin) => [pin.title, pin.description]),
  ].join('\n');

describe('a campaign of ten runs', () => {
  it.each([
    ['air fryers', airFryers],
    ['earbuds', earbuds],
  ] as const)('writes ten different articles on ten angles (%s)', async (name, pair) => {
    const runs = await campaign(pair, 10);
    expect(new Set(runs.map((run) => run.subject.angle)).size).toBe(10);
    expect(new Set(runs.map((run) => run.subject.subject)).size).toBe(10);
    const values = overlaps(runs.map((run) => run.article));
    const counts = runs.map((run) => words(articleText(run.article)).length);
    console.info(
      `${name}: pairwise 5-gram overlap max ${values.at(-1)?.toFixed(3)}, median ${median(values).toFixed(3)}; words per article ${Math.min(...counts)}–${Math.max(...counts)}`,
    );
    expect(values.at(-1)).toBeLessThanOrEqual(0.3);
    expect(median(values)).toBeLessThanOrEqual(0.15);
  });

  it('gives every run its own pins, unlike each other and every earlier pin', async () => {
    const runs = await campaign(airFryers, 8);
    const titles = runs.flatMap((run) => run.pins.map((pin) => pin.title.toLowerCase()));
    const descriptions = runs.flatMap((run) => run.pins.map((pin) => pin.description.toLowerCase()));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const run of runs)
      for (const pin of run.pins) {
        expect(pin.description).toMatch(/#affiliate$/);
        expect(pin.title.length).toBeLessThanOrEqual(100);
      }
  });

  it('keeps going past the catalogue: a re-taken angle is marked, worded anew and no copy of its first take', async () => {
    const runs = await campaign(airFryers, 20);
    expect(new Set(runs.map((run) => run.subject.subject.toLowerCase())).size).toBe(20);
    const first = runs.findIndex((run) => / \(take 2\)$/.test(run.subject.angle));
    // Every angle that fits air fryers is taken once before any is taken again.
    expect(first).toBeGreaterThanOrEqual(10);
    const retake = runs[first];
    const original = runs.find((run) => `${run.subject.angle} (take 2)` === retake?.subject.angle);
    expect(original).toBeDefined();
    const [a, b] = [original, retake].map((run) => shingles(articleText(run?.article ?? {})));
    expect(overlap(a as Set<string>, b as Set<string>)).toBeLessThanOrEqual(0.5);
  });
});

describe('the subject', () => {
  it('never takes an angle in `earlier`, a turned-down draft’s included', async () => {
    const trends = await researchTrends(models, { products: airFryers, keywords: [], earlierSubjects: [] });
    const first = await chooseSubject(models, { products: airFryers, trends, earlier: [] });
    // The uniqueness check turned the first draft down: the rewrite is told its angle.
    const rewrite = await chooseSubject(models, {
      products: airFryers,
      trends,
      earlier: [{ subject: first.subject, angle: first.angle }],
    });
    expect(rewrite.angle).not.toBe(first.angle);
    expect(rewrite.subject).not.toBe(first.subject);
  });

  it('still reads the older input, subjects without their angles', async () => {
    const trends = await researchTrends(models, { products: earbuds, keywords: [], earlierSubjects: [] });
    const subjects: string[] = [];
    const angles: string[] = [];
    for (let run = 0; run < 6; run += 1) {
      const chosen = await chooseSubject(models, {
        products: earbuds,
        trends,
        earlierSubjects: [...subjects],
      });
      subjects.unshift(chosen.subject);
      angles.push(chosen.angle);
    }
    expect(new Set(angles).size).toBe(6);
  });
});

describe('careful editing', () => {
  it('keeps the listing’s casing of specs and names, and never lower-cases a feature line', async () => {
    for (const [pair, kept] of [
      [airFryers, ['105°F', '400°F']],
      [multiCookers, ['TenderCrisp']],
    ] as const) {
      const runs = await campaign(pair, 10);
      const all = runs.map(readerText).join('\n');
      for (const spec of kept) {
        expect(all).toContain(spec);
        expect(all).not.toContain(spec.toLowerCase());
      }
      for (const feature of pair.flatMap((product) => product.features)) {
        const whole = feature.toLowerCase();
        // A feature with capitals past its first letter must never appear lower-cased whole.
        if (whole !== `${feature.charAt(0).toLowerCase()}${feature.slice(1)}`)
          expect(all).not.toContain(whole);
        // Nor glued into a sentence with its capital ("stands out for Wide temperature range").
        if (/^[A-Z][a-z]/.test(feature))
          for (const glue of ['for', 'with', 'on', 'of', 'offers', 'has'])
            expect(all).not.toContain(`${glue} ${feature.split(' ').slice(0, 3).join(' ')}`);
      }
      expect(all).not.toMatch(/stands out for/i);
    }
  });

  it('never turns a fact a listing lacks into a con; names real trade-offs from both listings', async () => {
    // COSORI lists a noise figure and a footprint, Ninja neither; Ninja lists a temperature range and
    // a lighter-cooking claim, COSORI neither.
    const runs = await campaign(airFryers, 10);
    for (const { article } of runs) {
      const [ninja, cosori] = [article.product1.cons.join(' '), article.product2.cons.join(' ')];
      for (const cons of [ninja, cosori])
        expect(cons).not.toMatch(
          /not (?:stated|listed|mentioned)|no stated|missing|lacks|unlike|does not (?:say|list|mention)/i,
        );
      expect(ninja).not.toMatch(/nois|loud|quiet|footprint|compact|size/i);
      expect(cosori).not.toMatch(/temperature|fat|lighter cooking/i);
      // The trade-offs both listings show: a smaller basket and fewer functions on the Ninja.
      expect(ninja).toMatch(/4-quart\b.*5-quart|\b4\b.*\b9\b/);
    }
  });

  it('answers each FAQ question with its own answer; the price question points to the buttons', async () => {
    for (const pair of [airFryers, earbuds, multiCookers]) {
      const runs = await campaign(pair, 10);
      for (const { article, plan } of runs) {
        const answers = article.faq.map((entry) => entry.answer);
        expect(new Set(answers).size).toBe(answers.length);
        expect(article.faq.map((entry) => entry.question)).toEqual(plan.faqQuestions);
        const price = article.faq.find((entry) => /price|cost|sale/i.test(entry.question));
        expect(price?.answer).toContain('Check price on Amazon');
        for (const answer of answers) expect(answer).not.toMatch(/[$€£]\s?\d|\d\s?(?:USD|EUR|dollars)/);
      }
    }
  });

  it('writes headings and subjects that fit the category: no travel for a kitchen, no kitchen for earbuds', async () => {
    const kitchen = await campaign(airFryers, 16);
    for (const run of kitchen) {
      const headings = [run.plan.title, run.subject.subject, ...run.plan.sections.map((s) => s.heading)].join(
        '\n',
      );
      expect(headings).not.toMatch(/travel|commut|flight|train|gym|workout|earbud|listening/i);
      expect(run.plan.categories).toEqual(['Kitchen']);
    }
    const audio = await campaign(earbuds, 13);
    for (const run of audio) {
      const headings = [run.plan.title, run.subject.subject, ...run.plan.sections.map((s) => s.heading)].join(
        '\n',
      );
      expect(headings).not.toMatch(/kitchen|counter|dinner|cook|recipe/i);
    }
  });

  it('draws the pictures as scenes of the products’ world: no text, logos or product photos asked for', async () => {
    const runs = await campaign(earbuds, 3);
    for (const { plan } of runs) {
      expect(plan.imagePrompts).toHaveLength(3);
      for (const prompt of plan.imagePrompts ?? []) {
        expect(prompt.scene?.length).toBeGreaterThan(40);
        expect(prompt.scene?.length).toBeLessThanOrEqual(400);
        expect(prompt.scene).toMatch(/No text, no logos, no products/);
        for (const product of earbuds) expect(prompt.scene).not.toContain(shortName(product));
      }
      expect(new Set(plan.imagePrompts?.map((prompt) => prompt.scene)).size).toBe(3);
    }
  });
});

describe('the offline writers through generateText + Output.object', () => {
  it('answer every task with output its schema accepts, for rich and for bare products', async () => {
    const schemas: Record<string, z.ZodType> = {
      trends: trendResearchSchema,
      subject: subjectSchema,
      plan: blogPlanSchema,
      body: articleBodySchema,
      closing: articleClosingSchema,
    };
    for (const pair of [
      airFryers,
      earbuds,
      [bare('B000000001', 'Desk Lamp'), bare('B000000002', 'Floor Lamp')],
    ] as Pair[]) {
      const outputs = await runOnce(pair);
      for (const [name, schema] of Object.entries(schemas))
        expect(schema.safeParse(outputs[name as keyof typeof outputs]).success, name).toBe(true);
      expect(pinCopySchema.safeParse({ pins: outputs.pins }).success).toBe(true);
    }
  });

  it('write each task directly through the SDK for any task name the tasks use', async () => {
    const { subject, trends } = await runOnce(airFryers);
    const result = await generateText({
      model: models.text,
      output: Output.object({ schema: subjectSchema, name: 'subject' }),
      prompt: 'Choose a subject.',
      // The input as the offline model receives it: JSON.
      // The input as the offline model receives it: JSON.
      providerOptions: {
        offline: JSON.parse(
          JSON.stringify({ task: 'subject', input: { products: airFryers, trends, earlier: [] } }),
        ),
      },
    });
    expect(result.output).toEqual(subject);
  });

  it('are deterministic: the same input gives the same article', async () => {
    const [first, second] = [await runOnce(earbuds), await runOnce(earbuds)];
    expect(second).toEqual(first);
  });

  it('plan a title within 70 characters that keeps the angle, and carry the angle on the plan', async () => {
    for (const run of await campaign(multiCookers, 12)) {
      expect(run.plan.title.length).toBeLessThanOrEqual(70);
      expect(run.plan.title.endsWith('…')).toBe(false);
      expect(run.plan.slugHint).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(run.plan.angle).toBe(run.subject.angle);
    }
  });

  it('follow the angle from the plan alone, as a plan read back from an older checkpoint has it', async () => {
    const { plan, subject, article } = await runOnce(airFryers);
    // Stripped of the stamped angle (the checkpoint's schema keeps only the model's fields).
    const { angle: _angle, audience: _audience, ...stored } = plan;
    const body = await writeArticleBody(models, { products: airFryers, plan: stored });
    expect(body.sections).toEqual(article.sections);
    const closing = await writeArticleClosing(models, { products: airFryers, plan: stored, subject });
    expect(closing.faq).toEqual(article.faq);
  });

  it('compare like with like in a concise table ending with the angle’s “Best for”', async () => {
    const { article } = await runOnce(airFryers);
    const capacity = article.comparisonRows.find((row) => row.feature === 'Capacity');
    expect(capacity).toMatchObject({ product1: '4-quart basket', product2: '5-quart basket' });
    expect(article.comparisonRows.at(-1)?.feature).toBe('Best for');
    expect(article.comparisonRows.length).toBeGreaterThanOrEqual(4);
  });
});

describe('listing lines', () => {
  it('reads an Amazon bullet: its ALL-CAPS header dropped, its casing kept, its spec compared', () => {
    expect(tidyLine('WIDE TEMPERATURE RANGE: Cook from 105°F to 400°F, from dehydrating to crisping.')).toBe(
      'Cook from 105°F to 400°F, from dehydrating to crisping',
    );
    const book = readProduct(
      {
        asin: 'B0TEST0001',
        title: 'Test Air Fryer',
        features: ['WIDE TEMPERATURE RANGE: Cook from 105°F to 400°F.', 'Works with Alexa and the Wi-Fi app'],
        url: 'https://www.amazon.com/dp/B0TEST0001',
      },
      'Test Air Fryer',
    );
    const [range, smart] = book.facts;
    expect(range).toMatchObject({ aspect: 'temperature', value: 295, short: '105°F to 400°F range' });
    // A verb line becomes the product's sentence; "Alexa" and "Wi-Fi" keep their capitals.
    expect(smart?.form).toEqual({ kind: 'verb', text: 'works with Alexa and the Wi-Fi app' });
    expect(book.assistant).toBe('Alexa');
  });
});

describe('short product names', () => {
  it('keep the brand and model of a listing title', () => {
    const names = Object.fromEntries(amazonCatalogue.map((product) => [product.asin, shortName(product)]));
    expect(names).toMatchObject({
      B0D1XD1ZV3: 'Apple AirPods Pro 2',
      B0C33XXS56: 'Sony WF-1000XM5',
      B08KTZ8249: 'Kindle Paperwhite',
      B07FDJMC9Q: 'Ninja AF101',
      B0936FGLQS: 'COSORI Pro LE',
      B00FLYWNYQ: 'Instant Pot Duo 7-in-1',
      B09B8V1LZ3: 'Echo Dot',
      B003UKM9CO: 'Oral-B Pro 1000',
      B07QBPDWLS: 'Keychron K2',
      B08N5NQ869: 'Ring Video Doorbell',
    });
    for (const name of Object.values(names)) expect(name.length).toBeLessThanOrEqual(40);
  });
});
