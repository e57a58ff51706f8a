/**
 * Deterministic generation services for tests of the pipeline's orchestration (checkpoints, leases,
 * idempotent publishing): plain content, tiny real PNGs, optional latency and injected failures.
 */

import type { GenerationServices, ProductInfo } from '../modules/generation/services.ts';
import { solidPng } from './png.ts';

export type StepName = 'product' | 'trends' | 'subject' | 'pinCopy' | 'composePin' | 'plan' | 'write';

export interface FakeOptions {
  /** Milliseconds each step takes. */
  latency?: Partial<Record<StepName, number>>;
  /** Throws in this step while the predicate says so (e.g. the first call only). */
  failIn?: { step: StepName; times: number };
  /** Counts calls per step. */
  calls?: Partial<Record<StepName, number>>;
  /**
   * How the article reads: `by-angle` (default) writes a different text for each angle; `same`
   * writes one text whatever the angle (a model that repeats itself).
   */
  writes?: 'by-angle' | 'same' | ((angle: string) => string);
  /** Pins' words the same on every run ("Pin 1"…), instead of on the subject's angle. */
  pinsRepeat?: boolean;
  /**
   * A model that claims first-hand use (issue 27): `sentence` opens the article's introduction, and its
   * rewrite drops what it is asked to (`rewrite: 'drop'`, the default) or writes the claim again
   * (`'again'`: a model that will not stop).
   */
  claims?: { sentence: string; rewrite?: 'drop' | 'again' };
  /** The sentences the honesty step asked to rewrite, in order. */
  rewrites?: string[][];
}

/** A paragraph of 40 words drawn from `seed`: texts of different seeds share no 5-gram. */
function prose(seed: string, sentences = 3): string {
  const vocabulary =
    'amber basil cedar delta ember fable garnet harbor indigo juniper kestrel lumen meadow nectar orchid pebble quartz raven saffron tundra umber velvet willow xenon yarrow zephyr'.split(
      ' ',
    );
  let h = 0;
  for (const char of seed) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  const words: string[] = [];
  for (let i = 0; i < sentences * 13; i += 1) {
    h = (Math.imul(h ^ (h >>> 15), 2246822507) + i) >>> 0;
    words.push(`${vocabulary[h % vocabulary.length]}${(h >>> 8) % 97}`);
  }
  return `${words.join(' ')}.`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fakeServices(options: FakeOptions = {}): GenerationServices {
  const calls = options.calls ?? {};
  let failures = options.failIn?.times ?? 0;
  const step = async <T>(name: StepName, make: () => T): Promise<T> => {
    calls[name] = (calls[name] ?? 0) + 1;
    const ms = options.latency?.[name];
    if (ms) await sleep(ms);
    if (options.failIn?.step === name && failures > 0) {
      failures -= 1;
      throw new Error(`injected failure in ${name}`);
    }
    return make();
  };
  const product = (url: string): ProductInfo => {
    const asin = /\/dp\/([A-Z0-9]{10})/.exec(url)?.[1] ?? 'B000000001';
    return {
      asin,
      title: `Product ${asin}`,
      // RUN_FACTS_MIN: three lines a run can compare.
      features: ['Fast', 'Quiet', 'Light'],
      url: `https://www.amazon.com/dp/${asin}`,
      source: 'page',
    };
  };
  return {
    product: (url) => step('product', () => product(url)),
    manufacturerPage: async (url) => ({ url, site: new URL(url).hostname, problem: 'unreachable' as const }),
    amazonContentToWriter: true,
    research: async () => [],
    amazonItems: async () => null,
    trends: () =>
      step('trends', () => ({
        trends: ['gift', 'travel', 'office'].map((keyword) => ({
          keyword,
          angle: `for ${keyword}`,
          whyNow: 'season',
        })),
        audience: 'buyers',
      })),
    subject: ({ earlier }) =>
      step('subject', () => ({
        subject: `Which one to buy, take ${earlier.length + 1}`,
        angle: `angle ${earlier.length + 1}`,
        targetKeyword: 'best earbuds',
        reason: 'fresh',
      })),
    pinCopy: ({ subject }) =>
      step('pinCopy', () =>
        [1, 2, 3].map((n) => {
          const about = options.pinsRepeat ? '' : ` on ${subject.angle}`;
          return {
            title: `Pin ${n}${about}`,
            description: `Pin ${n}${about} #affiliate`,
            altText: `Pin image ${n}`,
          };
        }),
      ),
    composePin: ({ variant }) =>
      step('composePin', () => ({ png: solidPng(10, 15, [variant * 60, 20, 90]), width: 10, height: 15 })),
    // Landscape as the real one (1200×628 scaled down); not one of the counted steps.
    composeFeatured: async () => ({ png: solidPng(24, 13, [200, 120, 40]), width: 24, height: 13 }),
    plan: ({ subject }) =>
      step('plan', () => ({
        title: subject.subject,
        metaDescription: 'Compared.',
        excerpt: 'Two products compared.',
        sections: ['Design', 'Sound', 'Battery'].map((heading) => ({ heading, points: ['Light'] })),
        faqQuestions: ['Which is better?', 'Which lasts longer?', 'Which is lighter?'],
        imagePrompts: [1, 2, 3].map((n) => ({
          title: `Image ${n}`,
          altText: `Image ${n} of ${subject.subject}`,
          caption: `Caption ${n}`,
          scene: `Scene ${n}: ${subject.angle}, a sunny kitchen counter, no text`,
        })),
        categories: ['Reviews'],
        tags: ['earbuds', 'comparison', 'audio'],
      })),
    write: ({ part, subject }) =>
      step('write', () => {
        const seed =
          typeof options.writes === 'function'
            ? options.writes(subject.angle)
            : options.writes === 'same'
              ? 'always the same'
              : subject.angle;
        const text = (key: string) => prose(`${seed}:${key}`);
        return part === 'body'
          ? {
              intro: options.claims ? `${options.claims.sentence} ${text('intro')}` : text('intro'),
              sections: [1, 2, 3].map((n) => ({ heading: `Part ${n}`, paragraphs: [text(`section ${n}`)] })),
              comparisonRows: [1, 2, 3, 4].map((n) => ({
                feature: `Feature ${n}`,
                product1: 'Yes',
                product2: 'No',
              })),
              product1: { pros: ['Light', 'Quiet'], cons: ['Small case'] },
              product2: { pros: ['Loud', 'Cheap to run'], cons: ['Heavy'] },
            }
          : {
              verdict: text('verdict'),
              faq: [1, 2, 3].map((n) => ({ question: `Question ${n}?`, answer: text(`answer ${n}`) })),
            };
      }),
    renderHtml: ({ products, images }) =>
      [
        '<p>As an Amazon Associate I earn from qualifying purchases.</p>',
        ...products.map((p) => `<p><a href="${p.affiliateUrl}" rel="sponsored nofollow">${p.title}</a></p>`),
        ...images.map((i) => `<figure><img src="${i.url}" alt="${i.alt}"></figure>`),
      ].join('\n'),
    affiliateUrl: (asin, tag, host) => `https://${host}/dp/${asin}?tag=${tag}`,
    pinDescription: (text) => (text.length > 780 ? `${text.slice(0, 780)} #affiliate` : text),
    rewriteClaims: async ({ sentences }) => {
      options.rewrites?.push(sentences);
      return sentences.map((sentence) => (options.claims?.rewrite === 'again' ? sentence : ''));
    },
  };
}
