import { ErrorCode, Messages } from '@aa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, reloadUser } from '../../test/factories.ts';
import {
  linkFrom,
  sendJson,
  signInRequest,
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

const put = (url: string, body: unknown, headers: Record<string, string>) =>
  sendJson(server, 'PUT', url, body, { headers });

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
  it('changes the email only once the new address is proven, then tells the old one', async () => {
    const { user, headers, email: oldEmail } = await buildSignedInUser(server.ctx);
    const newEmail = uniqueEmail('moved');
    const res = await put('/api/user/profile', { email: newEmail, credits: 999, isVerified: true }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: Messages.emailChangePending });

    // Until the link is used nothing moves: same email, still verified, still signs in.
    expect(await reloadUser(server.ctx, user.id)).toMatchObject({
      email: oldEmail,
      pendingEmail: newEmail,
      isVerified: true,
      credits: 10,
    });
    const profile = await server.app.inject({ url: '/api/user/profile', headers });
    expect(profile.json().data).toMatchObject({ email: oldEmail, pendingEmail: newEmail, isVerified: true });

    const link = linkFrom(
      await waitForMail(server, newEmail, /Verify/),
      `${server.config.appUrl}/verify-email?`,
    );
    expect(link.searchParams.get('email')).toBe(newEmail);
    const verify = await server.app.inject({
      url: `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(await reloadUser(server.ctx, user.id)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      isVerified: true,
    });
    await waitForMail(server, oldEmail, /email address was changed/);
    const login = await signInRequest(server, newEmail, DEFAULT_PASSWORD);
    expect(login.statusCode).toBe(200);
  });

  it('lets a typo be corrected: asking again replaces the pending address and its link', async () => {
    const { user, headers } = await buildSignedInUser(server.ctx);
    const typo = uniqueEmail('typo');
    await put('/api/user/profile', { email: typo }, headers);
    const typoLink = linkFrom(
      await waitForMail(server, typo, /Verify/),
      `${server.config.appUrl}/verify-email?`,
    );
    const fixed = uniqueEmail('fixed');
    await put('/api/user/profile', { email: fixed }, headers);
    expect((await reloadUser(server.ctx, user.id)).pendingEmail).toBe(fixed);
    const stale = await server.app.inject({
      url: `/api/auth/verify-email?token=${typoLink.searchParams.get('token')}`,
    });
    expect(stale.statusCode).toBe(400);
    expect((await reloadUser(server.ctx, user.id)).email).not.toBe(typo);
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
    const login = await signInRequest(server, email, DEFAULT_PASSWORD);
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
