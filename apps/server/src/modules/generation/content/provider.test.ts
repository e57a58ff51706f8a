/**
 * The real-provider path: the same task functions through an OpenAI-compatible endpoint (a local
 * server speaking /v1/chat/completions), structured output parsed and validated with the task's schema;
 * a rate-limited answer is retried by the limiter.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerModel } from '../../../integrations/ai/ai-models.ts';
import { createAiLimiter } from '../../../integrations/ai/limiter.ts';
import { chooseSubject } from './tasks.ts';

const subject = {
  subject: 'Kindle Paperwhite vs Kobo Clara 2E for Night Reading',
  angle: 'which one is easier on the eyes at night',
  targetKeyword: 'kindle vs kobo',
  reason: 'Readers compare warm light before buying.',
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
