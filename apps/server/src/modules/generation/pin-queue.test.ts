/**
 * The pin queue with the product's pacing (issue 32), on the sandboxes: a run's first pin goes at
 * once (the window is open: tests pace in a time zone where it is midday), the two others wait a day
 * apart, shown on the run; the job posts each when due, once; the user posts one now, moves one (the
 * cap and the spacing refused with their reasons) or cancels one; a post taken down cancels its pins;
 * a revoked token fails a pin for good with one mail; another user reaches none of it.
 */
import { Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { scheduledPins } from '../../db/schema/index.ts';
import { contentOf } from '../../integrations/mail/copy.ts';
import { renderEmail } from '../../integrations/mail/render-email.ts';
import { SocialApiError } from '../../integrations/social/social-publisher.ts';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { queuedMails } from '../../test/mails.ts';
import { connectPinterest } from '../../test/platforms.ts';
import {
  executionRow,
  grantCredits,
  newRun,
  nextRun,
  pinsOf,
  postQueuedPinsNow,
  userWithEverything,
} from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { claimDuePins } from '../runs/scheduled-pins.service.ts';
import { postDuePins as postDue, postQueuedPin } from './due-pins.ts';
import { generationServices } from './generation-services.ts';
import { DAY_MS } from './pin-pacing.ts';
import { runExecution } from './pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });
const HOUR_MS = 3_600_000;

type Headers = Record<string, string>;

async function ranRun(headers: Headers) {
  const id = await newRun(server, headers);
  expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
  return id;
}

async function shownRun(headers: Headers, id: string) {
  const res = await server.app.inject({ url: `/api/campaigns/executions/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.execution as {
    result_data: {
      pinterest_posts: { image_number: number }[];
      scheduled_pins?: {
        id: string;
        image_number: number;
        scheduled_for: string;
        board_name: string | null;
        status: string;
        error: string | null;
      }[];
    };
  };
}

/** A request as the browser makes it: JSON when there is a body. */
function call(method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, body: unknown, headers: Headers) {
  return server.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const postDuePins = (ctx: AppContext, now?: Date) => postDue(ctx, generationServices(ctx), now);

const queueOf = (id: string) =>
  server.ctx.db.select().from(scheduledPins).where(eq(scheduledPins.executionId, id));

describe('the pin queue', () => {
  it("posts a run's first pin at once and the two others a day apart, each once, when due", async () => {
    const alice = await userWithEverything(server);
    const id = await ranRun(alice.headers);
    expect(await pinsOf(server, alice.user.id, alice.board.id, id)).toHaveLength(1);

    const shown = await shownRun(alice.headers, id);
    expect(shown.result_data.pinterest_posts.map((post) => post.image_number)).toEqual([1]);
    const waiting = shown.result_data.scheduled_pins ?? [];
    expect(waiting.map((pin) => pin.image_number)).toEqual([2, 3]);
    expect(waiting.every((pin) => pin.status === 'scheduled' && pin.board_name === alice.board.name)).toBe(
      true,
    );
    const [second, third] = waiting.map((pin) => new Date(pin.scheduled_for).getTime()) as [number, number];
    expect(second - Date.now()).toBeGreaterThan(DAY_MS - 5 * 60_000);
    expect(third - second).toBeGreaterThanOrEqual(DAY_MS);

    // Nothing is due yet; then, at each pin's time, it goes, and never again.
    const pinned = async (at: number) => {
      await postDuePins(server.ctx, new Date(at));
      return (await pinsOf(server, alice.user.id, alice.board.id, id)).length;
    };
    expect(await pinned(Date.now())).toBe(1);
    expect(await pinned(second - 60_000)).toBe(1);
    expect(await pinned(second + 60_000)).toBe(2);
    expect(await pinned(third + 60_000)).toBe(3);
    expect(await pinned(third + 2 * DAY_MS)).toBe(3);
    expect((await queueOf(id)).map((pin) => pin.status)).toEqual(['posted', 'posted', 'posted']);
    const done = await shownRun(alice.headers, id);
    expect(done.result_data.pinterest_posts.map((post) => post.image_number).sort()).toEqual([1, 2, 3]);
    expect(done.result_data.scheduled_pins).toBeUndefined();
  });

  it('keeps to the account: the first pin of a second run within 20 minutes waits', async () => {
    const bob = await userWithEverything(server);
    const first = await ranRun(bob.headers);
    const campaignId = (await executionRow(server, first)).campaignId;
    const second = await nextRun(server, bob.headers, bob.user.id, campaignId);
    expect(await runExecution(server.ctx, fakeServices(), second, log)).toBe('completed');
    expect(await pinsOf(server, bob.user.id, bob.board.id, second)).toHaveLength(0);
    const [soonest] = (await queueOf(second)).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    expect(soonest?.dueAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 19 * 60_000);
  });

  it('lets the user post a pin now, move one, and cancel one; the pacing’s rules are said', async () => {
    const carol = await userWithEverything(server);
    const id = await ranRun(carol.headers);
    const [second, third] = (await shownRun(carol.headers, id)).result_data.scheduled_pins ?? [];
    if (!second || !third) throw new Error('two pins should wait');
    const base = `/api/campaigns/executions/${id}/scheduled-pins`;

    // Too close to the post's first pin (posted now) and to its third.
    const tooClose = await call(
      'PATCH',
      `${base}/${second.id}`,
      { scheduledFor: new Date(Date.now() + 2 * HOUR_MS).toISOString() },
      carol.headers,
    );
    expect(tooClose.statusCode).toBe(400);
    expect(tooClose.json().message).toBe(Messages.scheduledPinTooClose.replace('{{hours}}', '24'));
    const past = await call(
      'PATCH',
      `${base}/${second.id}`,
      { scheduledFor: new Date(Date.now() - 60_000).toISOString() },
      carol.headers,
    );
    expect(past.json().message).toBe(Messages.scheduledPinInPast);
    const later = new Date(new Date(third.scheduled_for).getTime() + 2 * DAY_MS);
    const moved = await call(
      'PATCH',
      `${base}/${second.id}`,
      { scheduledFor: later.toISOString() },
      carol.headers,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(Messages.pinRescheduled);
    const movedPin = moved
      .json()
      .data.execution.result_data.scheduled_pins.find((pin: { id: string }) => pin.id === second.id);
    expect(new Date(movedPin.scheduled_for).getTime()).toBe(later.getTime());

    // Another user reaches none of it.
    const mallory = await userWithEverything(server);
    for (const [method, url] of [
      ['POST', `${base}/${third.id}/post`],
      ['DELETE', `${base}/${third.id}`],
      ['PATCH', `${base}/${third.id}`],
    ] as const) {
      const refused = await call(
        method,
        url,
        method === 'PATCH' ? { scheduledFor: later.toISOString() } : undefined,
        mallory.headers,
      );
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
    }

    const now = await call('POST', `${base}/${third.id}/post`, undefined, carol.headers);
    expect(now.statusCode, now.body).toBe(200);
    expect(await pinsOf(server, carol.user.id, carol.board.id, id)).toHaveLength(2);
    const cancelled = await call('DELETE', `${base}/${second.id}`, undefined, carol.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.execution.result_data.scheduled_pins).toBeUndefined();
    await postDuePins(server.ctx, new Date(later.getTime() + DAY_MS));
    expect(await pinsOf(server, carol.user.id, carol.board.id, id)).toHaveLength(2);
    const again = await call('DELETE', `${base}/${second.id}`, undefined, carol.headers);
    expect(again.json().message).toBe(Messages.scheduledPinNotFound);
  });

  it('takes again, after ten minutes, a pin a dead worker had claimed, and posts it once', async () => {
    const gina = await userWithEverything(server);
    const id = await ranRun(gina.headers);
    const [soonest] = (await queueOf(id))
      .filter((pin) => pin.status === 'scheduled')
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    if (!soonest) throw new Error('a pin should wait');
    const due = soonest.dueAt.getTime() + 60_000;
    // A worker claims it, makes the pin on Pinterest, and dies before recording it.
    const [claimed] = (await claimDuePins(server.ctx.db, new Date(due), 50)).filter(
      (pin) => pin.executionId === id,
    );
    expect(claimed?.id).toBe(soonest.id);
    const dying: AppContext = {
      ...server.ctx,
      pinterest: {
        ...server.ctx.pinterest,
        createPin: async (...args: Parameters<AppContext['pinterest']['createPin']>) => {
          await server.ctx.pinterest.createPin(...args);
          throw new Error('the worker died');
        },
      },
    };
    await expect(
      postQueuedPin(dying, fakeServices(), claimed as NonNullable<typeof claimed>, { byUser: true }),
    ).rejects.toThrow('the worker died');
    // Its claim is set back by the failure; a claim left by a killed process (still `posting`) waits.
    await server.ctx.db
      .update(scheduledPins)
      .set({ status: 'posting', updatedAt: new Date(due) })
      .where(eq(scheduledPins.id, soonest.id));
    await postDuePins(server.ctx, new Date(due + 5 * 60_000));
    expect((await queueOf(id)).find((pin) => pin.id === soonest.id)?.status).toBe('posting');
    await postDuePins(server.ctx, new Date(due + 11 * 60_000));
    expect((await queueOf(id)).find((pin) => pin.id === soonest.id)?.status).toBe('posted');
    // The pin the dead worker made was found by its link's mark: two pins for the run, not three.
    expect(await pinsOf(server, gina.user.id, gina.board.id, id)).toHaveLength(2);
  });

  it('cancels the pins of a post taken down', async () => {
    const dave = await userWithEverything(server);
    const id = await ranRun(dave.headers);
    const res = await call('POST', `/api/campaigns/executions/${id}/unpublish`, undefined, dave.headers);
    expect(res.statusCode, res.body).toBe(200);
    const queue = await queueOf(id);
    expect(queue.filter((pin) => pin.status === 'scheduled')).toEqual([]);
    expect(queue.filter((pin) => pin.status === 'cancelled')).toHaveLength(2);
    // Its posted pin went with the post; none of the cancelled comes back.
    await postDuePins(server.ctx, new Date(Date.now() + 5 * DAY_MS));
    expect(await pinsOf(server, dave.user.id, dave.board.id, id)).toHaveLength(0);
  });

  it('fails a pin for good when the token is revoked: kept as failed, one mail, "Post now" tries again', async () => {
    const erin = await userWithEverything(server);
    const id = await ranRun(erin.headers);
    const revoked: AppContext = {
      ...server.ctx,
      pinterest: {
        ...server.ctx.pinterest,
        createPin: async () => {
          throw new SocialApiError(401, 'Authentication failed.');
        },
      },
    };
    const waiting = (await queueOf(id)).filter((pin) => pin.status === 'scheduled');
    const last = Math.max(...waiting.map((pin) => pin.dueAt.getTime()));
    // Both come due on one day here: one mail for the day's cause.
    await server.ctx.db
      .update(scheduledPins)
      .set({ dueAt: new Date() })
      .where(eq(scheduledPins.executionId, id));
    await postDuePins(revoked, new Date(Date.now() + 60_000));
    expect(last).toBeGreaterThan(Date.now());
    const shown = (await shownRun(erin.headers, id)).result_data.scheduled_pins ?? [];
    expect(shown.map((pin) => [pin.status, pin.error])).toEqual([
      ['failed', Messages.pinFailedNotConnected],
      ['failed', Messages.pinFailedNotConnected],
    ]);
    const mails = (await queuedMails(server, erin.user.email)).filter(
      (mail) => mail.template === 'pin-failed',
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (mail?.template !== 'pin-failed') throw new Error('no mail');
    expect(mail.props.cause).toBe('not-connected');
    expect((await renderEmail(mail)).text).toContain('Reconnect Pinterest');
    expect(contentOf({ ...mail, language: 'fr' }).paragraphs.join(' ')).toContain('Reconnectez Pinterest');

    // Reconnected (the real adapter again): "Post now" posts the failed pin.
    const [failed] = shown;
    const retried = await call(
      'POST',
      `/api/campaigns/executions/${id}/scheduled-pins/${failed?.id}/post`,
      undefined,
      erin.headers,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await pinsOf(server, erin.user.id, erin.board.id, id)).toHaveLength(2);
  });

  it('rotates over the campaign’s boards, never one twice in a row for a post, into a section it chose', async () => {
    const hana = await userWithEverything(server);
    const boards = (await server.app.inject({ url: '/api/pinterest/boards', headers: hana.headers })).json()
      .boards as { id: string; name: string }[];
    const [first, second] = boards as [{ id: string; name: string }, { id: string; name: string }];
    const made = await call(
      'POST',
      `/api/pinterest/boards/${second.id}/sections`,
      { name: 'Earbuds' },
      hana.headers,
    );
    expect(made.statusCode, made.body).toBe(201);
    const section = made.json().data.section as { id: string; name: string };
    const listed = await server.app.inject({
      url: `/api/pinterest/boards/${second.id}/sections`,
      headers: hana.headers,
    });
    expect(listed.json().data.sections).toEqual([section]);

    const create = (pinterestBoards: unknown) =>
      call(
        'POST',
        '/api/campaigns',
        {
          ...campaignPayload,
          autoPostPinterest: true,
          selectedPinterestBoardId: null,
          pinterestBoards,
          startAt: new Date(Date.now() + DAY_MS).toISOString(),
        },
        hana.headers,
      );
    // A section of another board, and a board of another account, are refused with their reasons.
    const wrongSection = await create([{ boardId: first.id, sectionId: section.id }]);
    expect(wrongSection.statusCode).toBe(400);
    expect(wrongSection.json().message).toBe(Messages.boardSectionNotFound);
    // Simulated accounts are shared by username: Mallory's is another one.
    const mallory = await buildSignedInUser(server.ctx);
    await connectPinterest(server, mallory.headers, 'mallory_pins');
    const theirs = (
      await server.app.inject({ url: '/api/pinterest/boards', headers: mallory.headers })
    ).json().boards[0] as { id: string };
    expect(boards.some((board) => board.id === theirs.id)).toBe(false);
    const theirSections = await server.app.inject({
      url: `/api/pinterest/boards/${theirs.id}/sections`,
      headers: hana.headers,
    });
    expect(theirSections.statusCode).toBe(404);
    const notYours = await create([{ boardId: theirs.id }]);
    expect(notYours.json().message).toBe(Messages.pinBoardNotYours);
    const sixBoards = await create(
      boards.slice(0, 1).flatMap((board) => Array(6).fill({ boardId: board.id })),
    );
    expect(sixBoards.statusCode).toBe(400);

    const created = await create([{ boardId: first.id }, { boardId: second.id, sectionId: section.id }]);
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json().data.campaign;
    expect(campaign).toMatchObject({
      selected_pinterest_board_id: first.id,
      pinterest_boards: [
        { board_id: first.id, board_name: first.name, section_id: null, section_name: null },
        { board_id: second.id, board_name: second.name, section_id: section.id, section_name: 'Earbuds' },
      ],
    });
    await grantCredits(server, hana.user.id, 10);
    const run = await call('POST', `/api/campaigns/${campaign.id}/execute`, undefined, hana.headers);
    expect(run.statusCode, run.body).toBe(200);
    const id = run.json().executionId as string;
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const queue = (await queueOf(id)).sort((a, b) => a.imageNumber - b.imageNumber);
    const order = queue.map((pin) => pin.boardId);
    for (let n = 1; n < order.length; n += 1) expect(order[n]).not.toBe(order[n - 1]);
    await postQueuedPinsNow(server, id);
    const onSecond = await pinsOf(server, hana.user.id, second.id, id);
    const onFirst = await pinsOf(server, hana.user.id, first.id, id);
    expect(onFirst.length + onSecond.length).toBe(3);
    expect(onSecond.length).toBeGreaterThan(0);
    expect(onSecond.every((pin) => pin.board_section_id === section.id)).toBe(true);
    expect(onFirst.every((pin) => pin.board_section_id === null)).toBe(true);
  });

  it('keeps the pacing per account, editable, with its limits said', async () => {
    const frank = await userWithEverything(server);
    const read = await server.app.inject({ url: '/api/platforms/pinterest/pacing', headers: frank.headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.pacing).toMatchObject({
      pinsPerDay: 5,
      windowStart: '08:00',
      windowEnd: '21:00',
      spacingHours: 24,
      randomMinutes: true,
    });
    const short = await call(
      'PUT',
      '/api/platforms/pinterest/pacing',
      { ...read.json().data.pacing, windowStart: '20:30', windowEnd: '21:00' },
      frank.headers,
    );
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(Messages.pinWindowTooShort);
    const tooMany = await call(
      'PUT',
      '/api/platforms/pinterest/pacing',
      { ...read.json().data.pacing, pinsPerDay: 26 },
      frank.headers,
    );
    expect(tooMany.statusCode).toBe(400);
    const saved = await call(
      'PUT',
      '/api/platforms/pinterest/pacing',
      { ...read.json().data.pacing, pinsPerDay: 3, spacingHours: 48, timeZone: 'Europe/Paris' },
      frank.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      pacing: { pinsPerDay: 3, spacingHours: 48, timeZone: 'Europe/Paris' },
      timeZoneSaved: true,
    });
    const nobody = await server.app.inject({ url: '/api/platforms/pinterest/pacing' });
    expect(nobody.statusCode).toBe(401);
  });
});
