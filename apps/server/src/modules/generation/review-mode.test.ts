/**
 * Nothing goes live unseen (issue 27), on the demo blog and Pinterest's simulator: a review campaign's
 * run stops at a WordPress draft (not public, no pins, the user mailed once and reminded a week later);
 * its post is read and edited from the app, then approved (published, then pinned) or discarded (the
 * draft and its images deleted, the credits spent); a live post is edited and unpublished (WordPress's
 * trash, its pins deleted, the run says when and by whom); a deleted campaign's posts come down when
 * the user asks. Another user's run answers 404 to every action.
 */
import { type Article, type EditArticleBody, type Execution, Messages, type RunArticle } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { executions, postChecks, publications } from '../../db/schema/index.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { queuedMails } from '../../test/mails.ts';
import { withBlog } from '../../test/platforms.ts';
import { newRun, pinsOf, postQueuedPinsNow, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import checkPostHandler from './check-post.handler.ts';
import { runExecution } from './pipeline.ts';
import remindDraftHandler from './remind-draft.handler.ts';
import { approveRun, discardRun, RunStillWorking, takeDownRun, unpublishRun } from './run-post.ts';
import { readCheckpoint } from './steps/checkpoint.ts';
import unpublishRunHandler from './unpublish-run.handler.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });
type Headers = Record<string, string>;

async function row(id: string) {
  const [found] = await server.ctx.db.select().from(executions).where(eq(executions.id, id));
  if (!found) throw new Error('no run');
  return found;
}

const post = (headers: Headers, id: string, action: string) =>
  server.app.inject({ method: 'POST', url: `/api/campaigns/executions/${id}/${action}`, headers });

/** "Post to Pinterest" on the run's first image. */
const pinImage = (headers: Headers, id: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/campaigns/executions/${id}/pinterest/post-image`,
    headers,
    payload: { imageNumber: 1 },
  });

/** The run as the app shows it. */
async function shownRun(headers: Headers, id: string): Promise<Execution> {
  const res = await server.app.inject({ url: `/api/campaigns/executions/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.execution;
}

async function article(headers: Headers, id: string): Promise<RunArticle> {
  const res = await server.app.inject({ url: `/api/campaigns/executions/${id}/article`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.article;
}

/** The public page of a post, as a reader gets it. */
const publicPage = (link: string) => fetch(link, { redirect: 'manual' });

/** A review run of a new user's, drafted and waiting. */
async function waitingDraft() {
  const alice = await userWithEverything(server);
  const id = await newRun(server, alice.headers, true, { publishing: 'review' });
  expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('review');
  return { ...alice, id };
}

describe('a review campaign’s run', () => {
  it('stops at a draft: not public, no pins, the user mailed once; its post reads as it will look', async () => {
    const alice = await waitingDraft();
    const run = await row(alice.id);
    expect(run).toMatchObject({ status: 'review', reviewState: 'waiting', publishing: 'review' });
    const [draft] = await postsOfRun(server, alice.user.id, alice.id);
    expect(draft?.status).toBe('draft');
    const checkpoint = readCheckpoint(run.checkpoint);
    expect(checkpoint.post).toMatchObject({ draft: true });
    expect(checkpoint.live).toBeUndefined();
    expect((await publicPage(checkpoint.post?.link ?? '')).status).toBe(404);
    expect(await pinsOf(server, alice.user.id, alice.board.id, alice.id)).toEqual([]);
    const mails = await queuedMails(server, alice.user.email);
    expect(mails.map((mail) => mail.template)).toEqual(['draft-ready']);
    expect(mails[0]).toMatchObject({
      props: { reminder: false, reviewUrl: `${server.config.appUrl}/dashboard/runs/${alice.id}/post` },
    });
    // Nothing of a draft is pinned by hand either: a pin links to the live post.
    const pinned = await pinImage(alice.headers, alice.id);
    expect(pinned.statusCode).toBe(409);
    expect(pinned.json()).toMatchObject({ code: 'RUN_STATE_CONFLICT', message: Messages.runNotLiveForPins });
    expect(await pinsOf(server, alice.user.id, alice.board.id, alice.id)).toEqual([]);
    // A second attempt (a job copy) finds the run waiting: it does nothing and mails nothing more.
    expect(await runExecution(server.ctx, fakeServices(), alice.id, log)).toBe('gone');
    expect(await queuedMails(server, alice.user.email)).toHaveLength(1);

    const shown = await article(alice.headers, alice.id);
    expect(shown).toMatchObject({
      status: 'review',
      live: false,
      editable: true,
      review: { state: 'waiting' },
    });
    expect(shown.html).toContain(shown.post.article.intro.slice(0, 40));
    // Its images are the app's own: the page loads nothing from elsewhere.
    expect(shown.html.match(/<img src="[^"]+"/g)).toEqual(
      Array(3).fill(
        expect.stringMatching(new RegExp(`^<img src="${server.config.appUrl}/api/media/[^"]+\\.png"$`)),
      ),
    );

    const bob = await buildSignedInUser(server.ctx);
    for (const action of ['approve', 'discard', 'unpublish'])
      expect((await post(bob.headers, alice.id, action)).statusCode).toBe(404);
    expect(
      (
        await server.app.inject({
          url: `/api/campaigns/executions/${alice.id}/article`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    const edit = await sendJson(server, 'PUT', `/api/campaigns/executions/${alice.id}/article`, shown.post, {
      headers: bob.headers,
    });
    expect(edit.statusCode).toBe(404);
  });

  it('is edited in the app, then approved: published with the edit, then pinned and checked', async () => {
    const alice = await waitingDraft();
    const before = await article(alice.headers, alice.id);
    const edited: EditArticleBody = {
      ...before.post,
      title: 'Which earbuds for long flights?',
      article: { ...before.post.article, intro: 'An introduction the user wrote themselves.' } as Article,
    };
    const saved = await sendJson(server, 'PUT', `/api/campaigns/executions/${alice.id}/article`, edited, {
      headers: alice.headers,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.article).toMatchObject({
      post: { title: edited.title },
      edited_at: expect.any(String),
    });
    const [draft] = await postsOfRun(server, alice.user.id, alice.id);
    expect(draft?.status).toBe('draft');
    expect(draft?.content.raw).toContain('An introduction the user wrote themselves.');

    const approved = await post(alice.headers, alice.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.execution).toMatchObject({ status: 'queued', review: { state: 'approved' } });
    // The approval queued the run again.
    const { rows } = (await server.ctx.db.execute(
      sql`select group_id from pgboss.job where name = 'run-execution' and data->>'executionId' = ${alice.id} and state = 'created'`,
    )) as unknown as { rows: { group_id: string }[] };
    // Its first job (never worked here: no workers) and the approval's, both in the account's group.
    expect(rows).toEqual([{ group_id: alice.user.id }, { group_id: alice.user.id }]);
    expect((await post(alice.headers, alice.id, 'approve')).statusCode).toBe(409);

    expect(await runExecution(server.ctx, fakeServices(), alice.id, log)).toBe('completed');
    const done = await row(alice.id);
    const live = readCheckpoint(done.checkpoint).live;
    expect(live?.link).toBeTruthy();
    const page = await publicPage(live?.link ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('An introduction the user wrote themselves.');
    expect(html).toContain('Which earbuds for long flights?');
    await postQueuedPinsNow(server, alice.id);
    expect(await pinsOf(server, alice.user.id, alice.board.id, alice.id)).toHaveLength(3);
    await checkPostHandler({ executionId: alice.id, round: 'publish' }, { ctx: server.ctx, log });
    expect(
      (
        await server.app.inject({ url: `/api/campaigns/executions/${alice.id}`, headers: alice.headers })
      ).json().data.execution.post_check,
    ).toMatchObject({ total: 8 });
    // Approved: a week later, no reminder.
    await remindDraftHandler({ executionId: alice.id }, { ctx: server.ctx, log });
    expect((await queuedMails(server, alice.user.email)).map((mail) => mail.template)).toEqual([
      'draft-ready',
    ]);
  });

  it('is discarded: the draft and its images deleted from the blog, the credits spent', async () => {
    const alice = await waitingDraft();
    const credits = (await reloadUser(server.ctx, alice.user.id)).credits;
    const res = await post(alice.headers, alice.id, 'discard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.execution as Execution).toMatchObject({
      status: 'discarded',
      review: { state: 'discarded' },
    });
    expect(await postsOfRun(server, alice.user.id, alice.id)).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(credits);
    expect((await post(alice.headers, alice.id, 'discard')).statusCode).toBe(409);
    expect((await post(alice.headers, alice.id, 'approve')).statusCode).toBe(409);
    // A copy of its job finds nothing to do.
    expect(await runExecution(server.ctx, fakeServices(), alice.id, log)).toBe('gone');
  });

  it('is claimed by a discard: an approval arriving meanwhile is refused, and nothing is published', async () => {
    const alice = await waitingDraft();
    const [discarded, approved] = await Promise.allSettled([
      discardRun(server.ctx, alice.user.id, alice.id),
      approveRun(server.ctx, alice.user.id, alice.id),
    ]);
    // One of the two wins; whichever it is, the other is refused and the run is what the winner made it.
    const outcomes = [discarded.status, approved.status].sort();
    expect(outcomes).toEqual(['fulfilled', 'rejected']);
    const run = await row(alice.id);
    if (run.status === 'discarded') expect(await postsOfRun(server, alice.user.id, alice.id)).toEqual([]);
    else expect(run).toMatchObject({ status: 'queued', reviewState: 'approved' });
  });

  it('waits again when the blog refuses its discard halfway, and can then only be discarded', async () => {
    const alice = await waitingDraft();
    const refusing = withBlog(server.ctx, () => ({
      deleteMedia: () => Promise.reject(new Error('the blog answered 500')),
    }));
    await expect(discardRun(refusing, alice.user.id, alice.id)).rejects.toMatchObject({
      status: 502,
      message: Messages.runPostUnreachable,
    });
    expect(await row(alice.id)).toMatchObject({ status: 'review', reviewState: 'waiting' });
    // The post went; its images stayed: publishing it now would publish nothing.
    const rows = await server.ctx.db
      .select({ key: publications.key, status: publications.status })
      .from(publications)
      .where(eq(publications.executionId, alice.id));
    expect(rows.find((publication) => publication.key === 'post')?.status).toBe('deleted');
    const approve = await post(alice.headers, alice.id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ message: Messages.draftPartlyDeleted });
    expect((await post(alice.headers, alice.id, 'discard')).statusCode).toBe(200);
    expect(await row(alice.id)).toMatchObject({ status: 'discarded' });
  });

  it('still waiting a week on, is reminded once', async () => {
    const alice = await waitingDraft();
    await remindDraftHandler({ executionId: alice.id }, { ctx: server.ctx, log });
    await remindDraftHandler({ executionId: alice.id }, { ctx: server.ctx, log });
    const mails = await queuedMails(server, alice.user.email);
    expect(mails.map((mail) => [mail.template, (mail.props as { reminder: boolean }).reminder])).toEqual([
      ['draft-ready', false],
      ['draft-ready', true],
    ]);
    const { rows } = (await server.ctx.db.execute(
      sql`select start_after from pgboss.job where name = 'remind-draft' and data->>'executionId' = ${alice.id}`,
    )) as unknown as { rows: { start_after: string }[] };
    const days = (Date.parse(rows[0]?.start_after ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });
});

describe('a live post', () => {
  async function liveRun() {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers, true);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const link = readCheckpoint((await row(id)).checkpoint).live?.link ?? '';
    expect((await publicPage(link)).status).toBe(200);
    return { ...alice, id, link };
  }

  it('is edited from its run, and the blog shows the edit', async () => {
    const alice = await liveRun();
    const before = await article(alice.headers, alice.id);
    expect(before).toMatchObject({ live: true, editable: true, post_url: alice.link });
    const res = await sendJson(
      server,
      'PUT',
      `/api/campaigns/executions/${alice.id}/article`,
      { ...before.post, article: { ...before.post.article, verdict: 'A verdict the user rewrote.' } },
      { headers: alice.headers },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await (await publicPage(alice.link)).text()).toContain('A verdict the user rewrote.');
  });

  it('is unpublished: in the blog’s trash (its page answers 404), its pins gone, the run says when and by whom', async () => {
    const alice = await liveRun();
    await postQueuedPinsNow(server, alice.id);
    expect(await pinsOf(server, alice.user.id, alice.board.id, alice.id)).toHaveLength(3);
    const res = await post(alice.headers, alice.id, 'unpublish');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.execution).toMatchObject({ unpublished: { by: 'user', at: expect.any(String) } });
    expect((await publicPage(alice.link)).status).toBe(404);
    const [trashed] = await postsOfRun(server, alice.user.id, alice.id);
    expect(trashed).toBeUndefined();
    expect(await pinsOf(server, alice.user.id, alice.board.id, alice.id)).toEqual([]);
    // Twice is refused; the post check no longer reads it; it cannot be edited.
    expect((await post(alice.headers, alice.id, 'unpublish')).json()).toMatchObject({
      message: Messages.runNotLive,
    });
    await checkPostHandler({ executionId: alice.id, round: 'day' }, { ctx: server.ctx, log });
    expect(await server.ctx.db.select().from(postChecks).where(eq(postChecks.executionId, alice.id))).toEqual(
      [],
    );
    expect((await article(alice.headers, alice.id)).editable).toBe(false);
    // The app links to nothing of it any more, and pins none of its images.
    const shown = await shownRun(alice.headers, alice.id);
    expect(shown.result_data).toMatchObject({ blog_url: null, pinterest_posts: [], scheduled_pins: [] });
    expect(shown.post_check).toBeNull();
    expect((await pinImage(alice.headers, alice.id)).json()).toMatchObject({
      message: Messages.runNotLiveForPins,
    });
    expect(await pinsOf(server, alice.user.id, alice.board.id, alice.id)).toEqual([]);
  });

  it('comes down with its campaign when the user asks, and stays up when not', async () => {
    const alice = await liveRun();
    const campaignId = (await row(alice.id)).campaignId;
    const kept = await liveRun();
    const keptCampaign = (await row(kept.id)).campaignId;
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/api/campaigns/${keptCampaign}`,
          headers: kept.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await publicPage(kept.link)).status).toBe(200);

    const res = await server.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${campaignId}?unpublish=true`,
      headers: alice.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = (await server.ctx.db.execute(
      sql`select data from pgboss.job where name = 'unpublish-run' and data->>'executionId' = ${alice.id}`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(1);
    await unpublishRunHandler({ executionId: alice.id }, { ctx: server.ctx, log });
    await unpublishRunHandler({ executionId: alice.id }, { ctx: server.ctx, log });
    expect((await publicPage(alice.link)).status).toBe(404);
    expect(await row(alice.id)).toMatchObject({ unpublishedBy: 'campaign' });
  });

  it('waits, when its campaign is deleted while it works, until the run has finished', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers, true);
    // Queued, not run yet: the takedown job fails (pg-boss retries it) and touches nothing.
    await expect(takeDownRun(server.ctx, id)).rejects.toBeInstanceOf(RunStillWorking);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const link = readCheckpoint((await row(id)).checkpoint).live?.link ?? '';
    expect((await publicPage(link)).status).toBe(200);
    await takeDownRun(server.ctx, id);
    expect((await publicPage(link)).status).toBe(404);
    expect(await row(id)).toMatchObject({ unpublishedBy: 'campaign' });
  });

  it('is live again when Pinterest refuses to delete its pins, and can be unpublished later', async () => {
    const alice = await liveRun();
    const pinterest = server.ctx.pinterest;
    const refusing: AppContext = {
      ...server.ctx,
      pinterest: { ...pinterest, deletePin: () => Promise.reject(new Error('Pinterest answered 500')) },
    };
    await expect(unpublishRun(refusing, alice.user.id, alice.id, 'user')).rejects.toMatchObject({
      status: 502,
    });
    expect((await row(alice.id)).unpublishedAt).toBeNull();
    expect((await publicPage(alice.link)).status).toBe(200);
    expect((await article(alice.headers, alice.id)).post_url).toBe(alice.link);
    expect((await post(alice.headers, alice.id, 'unpublish')).statusCode).toBe(200);
    expect((await publicPage(alice.link)).status).toBe(404);
  });
});
