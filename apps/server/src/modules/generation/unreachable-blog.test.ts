/**
 * A blog that cannot be reached at all costs nothing (issue 26 #4): a run whose every call to the blog
 * fails before a request leaves (nothing listens on its port, or safe-fetch refuses its address) is
 * no delivery: it is refunded and says why; three such runs in a row pause the campaign and mail its
 * owner once; a run that succeeds, or fails otherwise, breaks the streak; and a run whose images did
 * reach the blog before it went away is still a delivery, as before.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { campaigns, publications, wordpressConnections } from '../../db/schema/index.ts';
import { contentOf } from '../../integrations/mail/copy.ts';
import { renderEmail } from '../../integrations/mail/render-email.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { queuedMails } from '../../test/mails.ts';
import { connectDemoBlog, givePublishingSetup, setAmazonTag, withBlog } from '../../test/platforms.ts';
import { executionRow, newRun, nextRun } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { runExecution } from './pipeline.ts';
import { RUN_ATTEMPTS } from './pipeline-errors.ts';
import { runDelivered } from './withdraw-delivery.ts';

/** An origin on this machine where nothing listens: connections to it are refused. */
async function closedOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const deadOrigin = await closedOrigin();
/** A literal private address: safe-fetch refuses it before any connection. */
const PRIVATE_BLOG = 'http://10.255.255.1';

// The closed port is allow-listed, as a local WordPress in CI is: the connection itself is refused.
const server = setupTestServer({ SAFE_FETCH_ALLOW: `${deadOrigin}/` }, { listen: true, workers: false });
const log = pino({ level: 'silent' });

/** Runs the job as pg-boss would: again after each failure, up to RUN_ATTEMPTS. */
async function runLikeTheQueue(id: string, ctx: AppContext = server.ctx, services = fakeServices()) {
  for (let attempt = 1; attempt <= RUN_ATTEMPTS + 1; attempt += 1) {
    try {
      return await runExecution(ctx, services, id, log);
    } catch {
      // retried, as pg-boss would
    }
  }
  throw new Error('never settled');
}

/** A signed-in user whose stored blog is at `siteUrl` (its REST root under /wp-json/), with a tag. */
async function userWithBlogAt(siteUrl: string) {
  const user = await buildSignedInUser(server.ctx);
  await givePublishingSetup(server.ctx, user.user.id, { siteUrl });
  return user;
}

/** Moves the user's stored blog to another address, as if the site had moved or come back. */
async function pointBlogAt(userId: string, siteUrl: string) {
  await server.ctx.db
    .update(wordpressConnections)
    .set({ siteUrl, apiRoot: `${siteUrl}/wp-json/` })
    .where(eq(wordpressConnections.userId, userId));
}

async function publicationStatuses(executionId: string) {
  const rows = await server.ctx.db
    .select()
    .from(publications)
    .where(eq(publications.executionId, executionId));
  return Object.fromEntries(rows.map((row) => [row.key, row.status]));
}

async function campaignOf(executionId: string) {
  const { campaignId } = await executionRow(server, executionId);
  const [row] = await server.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new Error('no campaign');
  return row;
}

const pausedMails = async (email: string) =>
  (await queuedMails(server, email)).filter((mail) => mail.template === 'campaign-paused');

