/**
 * Issue 19 (4): a campaign's Pinterest board is its own. Creating or changing a campaign stores the
 * board the form sent on the campaign and nothing else: the account's default board (Pinterest
 * settings) stays as it was, and a run pins to the campaign's board, the default only without one.
 * Real HTTP with the Pinterest simulator mounted; no workers (no run starts here).
 */
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { connectEverything } from '../../test/platforms.ts';
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
