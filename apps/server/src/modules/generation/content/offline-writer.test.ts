import { amazonCatalogue } from '@aa/sandbox/amazon/catalogue';
import { generateText, Output } from 'ai';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAiModels } from '../../../integrations/ai/ai-models.ts';
import { offlineWriters, shortName } from './offline-writer.ts';
import {
  articleBodySchema,
  articleClosingSchema,
  articleSchema,
  blogPlanSchema,
  type ProductFacts,
  pinCopySchema,
  subjectSchema,
  trendResearchSchema,
} from './schemas.ts';
import {
  chooseSubject,
  planArticle,
  researchTrends,
  writeArticle,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from './tasks.ts';

const models = createAiModels({ provider: 'offline', offlineWriters, maxConcurrency: 2 });

const products = [
  {
    asin: 'B07FDJMC9Q',
    title: 'Ninja AF101 Air Fryer that Crisps, Roasts, Reheats, & Dehydrates, 4 Quart Capacity',
    brand: 'Ninja',
    features: [
      '4-quart ceramic-coated nonstick basket and crisper plate',
      'Wide temperature range from 105°F to 400°F',
      'Dishwasher safe basket and crisper plate',
    ],
    url: 'https://www.amazon.com/dp/B07FDJMC9Q',
  },
  {
    asin: 'B00FLYWNYQ',
    title: 'Instant Pot Duo 7-in-1 Electric Pressure Cooker, 6 Quart',
    brand: 'Instant Pot',
    features: ['7 appliances in 1: pressure cooker, slow cooker, rice cooker, steamer', '6 quart capacity'],
    url: 'https://www.amazon.com/dp/B00FLYWNYQ',
  },
] satisfies [ProductFacts, ProductFacts];

/** A product known only by its URL slug: no brand, no features. */
const bare = (asin: string, title: string): ProductFacts => ({
  asin,
  title,
  features: [],
  url: `https://www.amazon.com/dp/${asin}`,
  source: 'slug',
});

async function runAll(pair: [ProductFacts, ProductFacts], earlierSubjects: string[] = []) {
  const trends = await researchTrends(models, {
    products: pair,
    keywords: ['air fryer recipes'],
    earlierSubjects,
  });
  const subject = await chooseSubject(models, { products: pair, trends, earlierSubjects });
  const [pins, plan] = await Promise.all([
    writePinCopy(models, { products: pair, subject }),
    planArticle(models, { products: pair, subject, trends }),
  ]);
  const [body, closing] = await Promise.all([
    writeArticleBody(models, { products: pair, plan }),
    writeArticleClosing(models, { products: pair, plan, subject }),
  ]);
  return { trends, subject, pins: { pins }, plan, body, closing };
}

describe('the offline writers through generateText + Output.object', () => {
  it('answer every task with output its schema accepts, for rich and for bare products', async () => {
    const schemas: Record<string, z.ZodType> = {
      trends: trendResearchSchema,
      subject: subjectSchema,
      pins: pinCopySchema,
      plan: blogPlanSchema,
      body: articleBodySchema,
      closing: articleClosingSchema,
    };
    for (const pair of [products, [bare('B000000001', 'Desk Lamp'), bare('B000000002', 'Floor Lamp')]] as [
      ProductFacts,
      ProductFacts,
    ][]) {
      const outputs = await runAll(pair);
      for (const [name, output] of Object.entries(outputs)) {
        const schema = schemas[name];
        expect(schema?.safeParse(output).success, name).toBe(true);
      }
    }
  });

  it('write each task directly through the SDK for any task name the tasks use', async () => {
    const { subject, trends } = await runAll(products);
    const result = await generateText({
      model: models.text,
      output: Output.object({ schema: subjectSchema, name: 'subject' }),
      prompt: 'Choose a subject.',
      providerOptions: { offline: { task: 'subject', input: { products, trends, earlierSubjects: [] } } },
    });
    expect(result.output).toEqual(subject);
  });

  it('are deterministic: the same input gives the same article', async () => {
    const [first, second] = [await runAll(products), await runAll(products)];
    expect(second).toEqual(first);
  });

  it('pick 5 distinct subjects over 5 runs fed the earlier subjects', async () => {
    for (const pair of [products, [bare('B000000001', 'Desk Lamp'), bare('B000000002', 'Floor Lamp')]] as [
      ProductFacts,
      ProductFacts,
    ][]) {
      const earlier: string[] = [];
      for (let run = 0; run < 5; run += 1) {
        const { subject } = await runAll(pair, [...earlier]);
        expect(earlier.map((s) => s.toLowerCase())).not.toContain(subject.subject.toLowerCase());
        earlier.push(subject.subject);
      }
      expect(new Set(earlier).size).toBe(5);
    }
  });

  it('plan a title within 70 characters that keeps the angle instead of a clipped subject', async () => {
    const earlier: string[] = [];
    for (let run = 0; run < 8; run += 1) {
      const { plan, subject } = await runAll(products, [...earlier]);
      earlier.push(subject.subject);
      expect(plan.title.length).toBeLessThanOrEqual(70);
      expect(plan.title.endsWith('…')).toBe(false);
      expect(plan.slugHint).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(plan.imagePrompts).toHaveLength(3);
    }
  });

  it('compare like with like in the table, and name real gaps as cons', async () => {
    const { body } = await runAll(products);
    const article = articleSchema.parse({
      ...body,
      verdict: 'v',
      faq: [1, 2, 3].map(() => ({ question: 'q', answer: 'a' })),
    });
    const features = article.comparisonRows.map((row) => row.feature);
    expect(features).toEqual(expect.arrayContaining(['Brand', 'Capacity', 'Best for']));
    const capacity = article.comparisonRows.find((row) => row.feature === 'Capacity');
    expect(capacity?.product1).toMatch(/4-quart/);
    expect(capacity?.product2).toMatch(/6 quart/);
    expect(article.product2.cons.join(' ')).toMatch(/temperature range|cleaning and care/);
    const whole = await writeArticle(models, {
      products,
      plan: (await runAll(products)).plan,
      subject: (await runAll(products)).subject,
    });
    expect(articleSchema.safeParse(whole).success).toBe(true);
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
      B00FLYWNYQ: 'Instant Pot Duo 7-in-1',
      B09B8V1LZ3: 'Echo Dot',
      B003UKM9CO: 'Oral-B Pro 1000',
      B07QBPDWLS: 'Keychron K2',
    });
    for (const name of Object.values(names)) expect(name.length).toBeLessThanOrEqual(40);
  });
});
