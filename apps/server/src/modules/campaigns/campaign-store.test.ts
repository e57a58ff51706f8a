/**
 * A campaign's Amazon store (issue 20): read from its product links (short links followed, through the
 * Amazon sandbox this listening server mounts), both products in one store, the article language the
 * store's unless chosen, and refused when the user has no tag for that store.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/index.ts';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { saveAmazonTag } from '../platforms/amazon-tag.ts';

const server = setupTestServer({}, { listen: true, workers: false });

const FR_1 = 'https://www.amazon.fr/Apple-AirPods-Pro/dp/B0D1XD1ZV3';
const FR_2 = 'https://www.amazon.fr/dp/B0C33XXS56?th=1';

/** A signed-in user with these stores' tags. */
async function userWithTags(...stores: string[]) {
  const user = await buildSignedInUser(server.ctx);
  for (const store of stores)
    await saveAmazonTag(server.ctx.db, user.user.id, `user-${store.length}-21`, store);
  return user;
}

/** Creates a campaign that starts later (no run, no credits) from these fields. */
function create(headers: Record<string, string>, fields: Record<string, unknown>) {
  const startAt = new Date(Date.now() + 3_600_000).toISOString();
  return server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { ...campaignPayload, startAt, ...fields },
  });
}

describe("a campaign's store", () => {
  it("is its products' store, and its article language that store's unless one is chosen", async () => {
    const alice = await userWithTags('amazon.fr');
    const res = await create(alice.headers, { product1Url: FR_1, product2Url: FR_2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.campaign).toMatchObject({ store: 'amazon.fr', language: 'fr' });

    const english = await create(alice.headers, { product1Url: FR_1, product2Url: FR_2, language: 'en' });
    expect(english.json().data.campaign).toMatchObject({ store: 'amazon.fr', language: 'en' });
    const [row] = await server.ctx.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, english.json().data.campaign.id));
    expect(row).toMatchObject({ store: 'amazon.fr', language: 'en', product1Url: FR_1 });
  });

  it('stays amazon.com, in English, for amazon.com products', async () => {
    const alice = await userWithTags('amazon.com');
    const res = await create(alice.headers, {});
    expect(res.json().data.campaign).toMatchObject({ store: 'amazon.com', language: 'en' });
  });

  it('learns the store of a short link by following it: amzn.eu to amazon.fr, a named store', async () => {
    const alice = await userWithTags('amazon.fr', 'amazon.co.uk');
    const french = await create(alice.headers, {
      product1Url: 'https://amzn.eu/B0D1XD1ZV3',
      product2Url: FR_2,
    });
    expect(french.statusCode, french.body).toBe(201);
    expect(french.json().data.campaign).toMatchObject({
      store: 'amazon.fr',
      language: 'fr',
      // The link is kept as typed; a run follows it again.
      product1_url: 'https://amzn.eu/B0D1XD1ZV3',
    });
    const british = await create(alice.headers, {
      product1Url: 'https://amzn.to/B0D1XD1ZV3-co.uk',
      product2Url: 'https://www.amazon.co.uk/dp/B0C33XXS56',
    });
    expect(british.json().data.campaign).toMatchObject({ store: 'amazon.co.uk', language: 'en' });
  });

  it('refuses products from two stores, on the second product, naming both', async () => {
    const alice = await userWithTags('amazon.fr', 'amazon.com');
    const message = 'Both products must come from the same Amazon store (amazon.fr and amazon.com here)';
    expect(
      Messages.productsInDifferentStores
        .replace('{{first}}', 'amazon.fr')
        .replace('{{second}}', 'amazon.com'),
    ).toBe(message);
    for (const product1Url of [FR_1, 'https://amzn.eu/B0D1XD1ZV3']) {
      const res = await create(alice.headers, {
        product1Url,
        product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
      });
      expect(res.statusCode, product1Url).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.VALIDATION_ERROR,
        message,
        errors: { product2Url: [message] },
      });
    }
    expect(await server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, alice.user.id))).toEqual(
      [],
    );
  });

  it('refuses a short link that cannot be followed to a product, on its field', async () => {
    const alice = await userWithTags('amazon.fr');
    const res = await create(alice.headers, {
      product1Url: FR_1,
      product2Url: 'https://amzn.eu/B0C33XXS56-evil.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ErrorCode.PRODUCT_URL_INVALID,
      errors: { product2Url: [Messages.shortLinkUnresolved] },
    });
  });

  it('is refused without a tag for that store, with a message that says which store and where to add it', async () => {
    // A tag for amazon.com earns nothing on amazon.fr.
    const alice = await userWithTags('amazon.com');
    for (const startAt of [undefined, null]) {
      const res = await create(alice.headers, {
        product1Url: FR_1,
        product2Url: FR_2,
        ...(startAt === null ? { startAt } : {}),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: ErrorCode.AMAZON_TAG_MISSING,
        message:
          'These products are on amazon.fr: add your amazon.fr affiliate tag in Platform Configuration (Amazon section) first, since a tag earns only in its own store.',
        store: 'amazon.fr',
      });
    }
    expect(await server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, alice.user.id))).toEqual(
      [],
    );
  });
});
