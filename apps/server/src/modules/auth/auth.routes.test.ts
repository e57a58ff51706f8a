import { createHash } from 'node:crypto';
import { ErrorCode, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, creditTransactions, emailSendAttempts, sessions } from '../../db/schema/index.ts';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, reloadUser } from '../../test/factories.ts';
import { linkFrom, sendJson, setupTestServer, uniqueEmail, waitForMail } from '../../test/test-server.ts';
import { listDevMail } from '../dev-mail/dev-mail.service.ts';

const server = setupTestServer();

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  sendJson(server, 'POST', url, body, { headers });

describe('register → verify → login', () => {
  it('creates an unverified account with the 10-credit grant, mails a link that verifies once', async () => {
    const email = uniqueEmail('signup');
    const register = await post('/api/auth/register', {
      email,
      password: 'Passw0rdOk',
      firstName: 'Grace',
      lastName: 'Hopper',
      timeZone: 'America/New_York',
    });
    expect(register.statusCode).toBe(201);
    expect(register.json()).toEqual({ success: true, message: Messages.registered });

    const early = await post('/api/auth/login', { email, password: 'Passw0rdOk' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ success: false, code: ErrorCode.EMAIL_NOT_VERIFIED });

    const mail = await waitForMail(server, email, /Verify your email/);
    expect(mail.html).toContain('Verify my email');
    const link = linkFrom(mail, `${server.config.appUrl}/verify-email?`);
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token') ?? '';
    const stored = await server.ctx.db.select().from(authTokens).where(eq(authTokens.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const verify = await server.app.inject({
      url: `/api/auth/verify-email?token=${token}&email=${encodeURIComponent(email)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      success: true,
      message: Messages.emailVerified,
      data: { credits: 10, status: 'verified' },
    });

    // Opened again, the used link says the address is already verified instead of failing.
    const again = await server.app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: Messages.emailAlreadyVerified,
      data: { credits: 10, status: 'already_verified' },
    });

    const login = await post('/api/auth/login', { email: email.toUpperCase(), password: 'Passw0rdOk' });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({
      success: true,
      data: { user: { email, first_name: 'Grace', last_name: 'Hopper', is_verified: true, credits: 10 } },
    });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    const cookie = login.cookies.find((c) => c.name === 'aa_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', value: body.data.token });

    const me = await server.app.inject({ url: '/api/auth/me', cookies: { aa_session: body.data.token } });
    expect(me.json()).toMatchObject({ success: true, data: { email, is_verified: true, credits: 10 } });
    // The browser's zone at sign-up is the account's (issue 33).
    expect(me.json().data.time_zone).toBe('America/New_York');

    const ledger = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, body.data.user.id));
    expect(ledger).toEqual([
      expect.objectContaining({ delta: 10, reason: 'signup_grant', balanceAfter: 10 }),
    ]);
  });

  it('stores only hashes of session and verification tokens', async () => {
    const { user, token } = await buildSignedInUser(server.ctx);
    const rows = await server.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('rejects weak passwords with PRODUCT.md messages and missing fields', async () => {
    const short = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'Ab1',
      firstName: 'A',
      lastName: 'B',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: Messages.passwordTooShort,
    });
    const simple = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'alllowercase1',
      firstName: 'A',
      lastName: 'B',
    });
    expect(simple.json()).toMatchObject({
      message: Messages.passwordComplexity,
      errors: { password: [Messages.passwordComplexity] },
    });
    const missing = await post('/api/auth/register', { email: uniqueEmail(), password: 'Passw0rdOk' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('firstName');
  });

  it('ignores fields a user may not set (credits, verification)', async () => {
    const email = uniqueEmail('sneaky');
    const res = await post('/api/auth/register', {
      email,
      password: 'Passw0rdOk',
      firstName: 'S',
      lastName: 'N',
      credits: 100000,
      is_verified: true,
      isVerified: true,
    });
    expect(res.statusCode).toBe(201);
    const login = await post('/api/auth/login', { email, password: 'Passw0rdOk' });
    expect(login.json()).toMatchObject({ code: ErrorCode.EMAIL_NOT_VERIFIED });
  });

  it('answers the same for an existing email and mails the owner instead of creating a second account', async () => {
    const { email } = await buildUser(server.ctx);
    const res = await post('/api/auth/register', {
      email,
      password: 'Another1Pass',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: Messages.registered });
    const mail = await waitForMail(server, email, /already have/);
    expect(mail.text).toContain('/auth?mode=login');
    const login = await post('/api/auth/login', { email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(200);
  });
});

describe('login', () => {
  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email } = await buildUser(server.ctx);
    const wrong = await post('/api/auth/login', { email, password: 'Wrong-pass1' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      code: ErrorCode.INVALID_CREDENTIALS,
      message: Messages.invalidCredentials,
    });
  });

  it('requires both fields', async () => {
    const res = await post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.VALIDATION_ERROR });
  });

  it('slows down repeated wrong passwords for one email with a 429 that says when to retry', async () => {
    const email = uniqueEmail('brute');
    const answers: number[] = [];
    for (let i = 0; i < server.config.rateLimits.loginFreeFailures; i++) {
      answers.push((await post('/api/auth/login', { email, password: 'Wrong-pass1' })).statusCode);
    }
    expect(answers.every((status) => status === 401)).toBe(true);
    const limited = await post('/api/auth/login', { email, password: 'Wrong-pass1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json()).toMatchObject({
      success: false,
      code: ErrorCode.RATE_LIMITED,
      message: Messages.tooManySignInAttempts,
      remainingTime: 1,
    });
  });
});

describe('sessions', () => {
  it('authenticates with Bearer and with the cookie, and logout revokes the token', async () => {
    const { token, headers, email } = await buildSignedInUser(server.ctx);
    expect((await server.app.inject({ url: '/api/auth/me', headers })).json().data.email).toBe(email);
    const logout = await post('/api/auth/logout', {}, headers);
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'aa_session')?.value).toBe('');
    const after = await server.app.inject({ url: '/api/auth/me', cookies: { aa_session: token } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: ErrorCode.UNAUTHORIZED });
  });

  it('sets a readable signed-in hint beside the httpOnly session, and clears both for a dead session', async () => {
    const { email } = await buildUser(server.ctx);
    const login = await post('/api/auth/login', { email, password: DEFAULT_PASSWORD });
    const hint = login.cookies.find((c) => c.name === 'aa_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const dead = await server.app.inject({
      url: '/api/auth/me',
      cookies: { aa_session: 'revoked-token', aa_signed_in: '1' },
    });
    expect(dead.statusCode).toBe(401);
    const cleared = Object.fromEntries(dead.cookies.map((c) => [c.name, c.value]));
    expect(cleared).toEqual({ aa_session: '', aa_signed_in: '' });
  });

  it('answers 401 without a session', async () => {
    const res = await server.app.inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.UNAUTHORIZED,
      message: Messages.unauthorized,
    });
  });
});

describe('resend verification', () => {
  it('answers a just-registered and an unknown email identically, then applies the 60 s cooldown', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/register', { email, password: 'Passw0rdOk', firstName: 'R', lastName: 'S' });
    const stranger = uniqueEmail('stranger');
    for (const address of [email, stranger]) {
      const first = await post('/api/auth/resend-verification', { email: address });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        success: true,
        message: Messages.resendAccepted,
        attemptCount: 1,
        remainingTime: 60,
      });
      const second = await post('/api/auth/resend-verification', { email: address });
      expect(second.statusCode).toBe(429);
      const body = second.json();
      expect(body).toMatchObject({ success: false, code: ErrorCode.RESEND_COOLDOWN, attemptCount: 1 });
      expect(body.remainingTime).toBeGreaterThan(55);
      expect(body.remainingTime).toBeLessThanOrEqual(60);
    }
    // The registered address got its sign-up mail and one resend; the stranger got nothing.
    await expect
      .poll(async () => (await listDevMail(server.ctx.db, email)).length, { timeout: 10_000 })
      .toBe(2);
    expect(await listDevMail(server.ctx.db, stranger)).toHaveLength(0);
  });

  it('lengthens the cooldown to 180 s past 3 attempts and 300 s past 5', async () => {
    const email = uniqueEmail('cooldown');
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await post('/api/auth/resend-verification', { email });
      answers.push(res.json().remainingTime);
      await server.ctx.db
        .update(emailSendAttempts)
        .set({ lastSentAt: new Date(Date.now() - 10 * 60 * 1000) })
        .where(eq(emailSendAttempts.email, email));
    }
    expect(answers).toEqual([60, 60, 60, 180, 180, 300]);
  });

  it('sends a fresh link after the cooldown and retires the earlier one', async () => {
    const { email, user } = await buildUser(server.ctx, { isVerified: false });
    const first = await post('/api/auth/resend-verification', { email });
    expect(first.json()).toMatchObject({ attemptCount: 1 });
    const firstLink = linkFrom(
      await waitForMail(server, email, /Verify/),
      `${server.config.appUrl}/verify-email?`,
    );
    // Let the cooldown pass by ageing the last send.
    await server.ctx.db
      .update(emailSendAttempts)
      .set({ lastSentAt: new Date(Date.now() - 2 * 60 * 1000) })
      .where(eq(emailSendAttempts.email, email));
    const second = await post('/api/auth/resend-verification', { email });
    expect(second.json()).toMatchObject({ success: true, attemptCount: 2 });
    const verify = await server.app.inject({
      url: `/api/auth/verify-email?token=${firstLink.searchParams.get('token')}`,
    });
    expect(verify.statusCode).toBe(400);
    expect((await reloadUser(server.ctx, user.id)).isVerified).toBe(false);
  });
});

describe('password reset', () => {
  it('mails a 1 h single-use link, sets the password and revokes every session', async () => {
    const { email, token: oldSession } = await buildSignedInUser(server.ctx);
    const res = await post('/api/auth/request-password-reset', { email });
    expect(res.json()).toEqual({ success: true, message: Messages.resetRequested });
    const unknown = await post('/api/auth/request-password-reset', { email: uniqueEmail('ghost') });
    expect(unknown.json()).toEqual(res.json());

    const link = linkFrom(
      await waitForMail(server, email, /Reset your password/),
      `${server.config.appUrl}/reset-password?`,
    );
    const token = link.searchParams.get('token') ?? '';
    const stored = await server.ctx.db.select().from(authTokens).where(eq(authTokens.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const check = await server.app.inject({ url: `/api/auth/verify-reset-token?token=${token}` });
    expect(check.json()).toEqual({ success: true, message: Messages.resetLinkValid, data: { email } });

    const weak = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.json()).toMatchObject({ message: Messages.passwordTooShort });

    const reset = await post('/api/auth/reset-password', { token, password: 'N3wPassword' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${oldSession}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/reset-password', { token, password: 'Oth3rPassword' })).json(),
    ).toMatchObject({
      code: ErrorCode.INVALID_TOKEN,
      message: Messages.invalidResetLink,
    });
    expect((await post('/api/auth/login', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'N3wPassword' })).statusCode).toBe(200);
  });

  it('lets verification links live 24 h and reset links 1 h', async () => {
    const { email, user } = await buildUser(server.ctx, { isVerified: false });
    await post('/api/auth/resend-verification', { email });
    const verifyLink = linkFrom(
      await waitForMail(server, email, /Verify/),
      `${server.config.appUrl}/verify-email?`,
    );
    await post('/api/auth/request-password-reset', { email });
    const resetLink = linkFrom(
      await waitForMail(server, email, /Reset/),
      `${server.config.appUrl}/reset-password?`,
    );
    const tokens = await server.ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    const ttlHours = Object.fromEntries(
      tokens.map((t) => [t.purpose, Math.round((t.expiresAt.getTime() - t.createdAt.getTime()) / 3_600_000)]),
    );
    expect(ttlHours).toEqual({ verify_email: 24, reset_password: 1 });

    // Past their expiry both are refused.
    await server.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const verify = await server.app.inject({
      url: `/api/auth/verify-email?token=${verifyLink.searchParams.get('token')}`,
    });
    expect(verify.json()).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
    const reset = await server.app.inject({
      url: `/api/auth/verify-reset-token?token=${resetLink.searchParams.get('token')}`,
    });
    expect(reset.json()).toMatchObject({ code: ErrorCode.INVALID_TOKEN });
  });

  it('refuses expired and unknown reset tokens', async () => {
    const bad = await server.app.inject({ url: '/api/auth/verify-reset-token?token=not-a-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ErrorCode.INVALID_TOKEN, message: Messages.invalidResetLink });
  });
});
