import { PIN_PACING_DEFAULTS } from '@aa/contracts';
/**
 * Connecting a test user's platforms the way the product does: the demo blog, the demo Amazon tag,
 * Pinterest through the simulator's authorize page (the browser's part done with fetch), a board.
 * Needs a listening test server (`{ listen: true }`), which mounts the sandboxes; `givePublishingSetup`
 * stores a blog and a tag without them.
 */
import { expect } from 'vitest';
import type { AppContext } from '../context.ts';
import type { BlogPublisher } from '../integrations/blog/blog-publisher.ts';
import { saveAmazonTag } from '../modules/platforms/amazon-tag.ts';
import { connectWordPress } from '../modules/platforms/wordpress-connection.ts';
import { sendJson, type TestServer } from './test-server.ts';

type Headers = Record<string, string>;

/** The browser's part of Pinterest OAuth: the authorize page, then Allow or Deny; the redirect's parameters. */
export async function authorizePinterest(
  server: TestServer,
  headers: Headers,
  decision: 'allow' | 'deny',
  username = 'affiliate_demo',
) {
  const started = await server.app.inject({ url: '/api/pinterest/oauth/url', headers });
  expect(started.statusCode).toBe(200);
  const { authUrl, state } = started.json().data as { authUrl: string; state: string };
  const page = await fetch(authUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow');
  const url = new URL(authUrl);
  const form = new URLSearchParams({
    client_id: url.searchParams.get('client_id') ?? '',
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    response_type: 'code',
    scope: url.searchParams.get('scope') ?? '',
    state: url.searchParams.get('state') ?? '',
    // The PKCE challenge, which the page carries in its form as it does the state.
    code_challenge: url.searchParams.get('code_challenge') ?? '',
    code_challenge_method: url.searchParams.get('code_challenge_method') ?? '',
    username,
    decision,
  });
  const answer = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location') ?? '');
  return { authUrl: url, state, back };
}

export async function connectPinterest(server: TestServer, headers: Headers, username?: string) {
  const { back, state } = await authorizePinterest(server, headers, 'allow', username);
  expect(back.searchParams.get('state')).toBe(state);
  const res = await sendJson(
    server,
    'POST',
    '/api/pinterest/oauth/complete',
    { code: back.searchParams.get('code'), state },
    { headers },
  );
  expect(res.statusCode, res.body).toBe(200);
  // The product's pacing, in a time zone where it is midday now: a run's first pin goes at once.
  const paced = await sendJson(
    server,
    'PUT',
    '/api/platforms/pinterest/pacing',
    { ...PIN_PACING_DEFAULTS, timeZone: daytimeZone() },
    { headers },
  );
  expect(paced.statusCode, paced.body).toBe(200);
  return res.json();
}

/**
 * A time zone where it is about midday at `at` (Etc/GMT+N is N hours behind UTC): the pin queue's
 * posting window (08:00–21:00 by default) is open there for hours, whenever the tests run.
 */
export function daytimeZone(at = Date.now()): string {
  const behind = new Date(at).getUTCHours() - 12;
  if (behind === 0) return 'Etc/GMT';
  return behind > 0 ? `Etc/GMT+${behind}` : `Etc/GMT${behind}`;
}

/** Selects the account's first board; returns it. */
export async function selectFirstBoard(server: TestServer, headers: Headers) {
  const boards = await server.app.inject({ url: '/api/pinterest/boards', headers });
  const [board] = boards.json().boards as { id: string; name: string }[];
  if (!board) throw new Error('the simulator account has no board');
  const res = await sendJson(
    server,
    'POST',
    '/api/campaigns/pinterest/selected-board',
    { boardId: board.id },
    { headers },
  );
  expect(res.statusCode, res.body).toBe(200);
  return board;
}

export async function connectDemoBlog(server: TestServer, headers: Headers) {
  const res = await server.app.inject({ method: 'POST', url: '/api/demo/connect-wordpress', headers });
  expect(res.statusCode, res.body).toBe(200);
}

export async function setAmazonTag(server: TestServer, headers: Headers, affiliateTag = 'autopilotdemo-20') {
  const res = await sendJson(server, 'POST', '/api/platforms/amazon', { affiliateTag }, { headers });
  expect(res.statusCode, res.body).toBe(200);
}

/** Blog, tag, Pinterest and a board: everything a run publishes to. */
export async function connectEverything(server: TestServer, headers: Headers) {
  await connectDemoBlog(server, headers);
  await setAmazonTag(server, headers);
  await connectPinterest(server, headers);
  return selectFirstBoard(server, headers);
}

/** A site that answers nothing but connect: enough to store a connection through the product's path. */
const storedOnlyWordPress = {
  async connect(site: { siteUrl: string; username: string }) {
    const siteUrl = site.siteUrl.replace(/\/+$/, '');
    return {
      apiRoot: `${siteUrl}/wp-json/`,
      siteUrl,
      user: { id: 1, username: site.username, name: site.username, roles: ['author'] },
    };
  },
} as unknown as BlogPublisher;

/**
 * The context with the WordPress adapter changed by `change` (each call given the real adapter, to
 * wrap it): a blog that fails, or answers otherwise, in one test.
 */
export function withBlog(
  ctx: AppContext,
  change: (wordpress: BlogPublisher) => Partial<BlogPublisher>,
): AppContext {
  const wordpress = ctx.blogs.wordpress;
  return { ...ctx, blogs: { ...ctx.blogs, wordpress: { ...wordpress, ...change(wordpress) } } };
}

/**
 * A blog and an affiliate tag stored for `userId` as connecting them stores them, on a test server
 * without the sandboxes: what a run needs to be started. The blog is never called (it does not exist),
 * unless `siteUrl` names one (its REST root at `/wp-json/`).
 */
export async function givePublishingSetup(
  ctx: Pick<AppContext, 'db' | 'secrets'>,
  userId: string,
  {
    wordpress = true,
    amazonTag = true,
    siteUrl = 'https://blog.example.com',
  }: { wordpress?: boolean; amazonTag?: boolean; siteUrl?: string } = {},
) {
  if (wordpress)
    await connectWordPress({ ...ctx, blogs: { wordpress: storedOnlyWordPress } }, userId, {
      siteUrl,
      username: 'author',
      applicationPassword: 'abcd EFGH ijkl MNOP qrst UVWX',
    });
  if (amazonTag) await saveAmazonTag(ctx.db, userId, 'autopilotdemo-20');
}
