/**
 * A campaign's links go to its store with the user's tag for that store (issue 20), through the whole
 * pipeline against the demo blog: a campaign on amazon.fr publishes https://www.amazon.fr/dp/ASIN?tag=
 * <the .fr tag>, never amazon.com or another store's tag; a run whose store's tag was removed fails,
 * naming the store, and is refunded.
 */
import { Messages } from '@aa/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { deleteAmazonTag, saveAmazonTag } from '../platforms/amazon-tag.ts';
import { affiliateUrl, renderArticleHtml } from './content/render-article.ts';
import { runExecution } from './pipeline.ts';
import type { GenerationServices } from './services.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

const FRENCH_TAG = 'alice-fr-21';

/** The pipeline's orchestration with the product facts and the post's HTML as the app makes them. */
function services(): GenerationServices {
  return {
    ...fakeServices(),
    product: (url) => server.ctx.amazon.resolve(url),
    renderHtml: (input) => renderArticleHtml(input),
  };
}

/** A user with everything a run publishes to (an amazon.com tag among it) and a tag for amazon.fr. */
async function frenchAffiliate() {
  const user = await userWithEverything(server);
  await saveAmazonTag(server.ctx.db, user.user.id, FRENCH_TAG, 'amazon.fr');
  return user;
}

async function frenchRun(headers: Record<string, string>) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: {
      name: 'Écouteurs',
      product1Url: 'https://www.amazon.fr/Apple-AirPods-Pro/dp/B0D1XD1ZV3',
      product2Url: 'https://amzn.eu/B0C33XXS56',
      frequency: 6,
      totalRuns: 5,
      autoPostPinterest: false,
      selectedPinterestBoardId: null,
      selectedPinterestBoardName: null,
      descriptionPinterest: null,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data.campaign).toMatchObject({ store: 'amazon.fr' });
  return res.json().data.execution.id as string;
}

const amazonLinks = (html: string) =>
  [...html.matchAll(/href="(https?:\/\/[^"]*amazon[^"]*)"/g)].map((match) =>
    match[1]?.replaceAll('&amp;', '&'),
  );

describe("a campaign's links in its store", () => {
  it('builds a product link on the store’s host with the tag', () => {
    expect(affiliateUrl('B0C33XXS56', FRENCH_TAG, 'www.amazon.fr')).toBe(
      `https://www.amazon.fr/dp/B0C33XXS56?tag=${FRENCH_TAG}`,
    );
  });

  it('publishes a post on amazon.fr whose every Amazon link carries the .fr tag', async () => {
    const alice = await frenchAffiliate();
    const id = await frenchRun(alice.headers);
    expect(await runExecution(server.ctx, services(), id, log)).toBe('completed');

    const row = await executionRow(server, id);
    expect(row.resultData.product_links).toEqual({
      product1: `https://www.amazon.fr/dp/B0D1XD1ZV3?tag=${FRENCH_TAG}`,
      product2: `https://www.amazon.fr/dp/B0C33XXS56?tag=${FRENCH_TAG}`,
    });
    // The product facts were read on amazon.fr (its French listing), the short link followed there.
    expect(readCheckpoint(row.checkpoint).products).toMatchObject([
      { url: 'https://www.amazon.fr/dp/B0D1XD1ZV3', source: 'page' },
      { url: 'https://www.amazon.fr/dp/B0C33XXS56', title: expect.stringContaining('Écouteurs') },
    ]);

    const [post] = await postsOfRun(server, alice.user.id, id);
    const links = amazonLinks(post?.content.raw ?? '');
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links)
      expect(link).toMatch(
        new RegExp(`^https://www\\.amazon\\.fr/dp/B0(D1XD1ZV3|C33XXS56)\\?tag=${FRENCH_TAG}$`),
      );
    expect(new Set(links)).toEqual(
      new Set([
        `https://www.amazon.fr/dp/B0D1XD1ZV3?tag=${FRENCH_TAG}`,
        `https://www.amazon.fr/dp/B0C33XXS56?tag=${FRENCH_TAG}`,
      ]),
    );
  });

  it("fails a run whose store's tag was removed, naming the store, and refunds it", async () => {
    const alice = await frenchAffiliate();
    const id = await frenchRun(alice.headers);
    const paid = (await reloadUser(server.ctx, alice.user.id)).credits;
    // The amazon.com tag stays: it earns nothing on amazon.fr, so it is not used instead.
    await deleteAmazonTag(server.ctx.db, alice.user.id, 'amazon.fr');
    expect(await runExecution(server.ctx, services(), id, log)).toBe('failed');
    const row = await executionRow(server, id);
    expect(row.errorMessage).toBe(
      `${Messages.runNeedsAmazonTag.replaceAll('{{store}}', 'amazon.fr')} ${Messages.creditsRefunded}`,
    );
    expect(row.errorMessage).toContain('amazon.fr affiliate tag');
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(paid + 10);
    expect(await postsOfRun(server, alice.user.id, id)).toEqual([]);
  });
});
