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
      features: ['Fast', 'Quiet'],
      url: `https://www.amazon.com/dp/${asin}`,
      source: 'slug',
    };
  };
  return {
    product: (url) => step('product', () => product(url)),
    trends: () =>
      step('trends', () => ({
        trends: [{ keyword: 'gift', angle: 'gifting', whyNow: 'season' }],
        audience: 'buyers',
      })),
    subject: ({ earlierSubjects }) =>
      step('subject', () => ({
        subject: `Which one to buy, take ${earlierSubjects.length + 1}`,
        angle: 'value',
        targetKeyword: 'best earbuds',
        reason: 'fresh',
      })),
    pinCopy: () =>
      step('pinCopy', () =>
        [1, 2, 3].map((n) => ({
          title: `Pin ${n}`,
          description: `Pin ${n} #affiliate`,
          altText: `Pin image ${n}`,
        })),
      ),
    composePin: ({ variant }) =>
      step('composePin', () => ({ png: solidPng(10, 15, [variant * 60, 20, 90]), width: 10, height: 15 })),
    plan: ({ subject }) =>
      step('plan', () => ({
        title: subject.subject,
        metaDescription: 'Compared.',
        excerpt: 'Two products compared.',
        sections: [{ heading: 'Design', points: ['Light'] }],
        faqQuestions: ['Which is better?'],
        categories: ['Uncategorized'],
        tags: ['earbuds'],
      })),
    write: ({ part }) =>
      step('write', () => (part === 'body' ? { intro: 'Intro.' } : { verdict: 'Either.' })),
    renderHtml: ({ products, images }) =>
      [
        '<p>As an Amazon Associate I earn from qualifying purchases.</p>',
        ...products.map((p) => `<p><a href="${p.affiliateUrl}" rel="sponsored nofollow">${p.title}</a></p>`),
        ...images.map((i) => `<figure><img src="${i.url}" alt="${i.alt}"></figure>`),
      ].join('\n'),
    affiliateUrl: (asin, tag) => `https://www.amazon.com/dp/${asin}?tag=${tag}`,
    pinDescription: (text) => (text.length > 780 ? `${text.slice(0, 780)} #affiliate` : text),
  };
}
