/** Starting, running and reading back campaign runs in server tests (against the demo blog and Pinterest's simulator). */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { executions } from '../db/schema/index.ts';
import { applyCreditChange } from '../modules/credits/credits.service.ts';
import { pinterestAccessToken } from '../modules/pinterest/pinterest-connection.ts';
import type { TestServer } from './test-server.ts';

type Headers = Record<string, string>;

/** Creates a campaign that starts at once and answers its first run's id. */
export async function newRun(server: TestServer, headers: Headers, autoPost = true) {
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
  return row;
}

/** The pins of a run on a board of Pinterest's simulator (found by the run's mark in their links). */
export async function pinsOf(server: TestServer, userId: string, boardId: string, executionId: string) {
  const token = await pinterestAccessToken(server.ctx, userId);
  const page = await server.ctx.pinterest.listBoardPins(token, boardId, { pageSize: 100 });
  return page.items.filter((pin) => pin.link?.includes(`utm_content=${executionId.slice(0, 8)}-`));
}
