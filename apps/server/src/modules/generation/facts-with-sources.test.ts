/**
 * Facts with sources (issue 29): a run reads each product's facts from the user's notes, its
 * manufacturer's page (the makers' sandbox here) and its Amazon page, keeps every fact with its source
 * on the run ("Facts used"), gives the writer only what it may state, and lets a first-person sentence
 * stand only where the user's notes support it. Offline writer, demo blog, real pipeline.
 */
import { Messages, RUN_FACTS_MIN, type RunFact } from '@aa/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { campaignPayload } from '../../test/factories.ts';
import { executionRow, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { generationServices } from './generation-services.ts';
import { runExecution } from './pipeline.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

const APPLE_PAGE = 'https://www.apple.com/airpods-pro/specs/';
const SONY_PAGE = 'https://electronics.sony.com/audio/headphones/truly-wireless-earbuds/p/wf1000xm5-b';
const NOTE = 'I have worn them on my commute every day since March';

async function campaignWith(headers: Record<string, string>, fields: Record<string, unknown>) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { ...campaignPayload, autoPostPinterest: false, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { campaign, execution } = res.json().data as { campaign: { id: string }; execution: { id: string } };
  return { campaignId: campaign.id, runId: execution.id };
}

async function factsOfRun(headers: Record<string, string>, campaignId: string): Promise<RunFact[]> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/campaigns/${campaignId}/executions`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [run] = (res.json().data as { executions: { result_data: { facts?: RunFact[] } }[] }).executions;
  return run?.result_data.facts ?? [];
}

describe('a run’s facts', () => {
  it('come from the notes, the maker’s page and the Amazon page, in that order, each with its source', async () => {
    const alice = await userWithEverything(server);
    const { campaignId, runId } = await campaignWith(alice.headers, {
      product1Notes: `${NOTE}.\n- The case fits a jeans coin pocket`,
      product1ManufacturerUrl: APPLE_PAGE,
      product2ManufacturerUrl: SONY_PAGE,
    });
    expect(await runExecution(server.ctx, generationServices(server.ctx), runId, log)).toBe('completed');
    const facts = await factsOfRun(alice.headers, campaignId);
    const first = facts.filter((fact) => fact.product === 1);
    expect(first.map((fact) => fact.source.kind)).toEqual([
      'notes',
      'notes',
      ...first.filter((fact) => fact.source.kind === 'manufacturer').map(() => 'manufacturer'),
      ...first.filter((fact) => fact.source.kind === 'product-page').map(() => 'product-page'),
    ]);
    expect(first.slice(0, 2).map((fact) => [fact.text, fact.source.name, fact.source.url])).toEqual([
      [`${NOTE}.`, 'Your notes', null],
      ['The case fits a jeans coin pocket', 'Your notes', null],
    ]);
    // The maker's spec table and JSON-LD, cited by site and page.
    expect(first).toContainEqual(
      expect.objectContaining({
        text: 'Chip: Apple H2 headphone chip',
        source: expect.objectContaining({ kind: 'manufacturer', name: 'apple.com', url: APPLE_PAGE }),
      }),
    );
    expect(
      facts.filter((fact) => fact.product === 2 && fact.source.kind === 'manufacturer').length,
    ).toBeGreaterThan(3);
    expect(
      facts.some((fact) => fact.source.kind === 'product-page' && fact.source.name === 'Amazon product page'),
    ).toBe(true);
    // The offline writer is this process: Amazon's text never leaves it, so it is given everything.
    expect(facts.every((fact) => fact.to_writer)).toBe(true);
    for (const fact of facts) expect(Date.parse(fact.source.read_at)).not.toBeNaN();

    // The article states the maker's facts, and the notes in the author's own voice, first person kept.
    const row = await executionRow(server, runId);
    const checkpoint = readCheckpoint(row.checkpoint);
    const article = JSON.stringify(checkpoint.article);
    expect(article).toContain(NOTE);
    // A maker's sentence that opens with "The" is named once, not "the the".
    expect(article).not.toMatch(/\bthe the\b/i);
    expect(checkpoint.plan?.sections.map((section) => section.heading)).toContain('What I Know First-Hand');
    expect(checkpoint.products?.[0].features).toContain('Chip: Apple H2 headphone chip');
    expect(checkpoint.products?.[0].features).not.toContain(`${NOTE}.`);
  });

  it('name a maker’s page that gave nothing, with its site and why, beside the facts the run did read', async () => {
    const alice = await userWithEverything(server);
    const missing = 'https://www.apple.com/airpods-pro/no-such-page/';
    const { campaignId, runId } = await campaignWith(alice.headers, { product1ManufacturerUrl: missing });
    expect(await runExecution(server.ctx, generationServices(server.ctx), runId, log)).toBe('completed');
    const res = await server.app.inject({
      url: `/api/campaigns/${campaignId}/executions`,
      headers: alice.headers,
    });
    const [run] = res.json().data.executions as { result_data: { sources_missed?: unknown[] } }[];
    expect(run?.result_data.sources_missed).toEqual([
      {
        product: 1,
        kind: 'manufacturer',
        name: 'apple.com',
        url: missing,
        problem: expect.stringMatching(/^unrea/),
      },
    ]);
    expect(
      (await factsOfRun(alice.headers, campaignId)).some((fact) => fact.source.kind === 'manufacturer'),
    ).toBe(false);
  });

  it('take the model’s research on the web after the maker’s page, each fact cited by the page its search read', async () => {
    const alice = await userWithEverything(server);
    const { campaignId, runId } = await campaignWith(alice.headers, { product2ManufacturerUrl: SONY_PAGE });
    const page = 'https://www.rtings.com/headphones/reviews/sony/wf-1000xm5';
    const asked: string[][] = [];
    const services = {
      ...generationServices(server.ctx),
      research: async (products: readonly { title: string }[]) => {
        asked.push(products.map((product) => product.title));
        return [{ product: 2 as const, text: 'Owners report the ear tips are larger than most.', url: page }];
      },
    };
    expect(await runExecution(server.ctx, services, runId, log)).toBe('completed');
    expect(asked).toEqual([
      [expect.stringContaining('AirPods Pro 2'), expect.stringContaining('WF-1000XM5')],
    ]);
    const second = (await factsOfRun(alice.headers, campaignId)).filter((fact) => fact.product === 2);
    const kinds = second.map((fact) => fact.source.kind);
    expect(kinds.indexOf('research')).toBeGreaterThan(kinds.lastIndexOf('manufacturer'));
    expect(kinds.indexOf('research')).toBeLessThan(kinds.indexOf('product-page'));
    expect(second).toContainEqual({
      product: 2,
      text: 'Owners report the ear tips are larger than most.',
      source: { kind: 'research', name: 'rtings.com', url: page, read_at: expect.any(String) },
      to_writer: true,
    });
  });

  it('are the only figures the article states: a model’s invented figure is taken out before publishing', async () => {
    const alice = await userWithEverything(server);
    const { runId } = await campaignWith(alice.headers, {});
    const offline = generationServices(server.ctx);
    const invented = 'Lasts 97 hours on a charge';
    const services = {
      ...offline,
      // A model that adds a figure no fact gives to the first product's pros and to the verdict.
      write: async (input: Parameters<typeof offline.write>[0]) => {
        const part = await offline.write(input);
        if (part.product1) part.product1 = { ...part.product1, pros: [...part.product1.pros, invented] };
        if (part.verdict) part.verdict = `${part.verdict} It charges fully in 13 minutes.`;
        return part;
      },
    };
    expect(await runExecution(server.ctx, services, runId, log)).toBe('completed');
    const { article } = readCheckpoint((await executionRow(server, runId)).checkpoint);
    expect(article?.product1.pros).not.toContain(invented);
    expect(article?.verdict).not.toContain('13 minutes');
    expect(article?.product1.pros.length).toBeGreaterThanOrEqual(2);
  });

  it('keep Amazon’s text from a third-party model, and stop the run when nothing else is known, saying what to add', async () => {
    const alice = await userWithEverything(server);
    const { runId } = await campaignWith(alice.headers, {});
    const provider = { ...generationServices(server.ctx), amazonContentToWriter: false };
    expect(await runExecution(server.ctx, provider, runId, log)).toBe('failed');
    const row = await executionRow(server, runId);
    expect(row.errorMessage).toContain(
      Messages.runFactsTooThin
        .replace('{{count}}', '1')
        .replace(
          '{{product}}',
          'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation, Hearing Aid Feature, USB-C Charging',
        )
        .replace('{{needed}}', String(RUN_FACTS_MIN)),
    );
    expect(row.errorMessage).toContain(Messages.creditsRefunded);
  });

  it('let a provider’s model write from the maker’s page and notes while Amazon’s text stays out of its prompt', async () => {
    const alice = await userWithEverything(server);
    const { campaignId, runId } = await campaignWith(alice.headers, {
      product1ManufacturerUrl: APPLE_PAGE,
      product2ManufacturerUrl: SONY_PAGE,
    });
    const offline = generationServices(server.ctx);
    const given: string[][] = [];
    const provider = {
      ...offline,
      amazonContentToWriter: false,
      plan: (input: Parameters<typeof offline.plan>[0]) => {
        given.push(...input.products.map((product) => product.features));
        return offline.plan(input);
      },
    };
    expect(await runExecution(server.ctx, provider, runId, log)).toBe('completed');
    const facts = await factsOfRun(alice.headers, campaignId);
    const amazon = facts.filter((fact) => fact.source.kind === 'product-page');
    expect(amazon.length).toBeGreaterThan(0);
    expect(amazon.every((fact) => !fact.to_writer)).toBe(true);
    const prompted = given.flat();
    expect(prompted.length).toBeGreaterThan(0);
    for (const fact of amazon) expect(prompted).not.toContain(fact.text);
    expect(prompted).toContain('Chip: Apple H2 headphone chip');
  });
});
