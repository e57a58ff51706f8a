/**
 * A run's live post checked on the demo blog (issue 20): 8 of 8 after publishing, shown with the run;
 * each item failing once the post is doctored as plugins, themes and edits do (rel stripped, the
 * disclosure gone, a broken image, a price, the meta description hidden, a 404, another store's or
 * another tag's link); the rechecks a day and a week later; the mail, once per failure.
 */
import { type Execution, POST_CHECK_KEYS, type PostCheckItem } from '@aa/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { postChecks } from '../../../db/schema/index.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { fakeServices } from '../../../test/generation-services.ts';
import { queuedMails as mailsQueuedFor } from '../../../test/mails.ts';
import { newRun, userWithEverything } from '../../../test/runs.ts';
import { setupTestServer } from '../../../test/test-server.ts';
import { findWordPressSite } from '../../platforms/wordpress-connection.ts';
import checkPostHandler from '../check-post.handler.ts';
import { runExecution } from '../pipeline.ts';
import { checkRunPost } from './check-run-post.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type Headers = Record<string, string>;

/** A user whose run published its post on the demo blog, checked once as the run's check-post job does. */
async function publishedRun() {
  const user = await userWithEverything(server);
  const id = await newRun(server, user.headers, false);
  expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
  await checkPostHandler({ executionId: id, round: 'publish' }, { ctx: server.ctx, log });
  return { ...user, id };
}

