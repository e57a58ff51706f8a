/**
 * PRODUCT.md §7 Pinterest over HTTP: OAuth through the simulator's authorize page, tokens kept sealed on
 * the server, boards, the selected board, pins and analytics, errors as PRODUCT.md §8 says, and one user's
 * account out of another's reach.
 */
import { ErrorCode, Messages, PINTEREST_SCOPES } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pinterestConnections } from '../../db/schema/pinterest.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { authorizePinterest, connectDemoBlog, connectPinterest } from '../../test/platforms.ts';
import { solidPng } from '../../test/png.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';

const server = setupTestServer({}, { listen: true });

type Headers = Record<string, string>;

const authorize = (headers: Headers, decision: 'allow' | 'deny', username?: string) =>
  authorizePinterest(server, headers, decision, username);
const connect = (headers: Headers, username?: string) => connectPinterest(server, headers, username);

describe('Pinterest OAuth', () => {
  it("asks for PRODUCT.md's five scopes with a random state, redirecting to the setup page", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const { authUrl, state } = await authorize(alice.headers, 'deny');
    expect(authUrl.searchParams.get('response_type')).toBe('code');
    expect(authUrl.searchParams.get('scope')).toBe(PINTEREST_SCOPES.join(','));
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${server.config.appUrl}/dashboard/setup`);
    expect(authUrl.searchParams.get('client_id')).toBeTruthy();
    expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('Deny comes back with error=access_denied and the state', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const { back, state } = await authorize(alice.headers, 'deny');
    expect(back.pathname).toBe('/dashboard/setup');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(state);
  });

  it('completes on the server: username and picture back, tokens sealed, never in an answer', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const body = await connect(alice.headers, 'alice_pins');
    expect(body).toMatchObject({
      success: true,
      message: Messages.pinterestConnected,
      username: 'alice_pins',
    });
    expect(body.profileImage).toMatch(/^http/);
    expect(JSON.stringify(body)).not.toMatch(/pin[ar][_-][A-Za-z0-9_-]{8,}/);

    const status = (await server.app.inject({ url: '/api/platforms/status', headers: alice.headers })).json()
      .status;
    expect(status.pinterest).toMatchObject({
      completed: true,
      connected: true,
      verified: true,
      username: 'alice_pins',
    });

    const dump = JSON.stringify(await server.ctx.db.execute(sql`select * from pinterest_connections`));
    expect(dump).not.toMatch(/pin[ar][_-][A-Za-z0-9_-]{8,}/);
    const [row] = await server.ctx.db
      .select()
      .from(pinterestConnections)
      .where(eq(pinterestConnections.userId, alice.user.id));
    expect(row?.sealedRefreshToken).toBeTruthy();
  });

  it("refuses a forged, reused or another user's state with PRODUCT.md's message; a code works once", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const mallory = await buildSignedInUser(server.ctx);
    const { back, state } = await authorize(alice.headers, 'allow');
    const code = back.searchParams.get('code');
    const forged = await sendJson(
      server,
      'POST',
      '/api/pinterest/oauth/complete',
      { code, state: 'forged-state' },
      { headers: alice.headers },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: ErrorCode.PINTEREST_OAUTH_STATE,
      message: Messages.pinterestInvalidState,
      error: Messages.pinterestInvalidState,
    });
    const stolen = await sendJson(
      server,
      'POST',
      '/api/pinterest/oauth/complete',
      { code, state },
      { headers: mallory.headers },
    );
    expect(stolen.json().message).toBe(Messages.pinterestInvalidState);

    const first = await sendJson(
      server,
      'POST',
      '/api/pinterest/oauth/complete',
      { code, state },
      { headers: alice.headers },
    );
    expect(first.statusCode).toBe(200);
    // A second submission of the same callback is not processed again.
    const again = await sendJson(
      server,
      'POST',
      '/api/pinterest/oauth/complete',
      { code, state },
      { headers: alice.headers },
    );
    expect(again.json().message).toBe(Messages.pinterestInvalidState);
  });

  it('a code Pinterest refuses reads as the token-exchange message', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const { state } = await authorize(alice.headers, 'deny');
    const res = await sendJson(
      server,
      'POST',
      '/api/pinterest/oauth/complete',
      { code: 'made-up', state },
      { headers: alice.headers },
    );
    expect(res.json()).toMatchObject({
      code: ErrorCode.PINTEREST_OAUTH_FAILED,
      message: Messages.pinterestTokenFailed,
    });
  });

  it('refreshes an access token about to expire, keeping the account connected', async () => {
    const alice = await buildSignedInUser(server.ctx);
    await connect(alice.headers);
    const [before] = await server.ctx.db
      .select()
      .from(pinterestConnections)
      .where(eq(pinterestConnections.userId, alice.user.id));
    await server.ctx.db
      .update(pinterestConnections)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(pinterestConnections.userId, alice.user.id));
    const info = await server.app.inject({ url: '/api/pinterest/user-info', headers: alice.headers });
    expect(info.statusCode).toBe(200);
    const [after] = await server.ctx.db
      .select()
      .from(pinterestConnections)
      .where(eq(pinterestConnections.userId, alice.user.id));
    expect(after?.sealedAccessToken).not.toBe(before?.sealedAccessToken);
    expect(after?.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(after?.sealedRefreshToken).toBeTruthy();
  });
});

describe('boards, selected board and pins', () => {
  it("lists boards with user_info; the selected board is 404 until chosen, then saved by id with Pinterest's name", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const none = await server.app.inject({ url: '/api/pinterest/boards', headers: alice.headers });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: ErrorCode.PINTEREST_NOT_CONNECTED,
      message: Messages.pinterestNotConnected,
    });

    await connect(alice.headers, 'alice_boards');
    const boards = await server.app.inject({ url: '/api/pinterest/boards', headers: alice.headers });
    expect(boards.statusCode).toBe(200);
    const body = boards.json();
    expect(body.user_info).toEqual({ account_type: 'BUSINESS', username: 'alice_boards' });
    expect(body.selectedBoard).toBeNull();
    expect(body.boards.length).toBeGreaterThan(3);
    expect(body.boards[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: expect.any(String),
        privacy: expect.any(String),
        pin_count: expect.any(Number),
      }),
    );

    // PRODUCT.md §7: the campaign form reads the same boards as data.boards.
    const forCampaigns = await server.app.inject({
      url: '/api/campaigns/pinterest/boards',
      headers: alice.headers,
    });
    expect(forCampaigns.json()).toEqual({
      success: true,
      data: { boards: body.boards, selectedBoard: null },
    });

    const unset = await server.app.inject({
      url: '/api/campaigns/pinterest/selected-board',
      headers: alice.headers,
    });
    expect(unset.statusCode).toBe(404);
    expect(unset.json().message).toBe(Messages.noBoardSelected);

    const board = body.boards[1];
    const chosen = await sendJson(
      server,
      'POST',
      '/api/campaigns/pinterest/selected-board',
      { boardId: board.id, boardName: 'spoofed' },
      { headers: alice.headers },
    );
    expect(chosen.json().data).toEqual({ boardId: board.id, boardName: board.name });
    const read = await server.app.inject({
      url: '/api/campaigns/pinterest/selected-board',
      headers: alice.headers,
    });
    expect(read.json().data).toEqual({ boardId: board.id, boardName: board.name });
    const again = await server.app.inject({ url: '/api/pinterest/boards', headers: alice.headers });
    expect(again.json().selectedBoard).toEqual({ boardId: board.id, boardName: board.name });

    // Reconnecting the same account keeps the board; another account starts without one.
    await connect(alice.headers, 'alice_boards');
    expect(
      (
        await server.app.inject({ url: '/api/campaigns/pinterest/selected-board', headers: alice.headers })
      ).json().data,
    ).toEqual({
      boardId: board.id,
      boardName: board.name,
    });
    await connect(alice.headers, 'alice_other_account');
    expect(
      (await server.app.inject({ url: '/api/campaigns/pinterest/selected-board', headers: alice.headers }))
        .statusCode,
    ).toBe(404);

    // Someone else's board id is not a board of this account.
    const bob = await buildSignedInUser(server.ctx);
    await connect(bob.headers, 'bob_boards');
    const foreign = await sendJson(
      server,
      'POST',
      '/api/campaigns/pinterest/selected-board',
      { boardId: board.id },
      { headers: bob.headers },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a second board with the same name with 409, as Pinterest does (issue 17)', async () => {
    const alice = await buildSignedInUser(server.ctx);
    await connect(alice.headers, 'alice_twice');
    const create = (name: string) =>
      sendJson(server, 'POST', '/api/pinterest/boards', { name }, { headers: alice.headers });
    expect((await create('Espresso Corner')).statusCode).toBe(201);
    for (const name of ['Espresso Corner', 'espresso corner']) {
      const again = await create(name);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        code: ErrorCode.BOARD_NAME_TAKEN,
        message: Messages.boardNameTaken,
      });
    }
  });

  it('creates, reads, updates and deletes a pin; board pins and analytics; another user cannot reach it', async () => {
    const alice = await buildSignedInUser(server.ctx);
    await connect(alice.headers, 'alice_pinner');
    // Pinterest fetches the pin's image from its URL: an image in the demo blog's media library.
    await connectDemoBlog(server, alice.headers);
    const site = await findWordPressSite(server.ctx, alice.user.id);
    if (!site) throw new Error('no blog');
    const { sourceUrl: imageUrl } = await server.ctx.blogs.wordpress.uploadMedia(site, {
      filename: 'espresso-pin.png',
      contentType: 'image/png',
      data: solidPng(10, 15, [120, 60, 30]),
      altText: 'Two espresso machines',
    });
    const created = await sendJson(
      server,
      'POST',
      '/api/pinterest/boards',
      { name: 'Espresso Machines', description: 'Compared' },
      { headers: alice.headers },
    );
    expect(created.statusCode).toBe(201);
    const boardId = created.json().data.board.id;

    const pin = await sendJson(
      server,
      'POST',
      '/api/pinterest/create-pin',
      {
        boardId,
        imageUrl,
        title: 'Best espresso machine',
        description: 'Our verdict #affiliate',
        link: 'https://blog.example.com/espresso',
        altText: 'Two espresso machines',
      },
      { headers: alice.headers },
    );
    expect(pin.statusCode, pin.body).toBe(201);
    const pinId = pin.json().data.pin.id;
    expect(pin.json().data.pin).toMatchObject({
      board_id: boardId,
      title: 'Best espresso machine',
      image_url: expect.stringMatching(/^https?:\/\//),
    });

    const tooLong = await sendJson(
      server,
      'POST',
      '/api/pinterest/create-pin',
      { boardId, imageUrl: 'https://images.example.com/x.png', title: 'x'.repeat(101) },
      { headers: alice.headers },
    );
    expect(tooLong.statusCode).toBe(400);

    expect(
      (await server.app.inject({ url: `/api/pinterest/pins/${pinId}`, headers: alice.headers })).json().data
        .pin.id,
    ).toBe(pinId);
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/api/pinterest/pins/${pinId}`,
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Updated title' }),
    });
    expect(patched.json().data.pin.title).toBe('Updated title');
    const onBoard = await server.app.inject({
      url: `/api/pinterest/boards/${boardId}/pins`,
      headers: alice.headers,
    });
    expect(onBoard.json().data.pins.map((p: { id: string }) => p.id)).toEqual([pinId]);
    const analytics = await server.app.inject({
      url: `/api/pinterest/pins/${pinId}/analytics?startDate=2026-11-01&endDate=2026-11-07&metricTypes=IMPRESSION,SAVE`,
      headers: alice.headers,
    });
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().data.analytics.all.summary_metrics).toEqual({
      IMPRESSION: expect.any(Number),
      SAVE: expect.any(Number),
    });

    const mallory = await buildSignedInUser(server.ctx);
    await connect(mallory.headers, 'mallory');
    expect(
      (await server.app.inject({ url: `/api/pinterest/pins/${pinId}`, headers: mallory.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/api/pinterest/pins/${pinId}`,
          headers: mallory.headers,
        })
      ).statusCode,
    ).toBe(404);

    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/pinterest/pins/${pinId}`,
      headers: alice.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: `/api/pinterest/pins/${pinId}`, headers: alice.headers })).statusCode,
    ).toBe(404);
  });

  it('disconnects: status empty, boards refused', async () => {
    const alice = await buildSignedInUser(server.ctx);
    await connect(alice.headers);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/pinterest',
      headers: alice.headers,
    });
    expect(removed.json()).toEqual({ success: true, message: Messages.platformDeleted });
    expect(
      (await server.app.inject({ url: '/api/platforms/status', headers: alice.headers })).json().status
        .pinterest.completed,
    ).toBe(false);
    expect(
      (await server.app.inject({ url: '/api/pinterest/boards', headers: alice.headers })).statusCode,
    ).toBe(409);
  });

  it("GET /platforms/pinterest/config says whether pins go to Pinterest's sandbox API", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const res = await server.app.inject({ url: '/api/platforms/pinterest/config', headers: alice.headers });
    expect(res.json()).toEqual({ success: true, data: { isInSandboxMode: false, sandboxEnabled: false } });
  });
});
