import { ErrorCode } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';

const server = setupTestServer();

describe('GET /api/credits', () => {
  it("returns the balance and this user's ledger only", async () => {
    const alice = await buildSignedInUser(server.ctx);
    await buildSignedInUser(server.ctx);
    const res = await server.app.inject({ url: '/api/credits', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.credits).toEqual({ credits_balance: 10 });
    expect(body.data.transactions).toEqual([
      expect.objectContaining({
        delta: 10,
        reason: 'signup_grant',
        reference: `signup:${alice.user.id}`,
        balance_after: 10,
      }),
    ]);
    expect((await server.app.inject({ url: '/api/credits' })).statusCode).toBe(401);
  });

  it('refuses a session whose email is not verified', async () => {
    const unverified = await buildSignedInUser(server.ctx, { isVerified: false });
    const res = await server.app.inject({ url: '/api/credits', headers: unverified.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.EMAIL_NOT_VERIFIED });
    // It can still read itself, to be sent to the verification page.
    expect((await server.app.inject({ url: '/api/auth/me', headers: unverified.headers })).statusCode).toBe(
      200,
    );
  });
});