describe('a run whose blog cannot be reached', () => {
  it('is refunded and says the blog refused the connection and nothing was published; nothing counts as delivered', async () => {
    const alice = await userWithBlogAt(deadOrigin);
    const id = await newRun(server, alice.headers, false);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(0);

    expect(await runLikeTheQueue(id)).toBe('failed');
    const row = await executionRow(server, id);
    expect(row.errorMessage).toBe(
      `${Messages.runBlogRefused} ${Messages.runNothingPublished} ${Messages.creditsRefunded}`,
    );
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(10);
    // Its first upload was tried on every attempt and never left: no row pending, none delivered.
    expect(await publicationStatuses(id)).toEqual({ 'media:0': 'unsent' });
    expect(await runDelivered(server.ctx, id)).toBe(false);
    // One such run does not pause the campaign.
    expect((await campaignOf(id)).status).toBe('active');
  });

  it('says so when safe-fetch refuses the blog’s address, and is refunded', async () => {
    const bob = await userWithBlogAt(PRIVATE_BLOG);
    const id = await newRun(server, bob.headers, false);
    expect(await runLikeTheQueue(id)).toBe('failed');
    expect((await executionRow(server, id)).errorMessage).toBe(
      `${Messages.runBlogAddressRefused} ${Messages.runNothingPublished} ${Messages.creditsRefunded}`,
    );
    expect((await reloadUser(server.ctx, bob.user.id)).credits).toBe(10);
    expect(await publicationStatuses(id)).toEqual({ 'media:0': 'unsent' });
  });

  it('pauses its campaign at the third such run in a row and mails the owner once, in English and French', async () => {
    const carol = await userWithBlogAt(PRIVATE_BLOG);
    const first = await newRun(server, carol.headers, false);
    expect(await runLikeTheQueue(first)).toBe('failed');
    const campaignId = (await campaignOf(first)).id;
    const second = await nextRun(server, carol.headers, carol.user.id, campaignId);
    expect(await runLikeTheQueue(second)).toBe('failed');
    expect((await campaignOf(second)).status).toBe('active');
    expect(await pausedMails(carol.email)).toEqual([]);

    const third = await nextRun(server, carol.headers, carol.user.id, campaignId);
    expect(await runLikeTheQueue(third)).toBe('failed');
    const campaign = await campaignOf(third);
    expect(campaign.status).toBe('paused');
    // Each run was refunded: the campaign has all its runs left, the account its credits.
    expect(campaign.remainingRuns).toBe(campaign.totalRuns);
    expect((await reloadUser(server.ctx, carol.user.id)).credits).toBe(30);

    const campaignUrl = `${server.config.appUrl}/dashboard/campaigns/${campaignId}`;
    const [mail, ...more] = await pausedMails(carol.email);
    expect(more).toEqual([]);
    expect(mail).toEqual({
      template: 'campaign-paused',
      language: 'en',
      props: { firstName: 'Ada', campaignName: 'Earbuds', runs: 3, siteUrl: PRIVATE_BLOG, campaignUrl },
    });
    if (mail?.template !== 'campaign-paused') throw new Error('no mail');
    const english = await renderEmail(mail);
    expect(english.subject).toBe('“Earbuds” is paused: your blog did not answer');
    // The plain-text part says why, what to do, and links to the campaign.
    expect(english.text).toContain(`could not reach your blog (${PRIVATE_BLOG})`);
    expect(english.text).toContain('Then resume the campaign on its page');
    expect(english.text).toContain(campaignUrl);
    const french = contentOf({ ...mail, language: 'fr' });
    expect(french.subject).toBe('« Earbuds » est en pause : votre blog ne répond pas');
    expect(french.paragraphs.join(' ')).toContain('Reprenez ensuite la campagne depuis sa page');
    expect(french.button?.href).toBe(campaignUrl);

    // Resumed while the blog is still down: it runs again, pauses again, mails again (a new pause).
    const resumed = await server.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaignId}`,
      headers: carol.headers,
      payload: { status: 'active' },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const fourth = await nextRun(server, carol.headers, carol.user.id, campaignId);
    expect(await runLikeTheQueue(fourth)).toBe('failed');
    expect((await campaignOf(fourth)).status).toBe('paused');
    expect(await pausedMails(carol.email)).toHaveLength(2);
  });

  it('starts its streak again after a run that published, and after a run that failed otherwise', async () => {
    const dave = await buildSignedInUser(server.ctx);
    await connectDemoBlog(server, dave.headers);
    await setAmazonTag(server, dave.headers);
    const [demo] = await server.ctx.db
      .select()
      .from(wordpressConnections)
      .where(eq(wordpressConnections.userId, dave.user.id));
    if (!demo) throw new Error('no blog');
    const restore = () =>
      server.ctx.db
        .update(wordpressConnections)
        .set({ siteUrl: demo.siteUrl, apiRoot: demo.apiRoot })
        .where(eq(wordpressConnections.userId, dave.user.id));

    await pointBlogAt(dave.user.id, PRIVATE_BLOG);
    const first = await newRun(server, dave.headers, false);
    const campaignId = (await campaignOf(first)).id;
    const run = async (services = fakeServices()) => {
      const id = await nextRun(server, dave.headers, dave.user.id, campaignId);
      return { id, outcome: await runLikeTheQueue(id, server.ctx, services) };
    };
    expect(await runLikeTheQueue(first)).toBe('failed');
    expect((await run()).outcome).toBe('failed');
    // The blog is back for one run: it publishes.
    await restore();
    expect((await run()).outcome).toBe('completed');
    await pointBlogAt(dave.user.id, PRIVATE_BLOG);
    expect((await run()).outcome).toBe('failed');
    // A failure of another kind (the writing) between unreachable ones.
    expect((await run(fakeServices({ failIn: { step: 'plan', times: 100 } }))).outcome).toBe('failed');
    expect((await run()).outcome).toBe('failed');
    const last = await run();
    expect(last.outcome).toBe('failed');
    expect((await campaignOf(last.id)).status).toBe('active');
    expect(await pausedMails(dave.email)).toEqual([]);
    // The next one makes three in a row.
    const third = await run();
    expect(third.outcome).toBe('failed');
    expect((await campaignOf(third.id)).status).toBe('paused');
    expect(await pausedMails(dave.email)).toHaveLength(1);
  });
});

describe('a run whose images reached the blog before it went away', () => {
  it('is still a delivery: it is not refunded when they cannot be taken back, and says why', async () => {
    const erin = await buildSignedInUser(server.ctx);
    await connectDemoBlog(server, erin.headers);
    await setAmazonTag(server, erin.headers);
    const id = await newRun(server, erin.headers, false);
    // The uploads land on the demo blog; then its address refuses every connection.
    const gone = <T extends { apiRoot?: string }>(site: T): T => ({
      ...site,
      apiRoot: `${deadOrigin}/wp-json/`,
    });
    const goingAway = withBlog(server.ctx, (wordpress) => ({
      createPost: (site, post) => wordpress.createPost(gone(site), post),
      deleteMedia: (site, mediaId) => wordpress.deleteMedia(gone(site), mediaId),
    }));

    expect(await runLikeTheQueue(id, goingAway)).toBe('failed');
    const row = await executionRow(server, id);
    expect(row.errorMessage).toBe(`${Messages.runBlogRefused} ${Messages.runWithdrawFailed}`);
    expect((await reloadUser(server.ctx, erin.user.id)).credits).toBe(0);
    // The media reached the blog and stay delivered; the post's call never left.
    expect(await publicationStatuses(id)).toEqual({
      'media:0': 'done',
      'media:1': 'done',
      'media:2': 'done',
      'media:3': 'done',
      post: 'unsent',
    });
    expect(await runDelivered(server.ctx, id)).toBe(true);
  });
});
