/**
 * Pins' results steer the next subject (issue 20, 3), end to end on the demo blog and Pinterest's
 * simulator of a listening test server: two runs pin their images, the job measures the pins a day
 * later, and the third run's subject prompt names the family whose pins earned more outbound clicks
 * per impression, which the offline writer then takes on a new angle; the library shows why. And the
 * trends of the campaign's store's region (FR for amazon.fr) reach the subject prompt.
 */

import { OfflineLanguageModel, offlineWriters } from '@aa/offline-writer';
import { keywordsOf } from '@aa/sandbox/pinterest/pinterest-trend-keywords';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pinResults } from '../../../db/schema/index.ts';
import { createAiLimiter } from '../../../integrations/ai/limiter.ts';
import { buildSignedInUser, campaignPayload } from '../../../test/factories.ts';
import { fakeServices } from '../../../test/generation-services.ts';
import { advancePinterestClock } from '../../../test/pinterest-clock.ts';
import {
  executionRow,
  grantCredits,
  nextRun,
  postQueuedPinsNow,
  userWithEverything,
} from '../../../test/runs.ts';
import { setupTestServer } from '../../../test/test-server.ts';
import { saveAmazonTag } from '../../platforms/amazon-tag.ts';
import { fetchPinResults } from '../../runs/fetch-pin-results.ts';
import type { SubjectChoice } from '../content/schemas.ts';
import { chooseSubject } from '../content/tasks.ts';
import { generationServices } from '../generation-services.ts';
import { runExecution } from '../pipeline.ts';
import type { GenerationServices } from '../services.ts';
import { readCheckpoint } from './checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });
const DAY_MS = 86_400_000;

/** `services` whose subject is chosen by the offline writer behind a provider's interface, which keeps each prompt. */
function keepingSubjectPrompts(services: GenerationServices) {
  const offline = new OfflineLanguageModel(offlineWriters);
  const prompts: string[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: (options: LanguageModelV4CallOptions) => {
      prompts.push(JSON.stringify(options.prompt));
      return offline.doGenerate(options);
    },
  });
  const limiter = createAiLimiter({ maxConcurrency: 1 });
  return {
    prompts,
    services: {
      ...services,
      subject: (input) => chooseSubject({ text: model, limiter }, input),
    } satisfies GenerationServices,
  };
}

/** A campaign that starts at once, with `fields` over the earbuds'; its first run's id. */
async function startCampaign(headers: Record<string, string>, fields: Record<string, unknown>) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { ...campaignPayload, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { campaign, execution } = res.json().data;
  return { campaignId: campaign.id as string, firstRun: execution.id as string };
}

const readExecution = (headers: Record<string, string>, id: string) =>
  server.app.inject({ method: 'GET', url: `/api/campaigns/executions/${id}`, headers });

