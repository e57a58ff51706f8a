/**
 * What cannot make an article is refused before it is charged (issue 27): a product whose Amazon page
 * does not exist, and one product twice under any URL form, at creation (field errors, no campaign,
 * no credits spent); a product whose page is gone by the time a run starts, and one about which too
 * little is known, stop the run before any writing, refunded, saying why.
 */
import { ErrorCode, Messages, RUN_FACTS_MIN } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { campaigns, executions } from '../../db/schema/index.ts';
import { AmazonProductError } from '../../integrations/amazon/amazon-products.ts';
import { campaignPayload, reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { newRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { runExecution } from '../generation/pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

const AIRPODS = 'https://www.amazon.com/Apple-AirPods-Pro/dp/B0D1XD1ZV3';
const SONY = 'https://www.amazon.com/dp/B0C33XXS56?th=1';

function create(headers: Record<string, string>, fields: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { ...campaignPayload, ...fields },
  });
}

async function campaignsOf(userId: string) {
  return server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, userId));
}

describe('a campaign about nothing, or about one product twice', () => {
  it('is refused when a product page does not exist: a field error, no campaign, no credit spent', async () => {
    const alice = await userWithEverything(server);
    for (const [field, fields] of [
      ['product1Url', { product1Url: 'https://www.amazon.com/dp/B000000000' }],
      ['product2Url', { product2Url: 'https://www.amazon.com/Some-Thing/dp/B000000000?th=1' }],
    ] as const) {
      const res = await create(alice.headers, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: ErrorCode.VALIDATION_ERROR,
        message: Messages.productPageMissing,
        errors: { [field]: [Messages.productPageMissing] },
      });
    }
    expect(await campaignsOf(alice.user.id)).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(alice.user.credits);
  });

  it('is refused when both links are one product, under any URL form (a short link too)', async () => {
    const alice = await userWithEverything(server);
    for (const product2Url of [
      'https://amazon.com/gp/product/B0D1XD1ZV3?tag=someone-20',
      'https://www.amazon.com/Apple-AirPods-Pro-2nd-Generation/dp/B0D1XD1ZV3/ref=sr_1_1',
      'https://amzn.to/B0D1XD1ZV3',
    ]) {
      const res = await create(alice.headers, { product1Url: AIRPODS, product2Url });
      expect(res.statusCode, `${product2Url}: ${res.body}`).toBe(400);
      const message = Messages.sameProductTwice.replace('{{asin}}', 'B0D1XD1ZV3');
      expect(res.json()).toMatchObject({ message, errors: { product2Url: [message] } });
    }
    expect(await campaignsOf(alice.user.id)).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(alice.user.credits);
  });

  it('shows the listing titles at once when the pages were read', async () => {
    const alice = await userWithEverything(server);
    const res = await create(alice.headers, {
      product1Url: AIRPODS,
      product2Url: SONY,
      startAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await campaignsOf(alice.user.id);
    expect(row?.product1Title).toContain('AirPods Pro 2');
    expect(row?.product2Title).toContain('WF-1000XM5');
  });
});

describe('a run about a product that is gone, or barely known', () => {
  async function failedRun(services: ReturnType<typeof fakeServices>) {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers, false);
    const calls: Record<string, number> = {};
    expect(
      await runExecution(server.ctx, { ...services, ...countingWriters(services, calls) }, id, log),
    ).toBe('failed');
    const [row] = await server.ctx.db.select().from(executions).where(eq(executions.id, id));
    return { alice, row, calls, after: await reloadUser(server.ctx, alice.user.id) };
  }

  /** The services' writing calls, counted: none may run. */
  function countingWriters(services: ReturnType<typeof fakeServices>, calls: Record<string, number>) {
    return {
      subject: (...args: Parameters<typeof services.subject>) => {
        calls.subject = (calls.subject ?? 0) + 1;
        return services.subject(...args);
      },
      write: (...args: Parameters<typeof services.write>) => {
        calls.write = (calls.write ?? 0) + 1;
        return services.write(...args);
      },
      plan: (...args: Parameters<typeof services.plan>) => {
        calls.plan = (calls.plan ?? 0) + 1;
        return services.plan(...args);
      },
    };
  }

  it('stops before any writing when a product page is gone, refunded, naming the product', async () => {
    const services = fakeServices();
    const gone = {
      ...services,
      product: async (url: string) => {
        if (url.includes('B0C33XXS56')) throw new AmazonProductError('missing', 'The store has no page.');
        return services.product(url);
      },
    };
    const { alice, row, calls, after } = await failedRun(gone);
    expect(row?.errorMessage).toContain(
      Messages.runProductGone.replace(
        '{{product}}',
        'Sony WF-1000XM5 Truly Wireless Noise Canceling Earbuds',
      ),
    );
    expect(row?.errorMessage).toContain(Messages.creditsRefunded);
    expect(calls).toEqual({});
    expect(after.credits).toBe(alice.user.credits);
  });

  it(`stops before any writing when a product has fewer than ${RUN_FACTS_MIN} facts, refunded, saying how many`, async () => {
    const services = fakeServices();
    const thin = {
      ...services,
      product: async (url: string) => ({
        ...(await services.product(url)),
        features: ['Fast'],
        brand: 'Acme',
      }),
    };
    const { alice, row, calls, after } = await failedRun(thin);
    expect(row?.errorMessage).toContain(
      Messages.runFactsTooThin
        .replace('{{count}}', '2')
        .replace('{{product}}', 'Product B0D1XD1ZV3')
        .replace('{{needed}}', String(RUN_FACTS_MIN)),
    );
    expect(row?.errorMessage).toContain(Messages.creditsRefunded);
    expect(calls).toEqual({});
    expect(after.credits).toBe(alice.user.credits);
  });
});
