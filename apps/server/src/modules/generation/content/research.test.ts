/**
 * Research by the model (issue 29) with each provider's own web search, through the official AI SDK
 * providers against a local stand-in that answers as OpenAI's Responses API, Anthropic's Messages API
 * and Gemini's generateContent do with their search tools (recorded answers in fixtures/research):
 * the search tool is asked for under each provider's name, and a fact is kept only with an address
 * the search cited (a made-up address and a fact without one are dropped). No research offline.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiProvider, createAiModels } from '../../../integrations/ai/ai-models.ts';
import { citedFacts, researchProducts } from './research.ts';

const recorded = (name: string) =>
  readFileSync(new URL(`./fixtures/research/${name}.json`, import.meta.url), 'utf8');

/** What the stand-in was asked, per provider: the request's body. */
const asked: Record<string, Record<string, unknown>> = {};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const path = request.url ?? '';
      const provider = path.endsWith('/responses')
        ? 'openai'
        : path.endsWith('/messages')
          ? 'anthropic'
          : path.includes(':generateContent')
            ? 'google'
            : undefined;
      if (!provider) {
        response.writeHead(404).end();
        return;
      }
      asked[provider] = JSON.parse(body) as Record<string, unknown>;
      response.writeHead(200, { 'content-type': 'application/json' }).end(recorded(provider));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const PRODUCTS = [
  { title: 'Sony WH-1000XM5 Wireless Noise Canceling Headphones', brand: 'Sony' },
  { title: 'Bose QuietComfort Ultra Wireless Noise Cancelling Headphones', brand: 'Bose' },
];

const RTINGS = 'https://www.rtings.com/headphones/reviews/sony/wh-1000xm5-wireless';
const BOSE = 'https://www.bose.com/p/headphones/bose-quietcomfort-ultra-headphones';

const models = (provider: Exclude<AiProvider, 'offline' | 'openai-compatible'>) =>
  createAiModels({
    provider,
    apiKey: 'stand-in-key',
    baseUrl: provider === 'google' ? `${base}/v1beta` : `${base}/v1`,
  });

describe('research by the model', () => {
  it.each([
    [
      'openai',
      (body: Record<string, unknown>) =>
        expect(body.tools).toEqual([expect.objectContaining({ type: 'web_search' })]),
    ],
    [
      'anthropic',
      (body: Record<string, unknown>) =>
        expect(body.tools).toEqual([
          expect.objectContaining({ type: 'web_search_20250305', name: 'web_search', max_uses: 5 }),
        ]),
    ],
    ['google', (body: Record<string, unknown>) => expect(body.tools).toEqual([{ googleSearch: {} }])],
  ] as const)(
    'with %s’s own search keeps the facts whose page it cited',
    async (provider, askedForSearch) => {
      const facts = await researchProducts(models(provider), { products: PRODUCTS, language: 'en' });
      const request = asked[provider];
      if (!request) throw new Error(`${provider} was not asked`);
      askedForSearch(request);
      expect(JSON.stringify(request)).toContain('Bose QuietComfort Ultra');
      expect(facts).toContainEqual({
        product: 1,
        text: 'The WH-1000XM5 does not fold flat the way the WH-1000XM4 did, so its case is larger.',
        url: RTINGS,
      });
      expect(facts).toContainEqual({
        product: 2,
        text: 'Bose rates the QuietComfort Ultra at up to 24 hours, and up to 18 hours with Immersive Audio on.',
        url: BOSE,
      });
      // An address the search never cited, and a fact without one, are not facts.
      expect(facts.some((fact) => fact.url.includes('example-blog.invalid'))).toBe(false);
      expect(facts.some((fact) => /headband cushion/.test(fact.text))).toBe(false);
    },
  );

  it('is none for the offline writer and OpenAI-compatible servers: their providers offer no search', async () => {
    expect(createAiModels({ provider: 'offline' }).research).toBeUndefined();
    expect(createAiModels({ provider: 'openai-compatible', baseUrl: `${base}/v1` }).research).toBeUndefined();
    expect(
      await researchProducts(createAiModels({ provider: 'offline' }), { products: PRODUCTS, language: 'en' }),
    ).toEqual([]);
  });

  it('reads only lines of the asked form, at most six per product, each once', () => {
    const lines = Array.from({ length: 9 }, (_, i) => `P1 | Fact ${i} | ${RTINGS}`);
    const facts = citedFacts(
      [...lines, `P1 | Fact 0 | ${RTINGS}`, 'Some prose.', `P3 | Nope | ${RTINGS}`].join('\n'),
      [{ url: `${RTINGS}/` }],
    );
    expect(facts.map((fact) => fact.text)).toEqual([
      'Fact 0',
      'Fact 1',
      'Fact 2',
      'Fact 3',
      'Fact 4',
      'Fact 5',
    ]);
  });
});
