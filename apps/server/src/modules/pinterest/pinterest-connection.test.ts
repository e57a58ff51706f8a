import { ErrorCode, Messages } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { SocialApiError } from '../../integrations/social/social-publisher.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { authorizePinterest } from '../../test/platforms.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import { fromPinterestError } from './pinterest-connection.ts';

describe('Pinterest failures as the user reads them (PRODUCT.md §8)', () => {
  it('maps by status, with the call’s own message when Pinterest fails', () => {
    expect(
      fromPinterestError(new SocialApiError(401, 'Authentication failed.'), Messages.pinterestBoardsFailed),
    ).toMatchObject({
      code: ErrorCode.PINTEREST_NOT_CONNECTED,
      message: Messages.pinterestNotConnected,
    });
    expect(
      fromPinterestError(new SocialApiError(404, 'Pin not found.'), Messages.pinterestApiError).status,
    ).toBe(404);
    expect(
      fromPinterestError(new SocialApiError(429, 'Slow down'), Messages.pinterestApiError),
    ).toMatchObject({
      status: 429,
      message: Messages.pinterestUnavailable,
    });
    for (const status of [0, 500, 503]) {
      expect(
        fromPinterestError(new SocialApiError(status, 'down'), Messages.pinterestBoardsFailed),
      ).toMatchObject({
        code: ErrorCode.PINTEREST_API_ERROR,
        message: Messages.pinterestBoardsFailed,
        status: 502,
        extra: { error: Messages.pinterestBoardsFailed },
      });
    }
  });
});

// Issue 17, finding 9: an authorization code is bound to the flow that asked for it by PKCE, with a
// verifier only our server knows (derived from the flow's state), never to whoever holds the code.
describe('Pinterest OAuth with PKCE', () => {
  const server = setupTestServer({}, { listen: true });

  it('asks with an S256 challenge, a different one per flow, and never shows the verifier', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const challenges = new Set<string>();
    for (let n = 0; n < 2; n++) {
      const started = await server.app.inject({ url: '/api/pinterest/oauth/url', headers: alice.headers });
      const authUrl = new URL(started.json().data.authUrl);
      expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      challenges.add(authUrl.searchParams.get('code_challenge') ?? '');
      expect(authUrl.searchParams.has('code_verifier')).toBe(false);
    }
    expect(challenges.size).toBe(2);
  });

  it("refuses another user's intercepted code: it does not connect their Pinterest account to the attacker", async () => {
    const alice = await buildSignedInUser(server.ctx);
    const { back } = await authorizePinterest(server, alice.headers, 'allow', 'alice_pins');
    const aliceCode = back.searchParams.get('code') ?? '';
    expect(aliceCode).not.toBe('');

    // Mallory got hold of Alice's code (a log, a Referer, a shared screen) and completes her own flow with it.
    const mallory = await buildSignedInUser(server.ctx);
    const started = await server.app.inject({ url: '/api/pinterest/oauth/url', headers: mallory.headers });
    const { state } = started.json().data as { state: string };
    const injected = await sendJson(
      server,
      'POST',
      '/api/pinterest/oauth/complete',
      { code: aliceCode, state },
      { headers: mallory.headers },
    );
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toMatchObject({ success: false, code: ErrorCode.PINTEREST_OAUTH_FAILED });
    const status = await server.app.inject({ url: '/api/platforms/status', headers: mallory.headers });
    expect(status.json().status.pinterest).toMatchObject({ connected: false });
  });
});
