/**
 * Posting a run's image by hand: a second click says the image is already pinned (nothing new is made),
 * and another board gets its own pin, once; that board is one of the user's own, under its own name.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { publications } from '../../db/schema/generation.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { connectPinterest, selectFirstBoard } from '../../test/platforms.ts';
import { executionRow, newRun, pinsOf, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { runExecution } from './pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

function postImage(headers: Record<string, string>, id: string, body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: `/api/campaigns/executions/${id}/pinterest/post-image`,
    headers,
    payload: body,
  });
}

describe('Post to Pinterest on an image', () => {
  it('answers the existing pin as already pinned, and pins to another board once', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers, false);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');

    const first = await postImage(alice.headers, id, { imageNumber: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ alreadyPinned: false, boardName: alice.board.name });
    const again = await postImage(alice.headers, id, { imageNumber: 1 });
    expect(again.json().data).toMatchObject({
      alreadyPinned: true,
      pinterestId: first.json().data.pinterestId,
    });
    expect(await pinsOf(server, alice.user.id, alice.board.id, id)).toHaveLength(1);

    const boards = (await server.app.inject({ url: '/api/pinterest/boards', headers: alice.headers })).json()
      .boards as { id: string; name: string }[];
    const other = boards.find((board) => board.id !== alice.board.id);
    if (!other) throw new Error('the simulator account has one board');
    const elsewhere = await postImage(alice.headers, id, { imageNumber: 1, board: other });
    expect(elsewhere.json().data).toMatchObject({ alreadyPinned: false, boardName: other.name });
    expect(await pinsOf(server, alice.user.id, other.id, id)).toHaveLength(1);
    // Once per board: asking again answers that pin.
    const elsewhereAgain = await postImage(alice.headers, id, { imageNumber: 1, board: other });
    expect(elsewhereAgain.json().data).toMatchObject({
      alreadyPinned: true,
      pinterestId: elsewhere.json().data.pinterestId,
    });
    expect(await pinsOf(server, alice.user.id, other.id, id)).toHaveLength(1);
    // The run lists both pins of image 1.
    const posts = (await executionRow(server, id)).resultData.pinterest_posts ?? [];
    expect(
      posts
        .filter((post) => post.image_number === 1)
        .map((post) => post.board_id)
        .sort(),
    ).toEqual([alice.board.id, other.id].sort());
  });

  it('does not let another user pin someone else’s image', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers, false);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const mallory = await userWithEverything(server);
    const res = await postImage(mallory.headers, id, { imageNumber: 1, board: mallory.board });
    expect(res.statusCode).toBe(404);
    expect(await pinsOf(server, mallory.user.id, mallory.board.id, id)).toHaveLength(0);
  });

  it('refuses a board of another Pinterest account, recording nothing', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers, false);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    // Mallory's own Pinterest account, whose boards are not Alice's.
    const mallory = await buildSignedInUser(server.ctx);
    await connectPinterest(server, mallory.headers, `mallory_${mallory.user.id.slice(0, 8)}`);
    const theirs = await selectFirstBoard(server, mallory.headers);

    const res = await postImage(alice.headers, id, { imageNumber: 1, board: theirs });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, message: Messages.pinBoardNotYours });
    expect(await pinsOf(server, mallory.user.id, theirs.id, id)).toHaveLength(0);
    const rows = await server.ctx.db.select().from(publications).where(eq(publications.executionId, id));
    expect(rows.filter((row) => row.key.startsWith('pin:'))).toEqual([]);
    expect((await executionRow(server, id)).resultData.pinterest_posts ?? []).toEqual([]);
  });

  it('stores the name Pinterest gives the user’s board, not the one the client sends', async () => {
    const alice = await userWithEverything(server);
    const id = await newRun(server, alice.headers, false);
    expect(await runExecution(server.ctx, fakeServices(), id, log)).toBe('completed');
    const boards = (await server.app.inject({ url: '/api/pinterest/boards', headers: alice.headers })).json()
      .boards as { id: string; name: string }[];
    const other = boards.find((board) => board.id !== alice.board.id);
    if (!other) throw new Error('the simulator account has one board');

    const res = await postImage(alice.headers, id, {
      imageNumber: 1,
      board: { id: other.id, name: 'Free iPhones – click here' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ alreadyPinned: false, boardName: other.name });
    const posts = (await executionRow(server, id)).resultData.pinterest_posts ?? [];
    expect(posts.map((post) => [post.board_id, post.board_name])).toEqual([[other.id, other.name]]);
  });
});
