/**
 * The French offline writer (issue 20, 1): ten runs of a French campaign are ten articles on ten
 * angles, far apart (the uniqueness check's 5-grams), in French (no English heading, French
 * typography, decimal commas, agreement with the product's gender and number), the figures of an
 * English listing restated in French and its lines quoted as listed, the campaign's pins' preference
 * honoured with the English writer's function, and no other language written offline.
 */

import { disclosureFor } from '@aa/contracts';
import { amazonCatalogue } from '@aa/sandbox/amazon/catalogue';
import { frenchListings } from '@aa/sandbox/amazon/catalogue-fr';
import { createAiModels } from '@aa/server/integrations/ai/ai-models';
import type { SubjectSteer } from '@aa/server/modules/generation/content/angle-families';
import { shortName } from '@aa/server/modules/generation/content/product-names';
import { renderArticleHtml } from '@aa/server/modules/generation/content/render-article';
import {
  type Article,
  articleBodySchema,
  articleClosingSchema,
  articleSchema,
  blogPlanSchema,
  type ProductFacts,
  pinCopySchema,
  subjectSchema,
  trendResearchSchema,
} from '@aa/server/modules/generation/content/schemas';
import { articleText, overlap, shingles } from '@aa/server/modules/generation/content/similarity';
import {
  chooseSubject,
  type EarlierRun,
  planArticle,
  researchTrends,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from '@aa/server/modules/generation/content/tasks';
import { describe, expect, it } from 'vitest';
import { factOn } from '../facts.ts';
import { lireFiche } from './facts.ts';
import { hashtag, SUJETS_EPINGLE_FR } from './french.ts';
import { ANGLES } from './recipes.ts';
import { vocabulaireFor } from './vocabulary.ts';

const models = createAiModels({ provider: 'offline', maxConcurrency: 2 });

type Pair = [ProductFacts, ProductFacts];

/** A product as amazon.fr lists it (the stand-in's French listing), or as amazon.com does. */
function listed(asin: string, store: 'fr' | 'com' = 'fr'): ProductFacts {
  const product = amazonCatalogue.find((entry) => entry.asin === asin);
  if (!product) throw new Error(`${asin} is not in the catalogue`);
  const french = store === 'fr' ? frenchListings[asin] : undefined;
  return { ...product, ...french, url: `https://www.amazon.${store}/dp/${asin}`, source: 'page' };
}

/** Every pair of the catalogue, as amazon.fr lists it. */
const frenchPairs: [string, Pair][] = Array.from({ length: amazonCatalogue.length / 2 }, (_, k) => {
  const [first, second] = [amazonCatalogue[2 * k], amazonCatalogue[2 * k + 1]];
  if (!first || !second) throw new Error('the catalogue lists products in pairs');
  return [`${shortName(first)} vs ${shortName(second)}`, [listed(first.asin), listed(second.asin)]];
});

const airFryers: Pair = [listed('B07FDJMC9Q'), listed('B0936FGLQS')];
const earbuds: Pair = [listed('B0D1XD1ZV3'), listed('B0C33XXS56')];

async function runOnce(
  pair: Pair,
  earlier: EarlierRun[],
  earlierPins: { title: string; description: string }[],
  steer?: SubjectSteer,
) {
  const language = 'fr' as const;
  const trends = await researchTrends(models, {
    products: pair,
    keywords: [],
    earlierSubjects: earlier.map((run) => run.subject),
    language,
  });
  const subject = await chooseSubject(models, {
    products: pair,
    trends,
    earlier,
    language,
    ...(steer ? { steer } : {}),
  });
  const [pins, plan] = await Promise.all([
    writePinCopy(models, { products: pair, subject, earlierPins, language }),
    planArticle(models, { products: pair, subject, trends, language }),
  ]);
  const [body, closing] = await Promise.all([
    writeArticleBody(models, { products: pair, plan, language }),
    writeArticleClosing(models, { products: pair, plan, subject, language }),
  ]);
  return { trends, subject, pins, plan, article: { ...body, ...closing } as Article };
}

async function campaign(pair: Pair, runs: number) {
  const earlier: EarlierRun[] = [];
  const earlierPins: { title: string; description: string }[] = [];
  const made: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runOnce(pair, earlier.slice(0, 20), [...earlierPins]);
    made.push(result);
    earlier.unshift({ subject: result.subject.subject, angle: result.subject.angle });
    earlierPins.push(...result.pins.map(({ title, description }) => ({ title, description })));
  }
  return made;
}

