/**
 * Issue 19 (4): a campaign's Pinterest board is its own. Creating or changing a campaign stores the
 * board the form sent on the campaign and nothing else: the account's default board (Pinterest
 * settings) stays as it was, and a run pins to the campaign's board, the default only without one.
 * Issue 26 (6): the board is one of the user's own Pinterest boards, under the name Pinterest gives it.
 * Real HTTP with the Pinterest simulator mounted; no workers (no run starts here).
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/campaigns.ts';
import { buildSignedInUser, campaignPayload, reloadUser } from '../../test/factories.ts';
import { connectDemoBlog, connectEverything, connectPinterest, setAmazonTag } from '../../test/platforms.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { boardFor } from '../generation/pins.ts';

const server = setupTestServer({}, { listen: true, workers: false });

type Headers = Record<string, string>;

async function boardsOf(headers: Headers) {
  const res = await server.app.inject({ url: '/api/pinterest/boards', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    boards: { id: string; name: string }[];
    selectedBoard: { boardId: string; boardName: string } | null;
  };
}

async function defaultBoardOf(headers: Headers) {
  const res = await server.app.inject({ url: '/api/campaigns/pinterest/selected-board', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { boardId: string; boardName: string };
}

/** A user with a blog, a tag, Pinterest and a default board; and another board of the account. */
async function pinner() {
  const user = await buildSignedInUser(server.ctx);
  const defaultBoard = await connectEverything(server, user.headers);
  const { boards } = await boardsOf(user.headers);
  const others = boards.filter((board) => board.id !== defaultBoard.id);
  if (others.length < 2) throw new Error('the simulator account needs three boards');
  return { ...user, defaultBoard, others };
}

/** Creates a campaign (starting in an hour) that pins to `board`; `extra` adds fields of the form. */
async function createOnBoard(headers: Headers, board: { id: string; name: string }, extra: object = {}) {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: {
      ...campaignPayload,
      startAt: new Date(Date.now() + 3_600_000).toISOString(),
      autoPostPinterest: true,
      selectedPinterestBoardId: board.id,
      selectedPinterestBoardName: board.name,
      ...extra,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created;
}

describe("a campaign's Pinterest board", () => {
  it('is stored as the form sent it, and the default board stays as it was', async () => {
    const alice = await pinner();
    const [fitness] = alice.others;
    if (!fitness) throw new Error('no board');
    const created = await createOnBoard(alice.headers, fitness, {
      descriptionPinterest: 'Which one to buy?',
    });
    const campaign = created.json().data.campaign;
    expect(campaign).toMatchObject({
      auto_post_pinterest: true,
      selected_pinterest_board_id: fitness.id,
      selected_pinterest_board_name: fitness.name,
    });

    const unchanged = { boardId: alice.defaultBoard.id, boardName: alice.defaultBoard.name };
    expect(await defaultBoardOf(alice.headers)).toEqual(unchanged);
    expect((await boardsOf(alice.headers)).selectedBoard).toEqual(unchanged);

    // Its runs pin there; a campaign without a board of its own pins to the default.
    expect(
      await boardFor(server.ctx, {
        userId: alice.user.id,
        campaignBoard: {
          id: campaign.selected_pinterest_board_id,
          name: campaign.selected_pinterest_board_name,
        },
      }),
    ).toEqual({ boardId: fitness.id, boardName: fitness.name });
    expect(
      await boardFor(server.ctx, { userId: alice.user.id, campaignBoard: { id: null, name: null } }),
    ).toEqual(unchanged);
  });

  it('is not changed, nor is the default board, by the changes a campaign allows', async () => {
    const alice = await pinner();
    const [fitness, office] = alice.others;
    if (!fitness || !office) throw new Error('no board');
    const created = await createOnBoard(alice.headers, fitness);
    const { id } = created.json().data.campaign as { id: string };
    const patch = (payload: object) =>
      server.app.inject({ method: 'PATCH', url: `/api/campaigns/${id}`, headers: alice.headers, payload });

    for (const change of [{ frequency: 24 }, { status: 'paused' }, { status: 'active' }]) {
      const res = await patch(change);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.campaign).toMatchObject({
        selected_pinterest_board_id: fitness.id,
        selected_pinterest_board_name: fitness.name,
      });
    }
    // A board is not a change PATCH takes: refused whole, nothing stored.
    const refused = await patch({
      frequency: 12,
      selectedPinterestBoardId: office.id,
      selectedPinterestBoardName: office.name,
    });
    expect(refused.statusCode).toBe(400);

    const list = await server.app.inject({ url: '/api/campaigns', headers: alice.headers });
    expect(list.json().data.campaigns).toEqual([
      expect.objectContaining({
        id,
        frequency: 24,
        selected_pinterest_board_id: fitness.id,
        selected_pinterest_board_name: fitness.name,
      }),
    ]);
    expect(await defaultBoardOf(alice.headers)).toEqual({
      boardId: alice.defaultBoard.id,
      boardName: alice.defaultBoard.name,
    });
  });
});

