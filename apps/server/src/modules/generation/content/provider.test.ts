/**
 * The real-provider path: the same task functions through an OpenAI-compatible endpoint (a local
 * server speaking /v1/chat/completions), structured output parsed and validated with the task's schema;
 * a rate-limited answer is retried by the limiter.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { NoObjectGeneratedError } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiModels, providerModel } from '../../../integrations/ai/ai-models.ts';
import { createAiLimiter } from '../../../integrations/ai/limiter.ts';
import { rankFamilies } from './angle-families.ts';
import { PROMPT_VERSION } from './prompts.ts';
import type { ProductFacts } from './schemas.ts';
import {
  chooseSubject,
  planArticle,
  researchTrends,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from './tasks.ts';

const subject = {
  subject: 'Kindle Paperwhite vs Kobo Clara 2E for Night Reading',
  angle: 'which one is easier on the eyes at night',
  targetKeyword: 'kindle vs kobo',
  searchPhrase: 'Kindle Paperwhite vs Kobo Clara 2E for night reading',
  reason: 'Readers compare warm light before buying.',
  family: 'comfort' as const,
};

let server: Server;
let baseUrl = '';
const requests: { body: Record<string, unknown>; authorization?: string }[] = [];
let rateLimitFirst = true;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests.push({ body: JSON.parse(raw), authorization: request.headers.authorization });
      if (rateLimitFirst) {
        rateLimitFirst = false;
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
        response.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'local-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(subject) },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('an OpenAI-compatible provider', () => {
  it('answers a task through the same code path, schema-checked, after a 429', async () => {
    const text = providerModel({
      provider: 'openai-compatible',
      baseUrl,
      apiKey: 'sk-local',
      model: 'local-model',
      maxConcurrency: 1,
    });
    const models = { text, limiter: createAiLimiter({ maxConcurrency: 1, baseDelayMs: 1 }) };
    const product = (asin: string, title: string) => ({
      asin,
      title,
      features: ['Warm light'],
      url: `https://www.amazon.com/dp/${asin}`,
      source: 'page',
    });
    const chosen = await chooseSubject(models, {
      products: [product('B08KTZ8249', 'Kindle Paperwhite'), product('B0B7HVJTB8', 'Kobo Clara 2E')],
      trends: {
        trends: [{ keyword: 'night reading', angle: 'warm light', whyNow: 'winter' }],
        audience: 'readers',
      },
      earlierSubjects: ['Kindle Paperwhite vs Kobo Clara 2E: Which Is Better for Travel?'],
    });
    expect(chosen).toEqual(subject);
    expect(requests).toHaveLength(2);
    const [, sent] = requests;
    expect(sent?.authorization).toBe('Bearer sk-local');
    expect(sent?.body.model).toBe('local-model');
    // The prompt carries the earlier subjects, and the schema goes as the response format.
    expect(JSON.stringify(sent?.body.messages)).toContain('Which Is Better for Travel?');
    expect(JSON.stringify(sent?.body.response_format)).toContain('targetKeyword');
  });
});

const pair: [ProductFacts, ProductFacts] = [
  {
    asin: 'B08KTZ8249',
    title: 'Kindle Paperwhite',
    features: ['Warm light'],
    url: 'https://www.amazon.com/dp/B08KTZ8249',
  },
  {
    asin: 'B0B7HVJTB8',
    title: 'Kobo Clara 2E',
    features: ['Waterproof'],
    url: 'https://www.amazon.com/dp/B0B7HVJTB8',
  },
];

/** A provider's answer carrying `text` (what a model returns for a JSON response format). */
const answer = (text: string): LanguageModelV4GenerateResult => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 10, text: 10, reasoning: 0 },
  },
  warnings: [],
});

describe('a provider model (MockLanguageModelV4)', () => {
  it('is asked for JSON with the task schema, and its answer is parsed like the offline one', async () => {
    // What the provider answers: the same JSON the offline writers produce for this input.
    const offline = createAiModels({ provider: 'offline' });
    const trends = await researchTrends(offline, { products: pair, keywords: [], earlierSubjects: [] });
    const subject = await chooseSubject(offline, { products: pair, trends, earlierSubjects: [] });
    const expected = await planArticle(offline, { products: pair, subject, trends });
    const model = new MockLanguageModelV4({ doGenerate: answer(JSON.stringify(expected)) });
    const plan = await planArticle(
      { text: model, limiter: createAiLimiter({ maxConcurrency: 1 }) },
      { products: pair, subject, trends },
    );
    expect(plan).toEqual(expected);
    const [call] = model.doGenerateCalls;
    expect(call?.responseFormat).toMatchObject({ type: 'json', name: 'plan' });
    expect(JSON.stringify(call?.responseFormat)).toContain('imagePrompts');
    expect(JSON.stringify(call?.prompt)).toContain('Kobo Clara 2E');
  });

  it('fails a call whose answer breaks the schema (a 90-character title)', async () => {
    const offline = createAiModels({ provider: 'offline' });
    const trends = await researchTrends(offline, { products: pair, keywords: [], earlierSubjects: [] });
    const subject = await chooseSubject(offline, { products: pair, trends, earlierSubjects: [] });
    const valid = await planArticle(offline, { products: pair, subject, trends });
    const model = new MockLanguageModelV4({
      doGenerate: answer(JSON.stringify({ ...valid, title: 'x'.repeat(90) })),
    });
    await expect(
      planArticle(
        { text: model, limiter: createAiLimiter({ maxConcurrency: 1 }) },
        { products: pair, subject, trends },
      ),
    ).rejects.toSatisfy(NoObjectGeneratedError.isInstance);
    expect(model.doGenerateCalls).toHaveLength(1);
  });
});