/** The demo blog's REST API as the user (the blog's author). */
async function blogApi(userId: string) {
  const site = await findWordPressSite(server.ctx, userId);
  if (!site) throw new Error('no blog');
  const authorization = `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64')}`;
  return async (method: string, route: string, json?: unknown) => {
    const res = await fetch(`${site.apiRoot}${route.replace(/^\//, '')}`, {
      method,
      headers: { authorization, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    expect(res.status, `${method} ${route}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown> & { id: number; content: { raw: string } };
  };
}

/** The run's post on the demo blog, and ways to change it as its author would. */
async function postOf(userId: string, executionId: string) {
  const api = await blogApi(userId);
  const posts = (await api('GET', '/wp/v2/posts?per_page=100&context=edit')) as unknown as {
    id: number;
    slug: string;
    content: { raw: string };
  }[];
  const mine = posts.find((candidate) => candidate.content.raw.includes(`-${executionId.slice(0, 8)}-`));
  if (!mine) throw new Error(`no post of ${executionId}`);
  return {
    original: mine.content.raw,
    edit: (content: string) => api('POST', `/wp/v2/posts/${mine.id}`, { content }),
    setStatus: (status: string) => api('POST', `/wp/v2/posts/${mine.id}`, { status }),
  };
}

async function plugins(userId: string, active: string[]) {
  await (await blogApi(userId))('POST', '/aa-sandbox/v1/plugins', { active });
}

async function checksOf(executionId: string) {
  return server.ctx.db
    .select()
    .from(postChecks)
    .where(eq(postChecks.executionId, executionId))
    .orderBy(desc(postChecks.checkedAt));
}

const failing = (items: PostCheckItem[] | undefined) => (items ?? []).filter((item) => !item.ok);

/** The mails queued for `to` (workers are off). */
const queuedMails = (to: string) => mailsQueuedFor(server, to);

async function execution(headers: Headers, id: string): Promise<Execution> {
  const res = await server.app.inject({ url: `/api/campaigns/executions/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.execution;
}

let doctoredBy: string | undefined;
afterEach(async () => {
  // The demo blog is the whole file's: its simulated plugins go off after each test.
  if (doctoredBy) await plugins(doctoredBy, []);
  doctoredBy = undefined;
});

describe('the check of a published post', () => {
  it('passes 8 of 8 after publishing, is shown with the run, and schedules rechecks a day and a week later', async () => {
    const alice = await publishedRun();
    const [check] = await checksOf(alice.id);
    expect(check).toMatchObject({ round: 'publish', passed: 8, total: 8, userId: alice.user.id });
    expect(check?.items.map((item) => item.key)).toEqual([...POST_CHECK_KEYS]);

    const shown = await execution(alice.headers, alice.id);
    expect(shown.post_check).toMatchObject({ passed: 8, total: 8, round: 'publish' });
    expect(shown.post_check?.items.every((item) => item.ok)).toBe(true);
    const list = await server.app.inject({ url: '/api/campaigns/executions', headers: alice.headers });
    const listed = (list.json().data.executions as Execution[]).find((run) => run.id === alice.id);
    expect(listed?.post_check).toEqual(shown.post_check);

    // The run queued its checks in their own queue, in the account's group: at once, a day and a
    // week after publishing.
    const { rows } = (await server.ctx.db.execute(
      sql`select data, start_after, group_id from pgboss.job where name = 'check-post' and data->>'executionId' = ${alice.id}`,
    )) as unknown as { rows: { data: { round: string }; start_after: string; group_id: string }[] };
    const hoursAway = (at: string) => Math.round((new Date(at).getTime() - Date.now()) / 3_600_000) + 0;
    expect(
      rows
        .map((row) => [row.data.round, hoursAway(row.start_after), row.group_id])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['day', 24, alice.user.id],
      ['publish', 0, alice.user.id],
      ['week', 168, alice.user.id],
    ]);
    // Another user reads neither the run nor its check.
    const bob = await buildSignedInUser(server.ctx);
    const other = await server.app.inject({
      url: `/api/campaigns/executions/${alice.id}`,
      headers: bob.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('post_check');
    const bobs = await server.app.inject({ url: '/api/campaigns/executions', headers: bob.headers });
    expect(bobs.json().data.executions).toEqual([]);
  });

  it('fails each item on a post doctored as plugins, themes and edits do', async () => {
    const alice = await publishedRun();
    const post = await postOf(alice.user.id, alice.id);
    const recheck = () => checkRunPost(server.ctx, alice.id, 'day');
    const original = post.original;
    const link = /href="(https:\/\/www\.amazon\.com\/dp\/[^"]+)"/.exec(original)?.[1] ?? '';
    const image = /<img src="([^"]+)"/.exec(original)?.[1] ?? '';
    expect(link).toContain('tag=autopilotdemo-20');

    doctoredBy = alice.user.id;
    await plugins(alice.user.id, ['strip-sponsored-rel']);
    expect(failing(await recheck())).toEqual([
      { key: 'links', ok: false, problem: 'rel_missing', params: { url: link } },
    ]);
    await plugins(alice.user.id, ['hide-excerpt']);
    expect(failing(await recheck())).toEqual([{ key: 'meta', ok: false, problem: 'description_missing' }]);
    await plugins(alice.user.id, ['hide-featured-image']);
    expect(failing(await recheck())).toEqual([{ key: 'featured', ok: false, problem: 'featured_missing' }]);
    await plugins(alice.user.id, []);

    const edits: [string, PostCheckItem][] = [
      [
        original.replace('As an Amazon Associate I earn from qualifying purchases.', ''),
        {
          key: 'disclosure',
          ok: false,
          problem: 'disclosure_missing',
          params: { expected: 'As an Amazon Associate I earn from qualifying purchases.' },
        },
      ],
      [
        original.replace(image, `${image.replace(/\.png$/, '')}-gone.png`),
        {
          key: 'images',
          ok: false,
          problem: 'image_broken',
          params: { url: `${image.replace(/\.png$/, '')}-gone.png`, found: 'HTTP 404' },
        },
      ],
      [
        original.replace('</p>', ' Today only $19.99!</p>'),
        { key: 'price', ok: false, problem: 'price_shown', params: { found: '$19.99' } },
      ],
      [
        original.replace(link, link.replace('www.amazon.com', 'www.amazon.de')),
        {
          key: 'links',
          ok: false,
          problem: 'wrong_store',
          params: {
            url: link.replace('www.amazon.com', 'www.amazon.de'),
            found: 'www.amazon.de',
            expected: 'www.amazon.com',
          },
        },
      ],
      [
        original.replace(link, link.replace('autopilotdemo-20', 'someone-else-20')),
        {
          key: 'links',
          ok: false,
          problem: 'wrong_tag',
          params: {
            url: link.replace('autopilotdemo-20', 'someone-else-20'),
            found: 'someone-else-20',
            expected: 'autopilotdemo-20',
          },
        },
      ],
    ];
    for (const [content, failure] of edits) {
      await post.edit(content);
      expect(failing(await recheck())).toEqual([failure]);
    }
    await post.edit(original);
    expect(failing(await recheck())).toEqual([]);

    // Unpublished: the page is a 404, and nothing else can be checked.
    await post.setStatus('draft');
    const gone = await recheck();
    expect(gone?.[0]).toEqual({ key: 'status', ok: false, problem: 'http_status', params: { found: '404' } });
    expect(failing(gone)).toHaveLength(8);
    await post.setStatus('publish');
  });

  it('stores the check-post job\'s recheck as round "day", and mails a failure once, in the user\'s language', async () => {
    const alice = await publishedRun();
    await server.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'fr' }),
    });
    expect(await queuedMails(alice.user.email)).toEqual([]);

    doctoredBy = alice.user.id;
    await plugins(alice.user.id, ['strip-sponsored-rel']);
    await checkPostHandler({ executionId: alice.id, round: 'day' }, { ctx: server.ctx, log });
    const [latest] = await checksOf(alice.id);
    expect(latest).toMatchObject({ round: 'day', passed: 7, total: 8 });
    expect((await execution(alice.headers, alice.id)).post_check).toMatchObject({ round: 'day', passed: 7 });

    const [mail, ...more] = await queuedMails(alice.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: 'post-check-failed',
      language: 'fr',
      props: {
        passed: 7,
        total: 8,
        failures: [{ key: 'links', ok: false, problem: 'rel_missing' }],
        libraryUrl: `${server.config.appUrl}/dashboard/generated-content`,
      },
    });

    // Still failing the same way a week later: no second mail.
    await checkPostHandler({ executionId: alice.id, round: 'week' }, { ctx: server.ctx, log });
    expect(await queuedMails(alice.user.email)).toHaveLength(1);
    // Something else fails too: that is news.
    await plugins(alice.user.id, ['strip-sponsored-rel', 'hide-excerpt']);
    await checkRunPost(server.ctx, alice.id, 'week');
    const [, second, ...others] = await queuedMails(alice.user.email);
    expect(others).toEqual([]);
    expect(second).toMatchObject({
      props: { failures: [{ problem: 'rel_missing' }, { problem: 'description_missing' }] },
    });
    expect((await checksOf(alice.id)).map((check) => check.round)).toEqual([
      'week',
      'week',
      'day',
      'publish',
    ]);
  });

  it('mails nothing to a user who turned run mails off, and still shows the failure', async () => {
    const alice = await publishedRun();
    const off = await server.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: alice.headers,
      payload: { runMails: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    doctoredBy = alice.user.id;
    await plugins(alice.user.id, ['strip-sponsored-rel']);
    await checkRunPost(server.ctx, alice.id, 'day');
    expect((await execution(alice.headers, alice.id)).post_check).toMatchObject({ round: 'day', passed: 7 });
    expect(await queuedMails(alice.user.email)).toEqual([]);
  });
});
