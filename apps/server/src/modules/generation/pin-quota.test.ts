/**
 * The daily allowance of pins per Pinterest account (PINS_PER_DAY, 4 here): a run posts what the
 * window allows, the rest wait as scheduled and post themselves when a slot frees.
 */
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { publications } from '../../db/schema/index.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, newRun, nextRun, pinsOf, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { DAY_MS } from './pin-quota.ts';
import { runExecution } from './pipeline.ts';
import { postScheduledPin } from './post-scheduled-pin.handler.ts';

const server = setupTestServer({ PINS_PER_DAY: '4' }, { listen: true, workers: false });
const log = pino({ level: 'silent' });

const signedInWithEverything = () => userWithEverything(server);

/** Makes a run's pins a day and an hour old, as if they had been posted yesterday. */
async function agePins(executionId: string) {
  await server.ctx.db
    .update(publications)
    .set({ updatedAt: new Date(Date.now() - DAY_MS - 3_600_000) })
    .where(and(eq(publications.executionId, executionId), like(publications.key, 'pin:%')));
}

/** Alice's campaign run twice: 3 pins, then 1 (the allowance is 4), 2 waiting. */
async function twoRuns() {
  const alice = await signedInWithEverything();
  const first = await newRun(server, alice.headers);
  expect(await runExecution(server.ctx, fakeServices(), first, log)).toBe('completed');
  const campaignId = (await executionRow(server, first)).campaignId;
  const second = await nextRun(server, alice.headers, alice.user.id, campaignId);
  expect(await runExecution(server.ctx, fakeServices(), second, log)).toBe('completed');
  return { alice, first, second };
}

describe('pins over the daily allowance', () => {
  it('wait as scheduled, then post themselves once the window frees, once each', async () => {
    const { alice, first, second } = await twoRuns();

    // 3 + 1 pins posted today; images 2 and 3 of the second run wait for the first run's pins to age.
    expect(await pinsOf(server, alice.user.id, alice.board.id, second)).toHaveLength(1);
    const waiting = (await executionRow(server, second)).resultData.scheduled_pins ?? [];
    expect(waiting.map((pin) => pin.image_number)).toEqual([2, 3]);
    for (const pin of waiting) {
      const at = new Date(pin.scheduled_for).getTime();
      expect(at).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
      expect(at).toBeLessThan(Date.now() + DAY_MS + 5 * 60_000);
    }
    expect((await executionRow(server, second)).errorMessage).toBeNull();

    // Its time comes while the window is still full: it waits again.
    expect(await postScheduledPin(server.ctx, { executionId: second, imageNumber: 2 })).toBe('waiting');
    expect(await pinsOf(server, alice.user.id, alice.board.id, second)).toHaveLength(1);

    // A day later the first run's pins have left the window: both go, each once.
    await agePins(first);
    expect(await postScheduledPin(server.ctx, { executionId: second, imageNumber: 2 })).toBe('posted');
    expect(await postScheduledPin(server.ctx, { executionId: second, imageNumber: 3 })).toBe('posted');
    expect(await postScheduledPin(server.ctx, { executionId: second, imageNumber: 3 })).toBe('dropped');
    expect(await pinsOf(server, alice.user.id, alice.board.id, second)).toHaveLength(3);
    const row = await executionRow(server, second);
    expect(row.resultData.pinterest_posts.map((post) => post.image_number).sort()).toEqual([1, 2, 3]);
    expect(row.resultData.scheduled_pins).toEqual([]);
  });

  it('leaves the library’s own “Post to Pinterest” free, and a pin posted that way is no longer scheduled', async () => {
    const { alice, first, second } = await twoRuns();
    const posted = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/executions/${second}/pinterest/post-image`,
      headers: alice.headers,
      payload: { imageNumber: 3 },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const row = await executionRow(server, second);
    expect(row.resultData.scheduled_pins?.map((pin) => pin.image_number)).toEqual([2]);
    await agePins(first);
    expect(await postScheduledPin(server.ctx, { executionId: second, imageNumber: 3 })).toBe('dropped');
    expect(await pinsOf(server, alice.user.id, alice.board.id, second)).toHaveLength(2);
  });

  it("counts each account's pins only: another user's run pins at once", async () => {
    const alice = await signedInWithEverything();
    const bob = await signedInWithEverything();
    for (const user of [alice, bob]) {
      const id = await newRun(server, user.headers);
      expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
      expect(await pinsOf(server, user.user.id, user.board.id, id)).toHaveLength(3);
      expect((await executionRow(server, id)).resultData.scheduled_pins).toBeUndefined();
    }
  });
});