describe("a campaign's board is one of the user's own (issue 26 #6)", () => {
  const create = (headers: Headers, board: { id: string; name: string } | null) =>
    server.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers,
      payload: {
        ...campaignPayload,
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
        autoPostPinterest: true,
        selectedPinterestBoardId: board?.id ?? null,
        selectedPinterestBoardName: board?.name ?? null,
      },
    });
  const campaignsOf = (userId: string) =>
    server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, userId));

  it('is stored under the name Pinterest gives it, never the name the client sent', async () => {
    const alice = await pinner();
    const [fitness] = alice.others;
    if (!fitness) throw new Error('no board');
    const res = await create(alice.headers, { id: fitness.id, name: '<b>Forged</b> name' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.campaign).toMatchObject({
      selected_pinterest_board_id: fitness.id,
      selected_pinterest_board_name: fitness.name,
    });
    const [row] = await campaignsOf(alice.user.id);
    expect(row?.selectedPinterestBoardName).toBe(fitness.name);
  });

  it("refuses another account's board, or an id no account has, and stores nothing", async () => {
    const alice = await pinner();
    // Bob pins with another Pinterest account, whose boards are not Alice's.
    const bob = await buildSignedInUser(server.ctx);
    await connectDemoBlog(server, bob.headers);
    await setAmazonTag(server, bob.headers);
    await connectPinterest(server, bob.headers, 'bob_the_pinner');
    const bobs = await boardsOf(bob.headers);
    expect(bobs.boards.map((board) => board.id)).not.toContain(alice.defaultBoard.id);

    for (const board of [alice.defaultBoard, { id: '999999999999999', name: 'Made up' }]) {
      const res = await create(bob.headers, board);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.VALIDATION_ERROR,
        message: Messages.pinBoardNotYours,
        errors: { selectedPinterestBoardId: [Messages.pinBoardNotYours] },
      });
    }
    expect(await campaignsOf(bob.user.id)).toEqual([]);
    expect((await reloadUser(server.ctx, bob.user.id)).credits).toBe(10);
  });

  it('without Pinterest connected: auto-post without a board works as before, a board is refused', async () => {
    const carol = await buildSignedInUser(server.ctx);
    await connectDemoBlog(server, carol.headers);
    await setAmazonTag(server, carol.headers);

    const refused = await create(carol.headers, { id: '999999999999999', name: 'Somebody’s board' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.PINTEREST_NOT_CONNECTED,
      message: Messages.campaignBoardNeedsPinterest,
      errors: { selectedPinterestBoardId: [Messages.campaignBoardNeedsPinterest] },
    });
    expect(await campaignsOf(carol.user.id)).toEqual([]);

    const created = await create(carol.headers, null);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.campaign).toMatchObject({
      auto_post_pinterest: true,
      selected_pinterest_board_id: null,
      selected_pinterest_board_name: null,
    });
  });
});