function overlaps(articles: Article[]): number[] {
  const sets = articles.map((article) => shingles(articleText(article)));
  const values: number[] = [];
  for (let i = 0; i < sets.length; i += 1)
    for (let j = i + 1; j < sets.length; j += 1)
      values.push(overlap(sets[i] as Set<string>, sets[j] as Set<string>));
  return values.sort((a, b) => a - b);
}

/** Every string a run writes, for the checks of its words. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What we write ourselves: every string with the listings' quoted lines taken out. */
const ourWords = (text: string) => text.replace(/«[^»]*»/g, '«»');

describe('a French campaign, offline', () => {
  it('writes ten articles on ten angles, far apart (median overlap ≤ 0.30, none above the check’s 0.45)', async () => {
    const runs = await campaign(airFryers, 10);
    expect(new Set(runs.map((run) => run.subject.angle)).size).toBe(10);
    expect(new Set(runs.map((run) => run.plan.title)).size).toBe(10);
    const values = overlaps(runs.map((run) => run.article));
    const median = values[Math.floor(values.length / 2)] ?? 1;
    expect(median).toBeLessThanOrEqual(0.3);
    expect(values.at(-1)).toBeLessThanOrEqual(0.45);
    for (const run of runs) {
      expect(() => subjectSchema.parse(run.subject)).not.toThrow();
      expect(() => blogPlanSchema.parse(run.plan)).not.toThrow();
      expect(() => articleBodySchema.parse(run.article)).not.toThrow();
      expect(() => articleClosingSchema.parse(run.article)).not.toThrow();
      expect(() => pinCopySchema.parse({ pins: run.pins })).not.toThrow();
      expect(() => trendResearchSchema.parse(run.trends)).not.toThrow();
    }
  });

  it('keeps every pair of the catalogue apart over ten runs, in valid French output', {
    timeout: 60_000,
  }, async () => {
    for (const [name, pair] of frenchPairs) {
      const runs = await campaign(pair, 10);
      expect(new Set(runs.map((run) => run.subject.angle)).size, name).toBe(10);
      const values = overlaps(runs.map((run) => run.article));
      expect(values[Math.floor(values.length / 2)], name).toBeLessThanOrEqual(0.3);
      expect(values.at(-1), name).toBeLessThanOrEqual(0.45);
    }
  });

  it('writes French: no English heading, French typography, decimal commas, our words never English', async () => {
    const runs = [...(await campaign(airFryers, 4)), ...(await campaign(earbuds, 4))];
    const english = /\b(?:the|and|which|with|your|what|how|best|for|who|should|buy|than)\b/i;
    for (const run of runs) {
      for (const section of run.article.sections)
        expect(section.heading, section.heading).not.toMatch(english);
      for (const raw of strings(run)) {
        const text = ourWords(raw);
        expect(raw, raw).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
        expect(text, text).not.toMatch(english);
        // A colon, and ; ! ? after a word, have their non-breaking space; guillemets too.
        expect(text, text).not.toMatch(
          /[^ \u00a0\u202f\d]:(?=[ \u00a0]|$)| [:;!?](?=[ \u00a0]|$)|\p{L}[;!?](?=[ \u00a0]|$)/u,
        );
        expect(text, text).not.toMatch(/\p{L}'\p{L}/u);
        expect(text, text).not.toMatch(/\d\.\d/);
      }
    }
    // French listings' figures as French writes them.
    const all = strings(runs).join(' ');
    expect(all).toMatch(/\d,\d litres/);
    expect(all).toContain('\u00a0:');
    expect(all).toContain('«\u00a0');
  });

  it('agrees with the product: feminine air fryers, plural earbuds', async () => {
    const [fryers] = await campaign(airFryers, 1);
    const [buds] = await campaign(earbuds, 1);
    const fryerText = strings(fryers).join(' ');
    expect(fryerText).toContain('la Ninja AF101');
    expect(fryerText).not.toMatch(/\ble Ninja AF101\b|\bdu Ninja AF101\b/);
    const budText = strings(buds).join(' ');
    expect(budText).toContain('les Apple AirPods Pro 2');
    expect(budText).not.toMatch(
      /\ble Apple AirPods|\bdu Apple AirPods|AirPods Pro 2 (?:tient|annonce|offre|est) /,
    );
  });

  it('opens its post with the French disclosure, under French labels', async () => {
    const [run] = await campaign(airFryers, 1);
    if (!run) throw new Error('no run');
    const html = renderArticleHtml({
      article: run.article,
      plan: run.plan,
      products: airFryers.map((product) => ({
        title: shortName(product),
        asin: product.asin,
        affiliateUrl: `https://www.amazon.fr/dp/${product.asin}?tag=t-21`,
      })),
      images: [],
      publishedAt: new Date(),
      language: 'fr',
    });
    expect(html).toContain(disclosureFor('fr'));
    expect(html.indexOf(disclosureFor('fr'))).toBeLessThan(html.indexOf('<a '));
    expect(html).toContain('<h2>Questions fréquentes</h2>');
    expect(html).not.toContain('As an Amazon Associate');
  });

  it('quotes an English listing as listed and restates its figures in French (litres, °C)', async () => {
    const english: Pair = [listed('B07FDJMC9Q', 'com'), listed('B0936FGLQS', 'com')];
    const [run] = await campaign(english, 1);
    const text = strings(run?.article).join(' ');
    expect(text).toMatch(/3,8 litres \(4 quarts\)|4,7 litres \(5 quarts\)|3,8 litres|4,7 litres/);
    expect(text).toMatch(/environ 41 à 204 °C/);
    expect(ourWords(text)).not.toMatch(/\bquarts?\b(?!\))|°F(?! \()/);
    // Quoted lines keep the listing's words.
    const quoted = [...text.matchAll(/«\u00a0([^»]*)\u00a0»/g)].map((m) => m[1]);
    for (const line of quoted)
      if (line && /basket|functions|dB/.test(line))
        expect(english.flatMap((p) => p.features)).toContain(line);
  });

  it('prefers the family whose pins earned clicks (preferFamilies), saying why in French', async () => {
    const steer: SubjectSteer = {
      ranked: [
        { family: 'durability', runs: 2, impressions: 900, saves: 20, outboundClicks: 45, clickRate: 0.05 },
        { family: 'simplicity', runs: 2, impressions: 900, saves: 30, outboundClicks: 9, clickRate: 0.01 },
      ],
    };
    const plain = await runOnce(airFryers, [], []);
    const steered = await runOnce(airFryers, [], [], steer);
    expect(steered.subject.family).toBe('durability');
    expect(steered.subject.reason).toMatch(/^Les angles «\u00a0durabilité\u00a0»/);
    expect(ANGLES.find((angle) => angle.angle !== undefined && angle.family === 'durability')).toBeDefined();
    expect(plain.subject.reason).not.toContain('Pinterest');
  });

  it('gives every French angle its family', () => {
    for (const angle of ANGLES) expect(angle.family, angle.id).toBeTruthy();
    expect(ANGLES.length).toBeGreaterThanOrEqual(10);
  });

  it('writes no other language offline: a German article is refused, not written in English', async () => {
    const trends = await researchTrends(models, { products: airFryers, keywords: [], earlierSubjects: [] });
    await expect(
      chooseSubject(models, { products: airFryers, trends, earlier: [], language: 'de' }),
    ).rejects.toThrow(/writes English and French, not de/);
  });
});

/** A product whose page was read but gave little: one brand for both, as two sizes of one range. */
const thin = (asin: string, title: string, features: string[]): ProductFacts => ({
  asin,
  title,
  brand: 'Ninja',
  features,
  url: `https://www.amazon.fr/dp/${asin}`,
  source: 'page',
});

describe('une fiche française', () => {
  it('reads « maintien au chaud » as a cooking function, not as comfort (no « confort » of an air fryer)', () => {
    const fiche = lireFiche(
      {
        asin: 'B0936FGLQS',
        title: 'COSORI Pro LE Friteuse sans huile 4,7 L',
        features: ['9 fonctions en une touche, dont le préchauffage et le maintien au chaud'],
        url: 'https://www.amazon.fr/dp/B0936FGLQS',
        source: 'page',
      },
      'COSORI Pro LE',
      { g: 'f', pl: false },
    );
    expect(factOn(fiche, 'fit')).toBeUndefined();
    expect(factOn(fiche, 'modes')).toBeDefined();
    const casque = lireFiche(
      {
        asin: 'B09XS7JWHH',
        title: 'Sony WH-1000XM5 Casque',
        features: ['Maintien confortable grâce à des coussinets doux'],
        url: 'https://www.amazon.fr/dp/B09XS7JWHH',
        source: 'page',
      },
      'Sony WH-1000XM5',
      { g: 'm', pl: false },
    );
    expect(factOn(casque, 'fit')).toBeDefined();
  });
});

describe('une fiche illisible', () => {
  it.each([
    ['no feature', []],
    ['one feature', ['Panier de 4,7 litres']],
  ])(
    'with %s, still fills the four-row table in French with what is true of both, and the post renders',
    async (_, features) => {
      const pair: Pair = [
        thin('B000000011', 'Ninja Friteuse sans huile AF101', features),
        thin('B000000012', 'Ninja Friteuse sans huile AF161', features),
      ];
      const [run] = await campaign(pair, 1);
      if (!run) throw new Error('no run');
      expect(articleSchema.safeParse(run.article).success).toBe(true);
      expect(run.article.comparisonRows.length).toBeGreaterThanOrEqual(4);
      if (features.length === 0)
        expect(run.article.comparisonRows).toContainEqual({
          feature: 'Détails de la fiche',
          product1: 'Non précisé',
          product2: 'Non précisé',
        });
      expect(run.article.comparisonRows.map((row) => row.feature)).not.toContain('Listing details');
      const html = renderArticleHtml({
        article: run.article,
        plan: run.plan,
        products: pair.map((product) => ({
          title: shortName(product),
          asin: product.asin,
          affiliateUrl: `https://www.amazon.fr/dp/${product.asin}?tag=t-21`,
        })),
        images: [],
        publishedAt: new Date(),
        language: 'fr',
      });
      for (const row of run.article.comparisonRows) expect(html).toContain(row.feature);
    },
  );
});

describe('les mots-dièse des épingles (issue 32)', () => {
  it('sont celui du type de produit, le sujet de l’angle tel qu’on le cherche sur Pinterest et celui du comparatif', async () => {
    for (const [name, pair] of frenchPairs) {
      const kind = hashtag(vocabulaireFor(pair).kind.plur);
      for (const run of await campaign(pair, 8))
        for (const pin of run.pins) {
          // The disclosure stays; besides it, at most three relevant ones.
          expect(pin.description).toMatch(/ #affiliate$/);
          const tags = (pin.description.match(/#[^\s#]+/g) ?? []).filter((tag) => tag !== '#affiliate');
          expect(tags.length, `${name} : ${pin.description}`).toBeLessThanOrEqual(3);
          for (const tag of tags)
            expect(
              tag === kind || SUJETS_EPINGLE_FR.has(tag),
              `${name} : ${tag} dans « ${pin.description} »`,
            ).toBe(true);
        }
    }
  }, 120_000);
});
