/** Starting, running and reading back campaign runs in server tests (against the demo blog and Pinterest's simulator). */
import type { ExecutionResult } from '@aa/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { executions, scheduledPins } from '../db/schema/index.ts';
import { applyCreditChange } from '../modules/credits/credits.service.ts';
import { postDuePins } from '../modules/generation/due-pins.ts';
import { generationServices } from '../modules/generation/generation-services.ts';
import { pinterestAccessToken } from '../modules/pinterest/pinterest-connection.ts';
import { findWordPressSite } from '../modules/platforms/wordpress-connection.ts';
import { buildSignedInUser } from './factories.ts';
import { connectEverything } from './platforms.ts';
import type { TestServer } from './test-server.ts';

type Headers = Record<string, string>;

/** A signed-in user with the demo blog, a tag, Pinterest and a board: everything a run publishes to. */
export async function userWithEverything(server: TestServer) {
  const user = await buildSignedInUser(server.ctx);
  const board = await connectEverything(server, user.headers);
  return { ...user, board };
}

/**
 * Creates a campaign that starts at once and answers its first run's id; `publishing: 'review'` makes
 * its runs wait as drafts for the user's review.
 */
export async function newRun(
  server: TestServer,
  headers: Headers,
  autoPost = true,
  { publishing = 'publish' }: { publishing?: 'publish' | 'review' } = {},
) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: {
      name: 'Earbuds',
      product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
      product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
      frequency: 6,
      totalRuns: 5,
      autoPostPinterest: autoPost,
      selectedPinterestBoardId: null,
      selectedPinterestBoardName: null,
      descriptionPinterest: null,
      publishing,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.execution.id as string;
}

export async function grantCredits(server: TestServer, userId: string, credits: number) {
  await server.ctx.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId,
      delta: credits,
      reason: 'adjustment',
      reference: `test:${userId}:${credits}:${Math.random()}`,
    }),
  );
}

/** Starts the campaign's next run now (Run now), after granting its credits. */
export async function nextRun(server: TestServer, headers: Headers, userId: string, campaignId: string) {
  await grantCredits(server, userId, 10);
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/execute`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { executionId: string }).executionId;
}

export async function executionRow(server: TestServer, id: string) {
  const [row] = await server.ctx.db.select().from(executions).where(eq(executions.id, id));
  if (!row) throw new Error('no execution');
  return {
    ...row,
    resultData: row.resultData as Partial<ExecutionResult> & Pick<ExecutionResult, 'pinterest_posts'>,
  };
}

/** The pins of a run on a board of Pinterest's simulator (found by the run's mark in their links). */
export async function pinsOf(server: TestServer, userId: string, boardId: string, executionId: string) {
  const token = await pinterestAccessToken(server.ctx, userId);
  const page = await server.ctx.pinterest.listBoardPins(token, boardId, { pageSize: 100 });
  return page.items.filter((pin) => pin.link?.includes(`utm_content=${executionId.slice(0, 8)}-`));
}

/** The blog the run published to (the one it recorded; before it ran, the default). */
async function siteOfRun(server: TestServer, userId: string, executionId: string) {
  const [row] = await server.ctx.db
    .select({ siteId: executions.wordpressSiteId })
    .from(executions)
    .where(eq(executions.id, executionId));
  return findWordPressSite(server.ctx, userId, row?.siteId);
}

/**
 * The posts on the demo blog of this run: those showing its images, whose file names carry the run's
 * mark (a post's slug is the title's words only).
 */
export async function postsOfRun(server: TestServer, userId: string, executionId: string) {
  const site = await siteOfRun(server, userId, executionId);
  if (!site) throw new Error('no blog');
  const mark = executionId.slice(0, 8);
  const url = new URL(`${site.apiRoot.replace(/\/$/, '')}/wp/v2/posts`);
  url.searchParams.set('status', 'publish,draft');
  url.searchParams.set('context', 'edit');
  url.searchParams.set('per_page', '100');
  const res = await fetch(url, {
    headers: {
      authorization: `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64')}`,
    },
  });
  const posts = (await res.json()) as {
    id: number;
    slug: string;
    status: string;
    content: { raw: string };
    featured_media: number;
  }[];
  return posts.filter((post) => post.content.raw.includes(`-${mark}-`));
}

/** The media on the demo blog whose slug carries this run's mark. */
export async function mediaOfRun(server: TestServer, userId: string, executionId: string) {
  const site = await siteOfRun(server, userId, executionId);
  if (!site) throw new Error('no blog');
  const url = new URL(`${site.apiRoot.replace(/\/$/, '')}/wp/v2/media`);
  url.searchParams.set('per_page', '100');
  const media = (await (await fetch(url)).json()) as { id: number; slug: string; source_url: string }[];
  return media.filter((item) => item.slug.includes(`-${executionId.slice(0, 8)}-`));
}

/**
 * The run's pins waiting in the pin queue (issue 32), made due now and posted by the queue's job, as
 * if their times had come: for tests about what a run pins rather than when.
 */
export async function postQueuedPinsNow(server: TestServer, executionId: string) {
  const now = new Date();
  await server.ctx.db
    .update(scheduledPins)
    .set({ dueAt: now })
    .where(and(eq(scheduledPins.executionId, executionId), eq(scheduledPins.status, 'scheduled')));
  return postDuePins(server.ctx, generationServices(server.ctx), new Date(now.getTime() + 1000));
}