describe("a campaign's third run", () => {
  it("follows its pins' clicks: the better family named in the prompt, a new angle of it taken, and why shown", async () => {
    const alice = await userWithEverything(server);
    const { prompts, services } = keepingSubjectPrompts(generationServices(server.ctx));
    const { campaignId, firstRun } = await startCampaign(alice.headers, { autoPostPinterest: true });
    expect(await runExecution(server.ctx, services, firstRun, log)).toBe('completed');
    // Its pins' first results are fetched a quarter of an hour later (the simulator's first minutes).
    const { rows: followUps } = (await server.ctx.db.execute(
      sql`select start_after from pgboss.job where name = 'fetch-pin-results' and data->>'userId' = ${alice.user.id}`,
    )) as unknown as { rows: { start_after: string }[] };
    expect(followUps).toHaveLength(1);
    const delay = new Date(followUps[0]?.start_after ?? 0).getTime() - Date.now();
    expect(delay).toBeGreaterThan(10 * 60_000);
    expect(delay).toBeLessThanOrEqual(15 * 60_000);
    const secondRun = await nextRun(server, alice.headers, alice.user.id, campaignId);
    expect(await runExecution(server.ctx, services, secondRun, log)).toBe('completed');
    const earlier = await Promise.all(
      [firstRun, secondRun].map(async (id) => readCheckpoint((await executionRow(server, id)).checkpoint)),
    );
    const families = earlier.map((checkpoint) => checkpoint.subject?.family);
    expect(families[0]).toBeDefined();
    expect(families[1]).toBeDefined();
    expect(families[0]).not.toBe(families[1]);
    expect(prompts.at(-1)).toContain('no results yet');
    const before = await readExecution(alice.headers, firstRun);
    expect(before.json().data.execution.pin_results).toBeNull();

    // A day later the job measures the six pins on Pinterest (the queue posted each in its time).
    for (const id of [firstRun, secondRun]) await postQueuedPinsNow(server, id);
    await advancePinterestClock(server, DAY_MS / 1000);
    const fetched = await fetchPinResults(server.ctx, alice.user.id);
    expect(fetched).toMatchObject({ pins: 6, saved: 6, skipped: 0, stopped: false });

    const rate = async (executionId: string) => {
      const rows = await server.ctx.db
        .select()
        .from(pinResults)
        .where(eq(pinResults.executionId, executionId));
      const sum = (key: 'impressions' | 'outboundClicks') => rows.reduce((total, row) => total + row[key], 0);
      return sum('outboundClicks') / sum('impressions');
    };
    const [firstRate, secondRate] = [await rate(firstRun), await rate(secondRun)];
    expect(firstRate).not.toBe(secondRate);
    const better = firstRate > secondRate ? families[0] : families[1];

    // Unsteered, the writer's schedule would go on to another family: the steer is what changes it.
    const products = earlier[0]?.products;
    if (!products) throw new Error('the first run read its products');
    const unsteered = offlineWriters.subject?.({
      products,
      earlier: [secondRun, firstRun].map((id) => {
        const subject = earlier[id === firstRun ? 0 : 1]?.subject;
        return { subject: subject?.subject ?? '', angle: subject?.angle ?? '' };
      }),
    }) as SubjectChoice;
    expect(unsteered.family).not.toBe(better);

    const thirdRun = await nextRun(server, alice.headers, alice.user.id, campaignId);
    expect(await runExecution(server.ctx, services, thirdRun, log)).toBe('completed');
    expect(prompts.at(-1)).toContain(
      `Pins about ${better} angles earned the most outbound clicks per impression`,
    );
    expect(prompts.at(-1)).toContain(`Prefer an angle of the ${better} family`);
    const third = readCheckpoint((await executionRow(server, thirdRun)).checkpoint).subject;
    expect(third?.family).toBe(better);
    expect(earlier.map((checkpoint) => checkpoint.subject?.angle)).not.toContain(third?.angle);
    expect(third?.reason).toMatch(
      / angles earned \d+\.\d% outbound clicks per impression on Pinterest, best of 2 families tried\./,
    );

    // The library: each run's pins' results, and why the third run's angle was chosen.
    const shown = (await readExecution(alice.headers, thirdRun)).json().data.execution;
    expect(third?.language).toBe('en');
    expect(shown.angle).toMatchObject({
      text: third?.angle,
      family: better,
      steered_by: { family: better, runs: 1, families: 2 },
      language: 'en',
    });
    expect(shown.angle.steered_by.click_rate).toBeCloseTo(Math.max(firstRate, secondRate), 6);
    expect(shown.pin_results).toBeNull();
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/campaigns/executions',
      headers: alice.headers,
    });
    const first = list.json().data.executions.find((run: { id: string }) => run.id === firstRun);
    expect(first.pin_results.impressions).toBeGreaterThan(200);
    expect(first.pin_results.outbound_clicks / first.pin_results.impressions).toBeCloseTo(firstRate, 6);
    expect(first.angle.steered_by).toBeNull();

    // Another user reads neither the run nor its results.
    const bob = await buildSignedInUser(server.ctx);
    expect((await readExecution(bob.headers, firstRun)).statusCode).toBe(404);
    const bobs = await server.app.inject({
      method: 'GET',
      url: '/api/campaigns/executions',
      headers: bob.headers,
    });
    expect(bobs.json().data.executions).toEqual([]);
  });
});

describe('the trends of the store’s region', () => {
  it('reach the subject prompt: amazon.fr searches in French, amazon.com in English', async () => {
    const alice = await userWithEverything(server);
    await saveAmazonTag(server.ctx.db, alice.user.id, 'alice-21', 'amazon.fr');
    for (const [store, region, links] of [
      [
        'amazon.fr',
        'FR',
        {
          product1Url: 'https://www.amazon.fr/Apple-AirPods-Pro/dp/B0D1XD1ZV3',
          product2Url: 'https://www.amazon.fr/dp/B0C33XXS56',
        },
      ],
      ['amazon.com', 'US', {}],
    ] as const) {
      const { prompts, services } = keepingSubjectPrompts(fakeServices());
      await grantCredits(server, alice.user.id, 10);
      const { firstRun } = await startCampaign(alice.headers, { ...links, language: 'en' });
      expect(await runExecution(server.ctx, services, firstRun, log)).toBe('completed');
      const trends = readCheckpoint((await executionRow(server, firstRun)).checkpoint).trends;
      expect(trends?.pinterest?.region, store).toBe(region);
      const searched = trends?.pinterest?.keywords ?? [];
      expect(searched.length).toBeGreaterThan(0);
      for (const keyword of searched) expect(keywordsOf(region)).toContain(keyword);
      expect(prompts.at(-1)).toContain(
        `Trending on Pinterest in ${region} this week: ${searched.join(', ')}`,
      );
    }
  });

  it('are left out when the account has no access to them (403), and the run goes on', async () => {
    const alice = await userWithEverything(server);
    const refusing = {
      ...server.ctx,
      pinterest: {
        ...server.ctx.pinterest,
        getTrendingKeywords: async () => {
          throw Object.assign(new Error('Not authorized to access trends'), { status: 403 });
        },
      },
    };
    const { prompts, services } = keepingSubjectPrompts(fakeServices());
    const { firstRun } = await startCampaign(alice.headers, {});
    expect(await runExecution(refusing, services, firstRun, log)).toBe('completed');
    expect(
      readCheckpoint((await executionRow(server, firstRun)).checkpoint).trends?.pinterest,
    ).toBeUndefined();
    expect(prompts.at(-1)).toContain('no Pinterest trends');
  });
});