describe('the prompts a provider is sent (prompts/v6)', () => {
  const offline = createAiModels({ provider: 'offline' });
  /** A provider that answers what the offline model would, and keeps the prompts it was sent. */
  const echo = (text: string) => new MockLanguageModelV4({ doGenerate: answer(text) });
  const sent = (model: MockLanguageModelV4) => JSON.stringify(model.doGenerateCalls[0]?.prompt);

  it('is version 6, whose writing prompts forbid claims of first-hand use but for the author’s notes, and facts from nowhere (issues 27, 29), and carry the run’s search phrase (issue 31)', async () => {
    expect(PROMPT_VERSION).toBe('v6');
    const { readFileSync } = await import('node:fs');
    for (const name of ['subject', 'pin-copy', 'plan', 'article-body', 'article-closing']) {
      const system = readFileSync(new URL(`./prompts/v6/${name}.md`, import.meta.url), 'utf8').split(
        '---',
      )[0];
      expect(system, name).toContain('Never claim first-hand use, testing or ownership');
      expect(system, name).toContain("The one exception is the author's own first-hand notes");
      expect(system, name).toContain('state no specification, pro, con or verdict those facts do not give');
    }
    for (const name of ['subject', 'plan', 'article-body'])
      expect(readFileSync(new URL(`./prompts/v6/${name}.md`, import.meta.url), 'utf8'), name).toMatch(
        /search phrase/,
      );
  });

  it('lists the earlier subjects with their angles and asks for an angle none of them took', async () => {
    const trends = await researchTrends(offline, { products: pair, keywords: [], earlierSubjects: [] });
    const earlier = [
      {
        subject: 'Kindle Paperwhite vs Kobo Clara 2E for Night Reading',
        angle: 'which one is easier on the eyes at night',
      },
      {
        subject: 'Kindle or Kobo as a Gift',
        angle: 'which one makes the better gift',
        searchPhrase: 'Kindle Paperwhite vs Kobo Clara 2E as a gift',
      },
    ];
    const model = echo(JSON.stringify(subject));
    await chooseSubject(
      { text: model, limiter: createAiLimiter({ maxConcurrency: 1 }) },
      { products: pair, trends, earlier },
    );
    const prompt = sent(model);
    for (const run of earlier) {
      expect(prompt).toContain(run.subject);
      expect(prompt).toContain(`(angle: ${run.angle})`);
    }
    expect(prompt).toContain('must take an angle none of them took');
    expect(prompt).toContain('(search phrase: Kindle Paperwhite vs Kobo Clara 2E as a gift)');
  });

  it('tells the subject what earned clicks on Pinterest and what trends in the store’s region', async () => {
    const research = await researchTrends(offline, { products: pair, keywords: [], earlierSubjects: [] });
    const trends = {
      ...research,
      pinterest: { region: 'FR', keywords: ['liseuse étanche', 'lecture au lit'] },
    };
    const steer = {
      ranked: rankFamilies([
        { family: 'value' as const, impressions: 600, saves: 9, outboundClicks: 18 },
        { family: 'features' as const, impressions: 900, saves: 20, outboundClicks: 5 },
      ]),
    };
    const model = echo(JSON.stringify(subject));
    await chooseSubject(
      { text: model, limiter: createAiLimiter({ maxConcurrency: 1 }) },
      { products: pair, trends, earlier: [], steer },
    );
    const prompt = sent(model);
    expect(prompt).toContain('Trending on Pinterest in FR this week: liseuse étanche, lecture au lit');
    expect(prompt).toContain(
      'Pins about value angles earned the most outbound clicks per impression (3.0% over 1 run; 2 families compared: features 0.6%). Prefer an angle of the value family',
    );
    const unsteered = echo(JSON.stringify(subject));
    await chooseSubject(
      { text: unsteered, limiter: createAiLimiter({ maxConcurrency: 1 }) },
      { products: pair, trends: research, earlier: [] },
    );
    expect(sent(unsteered)).toContain('no results yet');
    expect(sent(unsteered)).toContain('no Pinterest trends');
  });

  it('gives the plan, the body and the closing the angle and the audience; the plan asks for scenes', async () => {
    const trends = await researchTrends(offline, { products: pair, keywords: [], earlierSubjects: [] });
    const chosen = await chooseSubject(offline, { products: pair, trends, earlier: [] });
    const plan = await planArticle(offline, { products: pair, subject: chosen, trends });
    const limiter = createAiLimiter({ maxConcurrency: 1 });

    const planner = echo(JSON.stringify(plan));
    await planArticle({ text: planner, limiter }, { products: pair, subject: chosen, trends });
    expect(sent(planner)).toContain(`Angle: ${chosen.angle}`);
    expect(sent(planner)).toContain(`Audience: ${trends.audience}`);
    expect(JSON.stringify(planner.doGenerateCalls[0]?.responseFormat)).toContain('scene');

    const body = await writeArticleBody(offline, { products: pair, plan });
    const writer = echo(JSON.stringify(body));
    // The plan alone carries the angle (the pipeline may pass only the plan).
    await writeArticleBody({ text: writer, limiter }, { products: pair, plan });
    expect(sent(writer)).toContain(`Angle: ${chosen.angle}`);
    expect(sent(writer)).toContain(`Audience: ${trends.audience}`);
    expect(sent(writer)).toContain('A fact a listing does not mention is not a con');

    const closing = await writeArticleClosing(offline, { products: pair, plan, subject: chosen });
    const closer = echo(JSON.stringify(closing));
    await writeArticleClosing({ text: closer, limiter }, { products: pair, plan, subject: chosen });
    expect(sent(closer)).toContain(`Angle: ${chosen.angle}`);
    expect(sent(closer)).toContain('Check price on Amazon');
  });

  it("tells the model, in every task, to write in the campaign's language", async () => {
    const limiter = createAiLimiter({ maxConcurrency: 1 });
    const trends = await researchTrends(offline, { products: pair, keywords: [], earlierSubjects: [] });
    const chosen = await chooseSubject(offline, { products: pair, trends, earlier: [] });
    const plan = await planArticle(offline, { products: pair, subject: chosen, trends });
    const body = await writeArticleBody(offline, { products: pair, plan });
    const closing = await writeArticleClosing(offline, { products: pair, plan, subject: chosen });
    const pins = await writePinCopy(offline, { products: pair, subject: chosen });
    const language = 'fr' as const;
    const calls: [string, (model: MockLanguageModelV4) => Promise<unknown>][] = [
      [
        JSON.stringify(trends),
        (m) =>
          researchTrends(
            { text: m, limiter },
            { products: pair, keywords: [], earlierSubjects: [], language },
          ),
      ],
      [
        JSON.stringify(chosen),
        (m) => chooseSubject({ text: m, limiter }, { products: pair, trends, earlier: [], language }),
      ],
      [
        JSON.stringify(plan),
        (m) => planArticle({ text: m, limiter }, { products: pair, subject: chosen, trends, language }),
      ],
      [
        JSON.stringify(body),
        (m) => writeArticleBody({ text: m, limiter }, { products: pair, plan, language }),
      ],
      [
        JSON.stringify(closing),
        (m) => writeArticleClosing({ text: m, limiter }, { products: pair, plan, subject: chosen, language }),
      ],
      [
        JSON.stringify({ pins }),
        (m) => writePinCopy({ text: m, limiter }, { products: pair, subject: chosen, language }),
      ],
    ];
    const prompts: string[] = [];
    for (const [answered, ask] of calls) {
      const model = echo(answered);
      await ask(model);
      prompts.push(sent(model));
    }
    for (const prompt of prompts) expect(prompt).toContain('Write everything in French (fr)');
    // Each task names what it writes, so nothing of it stays English.
    expect(prompts[2]).toContain('the slug hint is lowercase ASCII words of that language');
    expect(prompts[2]).toContain('alt texts and captions');
    expect(prompts[3]).toContain('the comparison table');
    expect(prompts[4]).toContain('“Voir le prix sur Amazon”');
    expect(prompts[5]).toContain('#affiliate stays as it is');
    // An English campaign's prompt says English.
    const english = echo(JSON.stringify(plan));
    await planArticle({ text: english, limiter }, { products: pair, subject: chosen, trends });
    expect(sent(english)).toContain('Write everything in English (en)');
    expect(sent(english)).not.toContain('French');
  });

  it('lists the earlier pins for the pin copy', async () => {
    const trends = await researchTrends(offline, { products: pair, keywords: [], earlierSubjects: [] });
    const chosen = await chooseSubject(offline, { products: pair, trends, earlier: [] });
    const earlierPins = [
      { title: 'Kindle or Kobo? Read This First', description: 'Torn between the two? #affiliate' },
    ];
    const pins = await writePinCopy(offline, { products: pair, subject: chosen, earlierPins });
    const model = echo(JSON.stringify({ pins }));
    await writePinCopy(
      { text: model, limiter: createAiLimiter({ maxConcurrency: 1 }) },
      { products: pair, subject: chosen, earlierPins },
    );
    expect(sent(model)).toContain('Kindle or Kobo? Read This First');
    expect(sent(model)).toContain(chosen.angle);
  });
});
