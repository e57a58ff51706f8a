/**
 * A campaign's product names (issue 21): the catalogue's listing titles, read when the campaign is
 * made (issue 27 reads both pages then); the template's names or the link's slug when a page could
 * not be read, until the look-up-products job queued with the campaign, or its first run, reads it.
 */
import { PRODUCT_TEMPLATES, templateProductUrl } from '@aa/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { runExecution } from '../generation/pipeline.ts';
import { saveAmazonTag } from '../platforms/amazon-tag.ts';
import lookUpProducts from './look-up-products.handler.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

const [earbuds] = PRODUCT_TEMPLATES;
if (!earbuds) throw new Error('no template');
/** The Amazon sandbox's listing titles of the earbuds template's products. */
const AIRPODS_LISTING =
  'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation, Hearing Aid Feature, USB-C Charging';
const SONY_LISTING = 'Sony WF-1000XM5 Truly Wireless Noise Canceling Earbuds';

type Headers = Record<string, string>;

function create(headers: Headers, fields: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { ...campaignPayload, ...fields },
  });
}

const later = () => new Date(Date.now() + 3_600_000).toISOString();

async function campaignOf(headers: Headers, id: string) {
  const res = await server.app.inject({ url: '/api/campaigns', headers });
  return (res.json().data.campaigns as { id: string; product1_title: string; product2_title: string }[]).find(
    (campaign) => campaign.id === id,
  );
}

async function lookUpJobs(campaignId: string): Promise<number> {
  const { rows } = (await server.ctx.db.execute(
    sql`select count(*)::int as count from pgboss.job where name = 'look-up-products' and data->>'campaignId' = ${campaignId}`,
  )) as unknown as { rows: { count: number }[] };
  return rows[0]?.count ?? 0;
}

async function userWithTag() {
  const user = await buildSignedInUser(server.ctx);
  await saveAmazonTag(server.ctx.db, user.user.id, 'alice-20', 'amazon.com');
  return user;
}

describe("a campaign's product names", () => {
  it('are the listings’ at creation, read from the pages before the campaign is made (issue 27): no job queued', async () => {
    const alice = await userWithTag();
    const res = await create(alice.headers, {
      product1Url: templateProductUrl(earbuds.product1),
      product2Url: 'https://amzn.to/B0C33XXS56',
      startAt: later(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { campaign } = res.json().data;
    // The short link was followed, and both pages read.
    expect(campaign).toMatchObject({ product1_title: AIRPODS_LISTING, product2_title: SONY_LISTING });
    expect(await lookUpJobs(campaign.id)).toBe(0);
  });

  it("are the template's or the slug's when a page could not be read, and the listings' once the job queued then ran", async () => {
    const alice = await userWithTag();
    const { amazon } = server.ctx;
    const resolve = amazon.resolve;
    // Amazon turns the reading away (a robot check): the slug stands in.
    amazon.resolve = async (url) => ({ ...(await resolve(url)), source: 'slug', title: 'x' });
    let campaign: { id: string };
    try {
      const res = await create(alice.headers, {
        product1Url: templateProductUrl(earbuds.product1),
        product2Url: 'https://www.amazon.com/Sony-Noise-Canceling-Earbuds/dp/B0C33XXS56',
        startAt: later(),
      });
      expect(res.statusCode, res.body).toBe(201);
      campaign = res.json().data.campaign;
      expect(campaign).toMatchObject({
        product1_title: 'AirPods Pro 2',
        product2_title: 'Sony WF-1000XM5',
      });
    } finally {
      amazon.resolve = resolve;
    }
    expect(await lookUpJobs(campaign.id)).toBe(1);
    await lookUpProducts({ campaignId: campaign.id }, { ctx: server.ctx, log });
    expect(await campaignOf(alice.headers, campaign.id)).toMatchObject({
      product1_title: AIRPODS_LISTING,
      product2_title: SONY_LISTING,
    });
  });

  it('stay the listings’ through a run’s products step', async () => {
    const alice = await userWithEverything(server);
    const res = await create(alice.headers, {});
    expect(res.statusCode, res.body).toBe(201);
    const { campaign, execution } = res.json().data;
    expect(campaign).toMatchObject({ product1_title: AIRPODS_LISTING, product2_title: SONY_LISTING });
    expect(await lookUpJobs(campaign.id)).toBe(0);

    const services = { ...fakeServices(), product: (url: string) => server.ctx.amazon.resolve(url) };
    expect(await runExecution(server.ctx, services, execution.id, log)).toBe('completed');
    expect(await campaignOf(alice.headers, campaign.id)).toMatchObject({
      product1_title: AIRPODS_LISTING,
      product2_title: SONY_LISTING,
    });
  });

  it('leaves a deleted campaign alone', async () => {
    const alice = await userWithTag();
    const res = await create(alice.headers, { startAt: later() });
    const { campaign } = res.json().data;
    await server.ctx.db.execute(
      sql`update campaigns set product1_title = 'As it was' where id = ${campaign.id}`,
    );
    await server.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${campaign.id}`,
      headers: alice.headers,
    });
    await lookUpProducts({ campaignId: campaign.id }, { ctx: server.ctx, log });
    const { rows } = (await server.ctx.db.execute(
      sql`select product1_title from campaigns where id = ${campaign.id}`,
    )) as unknown as { rows: { product1_title: string }[] };
    expect(rows[0]?.product1_title).toBe('As it was');
  });
});
