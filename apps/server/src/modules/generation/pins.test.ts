/**
 * A pin's image goes to Pinterest as the URL of the run's image in the blog's media library
 * (media_source image_url, which Pinterest fetches), not as base64 read back from our database; base64
 * only for an image that never reached the blog or that Pinterest could not reach. Against the demo
 * blog and the Pinterest simulator of a listening test server.
 */
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import type { NewPin } from '../../integrations/social/social-publisher.ts';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { connectEverything } from '../../test/platforms.ts';
import { solidPng } from '../../test/png.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { writeArticle } from '../../test/written-article.ts';
import { createCampaign } from '../campaigns/campaigns.service.ts';
import { pinterestAccessToken } from '../pinterest/pinterest-connection.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import { campaignRuns, runCampaignNow } from '../runs/runs.service.ts';
import { saveImage } from './images.ts';
import { pinImage, reachableByPinterest } from './pins.ts';
import { findPublication } from './publications.ts';
import { type ArticleToPublish, publishArticle } from './publish-article.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const services = fakeServices();

/** The server's context with Pinterest's createPin watched: what media each pin was sent with. */
function watchedPinterest() {
  const sent: NewPin['media'][] = [];
  const ctx = {
    ...server.ctx,
    pinterest: {
      ...server.ctx.pinterest,
      createPin: (token: string, pin: NewPin) => {
        sent.push(pin.media);
        return server.ctx.pinterest.createPin(token, pin);
      },
    },
  } as AppContext;
  return { ctx, sent };
}

/** A connected user's run with its 3 images stored (distinct colours), optionally published to the blog. */
async function run({ publish }: { publish: boolean }) {
  const alice = await buildSignedInUser(server.ctx);
  await connectEverything(server, alice.headers);
  const { campaign } = await createCampaign(
    server.ctx,
    alice.user.id,
    {
      ...campaignPayload,
      startAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    { runs: campaignRuns(server.ctx) },
  );
  const { execution } = await runCampaignNow(server.ctx, alice.user.id, campaign.id);
  const pngs = [1, 2, 3].map((n) => solidPng(10, 15, [n * 70, 40, 120]));
  const images = [];
  for (const [index, png] of pngs.entries())
    images.push(await saveImage(server.ctx, execution.id, index + 1, { png, width: 10, height: 15 }));
  let link = campaign.product1Url;
  if (publish) {
    const site = await findWordPressSite(server.ctx, alice.user.id);
    if (!site) throw new Error('no blog');
    const products = await Promise.all([
      services.product(campaign.product1Url),
      services.product(campaign.product2Url),
    ]);
    const { subject, plan, article, pins: copies } = await writeArticle(services, products);
    ({ link } = await publishArticle(server.ctx, services, {
      executionId: execution.id,
      site,
      tag: 'mytag-20',
      products,
      subject,
      plan: plan as ArticleToPublish['plan'],
      article: article as ArticleToPublish['article'],
      images,
      pins: copies,
    }));
  }
  return { userId: alice.user.id, executionId: execution.id, pngs, link };
}

const copy = { title: 'Pin', description: 'A pin #affiliate', altText: 'A pin' };

describe('pinning a run image', () => {
  it("sends the image's URL in the blog's media library, which Pinterest fetches and keeps", async () => {
    const { ctx, sent } = watchedPinterest();
    const { userId, executionId, pngs, link } = await run({ publish: true });
    const uploaded = await findPublication(server.ctx.db, executionId, 'media:2');
    expect(uploaded?.remoteUrl).toMatch(/\/sandbox\/wordpress\/wp-content\/uploads\//);

    const { post, created } = await pinImage(ctx, {
      userId,
      executionId,
      imageNumber: 2,
      campaignBoard: { id: null, name: null },
      link,
      copy,
    });
    expect(created).toBe(true);
    expect(sent).toEqual([{ imageUrl: uploaded?.remoteUrl }]);
    // The pin shows image 2 as the blog has it: Pinterest fetched it from there.
    const token = await pinterestAccessToken(server.ctx, userId);
    const pin = await server.ctx.pinterest.getPin(token, post.pin_id);
    const image = await fetch(pin.media?.images?.['1200x']?.url ?? '');
    expect(Buffer.from(await image.arrayBuffer()).equals(pngs[1] ?? Buffer.alloc(0))).toBe(true);
  });

  it('sends the image as base64 when it never reached the blog', async () => {
    const { ctx, sent } = watchedPinterest();
    const { userId, executionId, pngs, link } = await run({ publish: false });
    await pinImage(ctx, {
      userId,
      executionId,
      imageNumber: 1,
      campaignBoard: { id: null, name: null },
      link,
      copy,
    });
    expect(sent).toEqual([{ imageBase64: pngs[0]?.toString('base64'), contentType: 'image/png' }]);
  });

  it('knows which addresses Pinterest can fetch from: not this machine or a private network', () => {
    expect(reachableByPinterest('https://blog.example.com/wp-content/uploads/pin.png', false)).toBe(true);
    expect(reachableByPinterest('http://93.184.215.14/pin.png', false)).toBe(true);
    for (const url of [
      'http://localhost:3000/sandbox/wordpress/wp-content/uploads/pin.png',
      'http://blog.localhost/pin.png',
      'http://127.0.0.1:18080/wp-content/uploads/pin.png',
      'http://10.0.0.5/pin.png',
      'http://[::1]/pin.png',
      'ftp://blog.example.com/pin.png',
      'not a url',
    ])
      expect(reachableByPinterest(url, false), url).toBe(false);
    // The simulator fetches through the server's own allow-list: the demo blog is within its reach.
    expect(
      reachableByPinterest('http://localhost:3000/sandbox/wordpress/wp-content/uploads/pin.png', true),
    ).toBe(true);
  });
});
