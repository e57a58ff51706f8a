import { ErrorCode, Messages } from '@aa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, reloadUser } from '../../test/factories.ts';
import {
  linkFrom,
  startTestServer,
  type TestServer,
  uniqueEmail,
  waitForMail,
} from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function put(url: string, body: unknown, headers: Record<string, string>) {
  return server.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

describe('GET /api/user/profile', () => {
  it("returns the signed-in user's own profile only", async () => {
    const alice = await buildSignedInUser(server.ctx, { firstName: 'Alice' });
    const bob = await buildSignedInUser(server.ctx, { firstName: 'Bob' });
    const res = await server.app.inject({ url: '/api/user/profile', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        id: alice.user.id,
        email: alice.email,
        firstName: 'Alice',
        credits: 10,
        isVerified: true,
        hasPassword: true,
      },
    });
    expect(new Date(res.json().data.createdAt).getTime()).not.toBeNaN();
    expect(JSON.stringify(res.json())).not.toContain(bob.email);
    expect(JSON.stringify(res.json())).not.toContain('password_hash');
  });

  it('answers 401 without a session', async () => {
    expect((await server.app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/profile', () => {
  it('changes the email, asks to verify the new address and tells the old one', async () => {
    const { user, headers, email: oldEmail } = await buildSignedInUser(server.ctx);
    const newEmail = uniqueEmail('moved');
    const res = await put('/api/user/profile', { email: newEmail, credits: 999, isVerified: true }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: Messages.emailUpdatedVerify });
    const reloaded = await reloadUser(server.ctx, user.id);
    expect(reloaded).toMatchObject({ email: newEmail, isVerified: false, credits: 10 });

    await waitForMail(server, oldEmail, /email address was changed/);
    const link = linkFrom(
      await waitForMail(server, newEmail, /Verify/),
      `${server.config.appUrl}/verify-email?`,
    );
    const verify = await server.app.inject({
      url: `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect(verify.statusCode).toBe(200);
    expect((await reloadUser(server.ctx, user.id)).isVerified).toBe(true);
  });

  it('refuses an email another account uses, and a malformed one', async () => {
    const other = await buildUser(server.ctx);
    const { headers } = await buildSignedInUser(server.ctx);
    const taken = await put('/api/user/profile', { email: other.email }, headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      code: ErrorCode.EMAIL_IN_USE,
      message: Messages.emailInUse,
    });
    const malformed = await put('/api/user/profile', { email: 'not-an-email' }, headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: Messages.invalidEmail });
  });
});

describe('PUT /api/user/change-password', () => {
  it('checks the current password, keeps this session and revokes the others', async () => {
    const { email, headers, user } = await buildSignedInUser(server.ctx);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
    });
    const otherSession = { authorization: `Bearer ${login.json().data.token}` };

    const wrong = await put(
      '/api/user/change-password',
      { currentPassword: 'Nope-1234', newPassword: 'Brand5New' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: ErrorCode.WRONG_PASSWORD,
      message: Messages.currentPasswordWrong,
    });

    const weak = await put(
      '/api/user/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' },
      headers,
    );
    expect(weak.json()).toMatchObject({ message: Messages.passwordTooShort });

    const ok = await put(
      '/api/user/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'Brand5New' },
      headers,
    );
    expect(ok.json()).toEqual({ success: true, message: Messages.passwordUpdated });
    expect((await server.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/auth/me', headers: otherSession })).statusCode).toBe(401);
    expect((await reloadUser(server.ctx, user.id)).passwordHash).toMatch(/^\$argon2id\$/);
  });
});

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
});
