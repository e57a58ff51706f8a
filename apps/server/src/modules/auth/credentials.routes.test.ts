/** The email and password changes of PRODUCT.md §7 "User" (credentials.routes.ts), and the undo of an email change. */
import { ErrorCode, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, reloadUser } from '../../test/factories.ts';
import {
  linkFrom,
  sendJson,
  setupTestServer,
  signInRequest,
  uniqueEmail,
  waitForMail,
} from '../../test/test-server.ts';
import { listDevMail } from '../dev-mail/dev-mail.service.ts';

const server = setupTestServer();

const put = (url: string, body: unknown, headers: Record<string, string>) =>
  sendJson(server, 'PUT', url, body, { headers });

describe('PUT /api/user/profile', () => {
  const changeEmail = (headers: Record<string, string>, email: string, currentPassword?: string) =>
    put(
      '/api/user/profile',
      { email, ...(currentPassword === undefined ? {} : { currentPassword }) },
      headers,
    );

  it('needs the current password: a stolen session alone cannot move the account', async () => {
    const { user, headers } = await buildSignedInUser(server.ctx);
    const attackerAddress = uniqueEmail('attacker');
    const missing = await changeEmail(headers, attackerAddress);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: ErrorCode.REAUTH_REQUIRED,
      message: Messages.currentPasswordRequired,
    });
    const wrong = await changeEmail(headers, attackerAddress, 'Guess-1234');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: ErrorCode.WRONG_PASSWORD,
      message: Messages.currentPasswordWrong,
    });
    expect((await reloadUser(server.ctx, user.id)).pendingEmail).toBeNull();
    expect(await listDevMail(server.ctx.db, attackerAddress)).toHaveLength(0);
  });

  it('changes the email only once the new address confirms, then mails the old one a link that undoes it', async () => {
    const { user, headers, email: oldEmail } = await buildSignedInUser(server.ctx, { firstName: 'Ada' });
    const newEmail = uniqueEmail('moved');
    const res = await put(
      '/api/user/profile',
      { email: newEmail, currentPassword: DEFAULT_PASSWORD, credits: 999, isVerified: true },
      headers,
    );
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

    const confirmation = await waitForMail(server, newEmail, /existing account/);
    expect(confirmation.text).toContain(oldEmail);
    const link = linkFrom(confirmation, `${server.config.appUrl}/verify-email?`);
    expect(link.searchParams.get('email')).toBe(newEmail);
    const verify = await server.app.inject({
      url: `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
    });
    expect(verify.json()).toMatchObject({
      message: Messages.emailChangeConfirmed,
      data: { status: 'email_changed' },
    });
    expect(await reloadUser(server.ctx, user.id)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      isVerified: true,
    });
    const notice = await waitForMail(server, oldEmail, /email address was changed/);
    expect(notice.text).toContain(newEmail);
    expect(linkFrom(notice, `${server.config.appUrl}/revert-email?`).searchParams.get('token')).toBeTruthy();
    expect((await signInRequest(server, newEmail, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a typo be corrected: asking again replaces the pending address and its link', async () => {
    const { user, headers } = await buildSignedInUser(server.ctx);
    const typo = uniqueEmail('typo');
    await changeEmail(headers, typo, DEFAULT_PASSWORD);
    const typoLink = linkFrom(
      await waitForMail(server, typo, /existing account/),
      `${server.config.appUrl}/verify-email?`,
    );
    const fixed = uniqueEmail('fixed');
    await changeEmail(headers, fixed, DEFAULT_PASSWORD);
    expect((await reloadUser(server.ctx, user.id)).pendingEmail).toBe(fixed);
    const stale = await server.app.inject({
      url: `/api/auth/verify-email?token=${typoLink.searchParams.get('token')}`,
    });
    expect(stale.statusCode).toBe(400);
    expect((await reloadUser(server.ctx, user.id)).email).not.toBe(typo);
  });

  it("answers the same for another account's address and tells that account's owner instead (no enumeration)", async () => {
    const other = await buildUser(server.ctx, { firstName: 'Olga' });
    const { headers, user } = await buildSignedInUser(server.ctx);
    const free = await changeEmail(headers, uniqueEmail('free'), DEFAULT_PASSWORD);
    const taken = await changeEmail(headers, other.email, DEFAULT_PASSWORD);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    const notice = await waitForMail(server, other.email, /tried to use your email address/);
    expect(notice.text).toContain('Hi Olga,');
    expect(notice.text).not.toContain('/verify-email?');
    expect((await reloadUser(server.ctx, other.user.id)).email).toBe(other.email);
    expect((await reloadUser(server.ctx, user.id)).email).not.toBe(other.email);

    const malformed = await put(
      '/api/user/profile',
      { email: 'not-an-email', currentPassword: DEFAULT_PASSWORD },
      headers,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: Messages.invalidEmail });
  });
});

describe('undoing an email change from the previous address', () => {
  /** A stolen session with the password moves the account; returns the undo link the owner got. */
  async function takeOver() {
    const owner = await buildSignedInUser(server.ctx);
    const attackerEmail = uniqueEmail('attacker');
    await put(
      '/api/user/profile',
      { email: attackerEmail, currentPassword: DEFAULT_PASSWORD },
      owner.headers,
    );
    const confirm = linkFrom(
      await waitForMail(server, attackerEmail, /existing account/),
      `${server.config.appUrl}/verify-email?`,
    );
    await server.app.inject({ url: `/api/auth/verify-email?token=${confirm.searchParams.get('token')}` });
    // The attacker locks the owner out: a new password, an attacker session.
    await put(
      '/api/user/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'Stolen5Pass' },
      owner.headers,
    );
    const attackerLogin = await signInRequest(server, attackerEmail, 'Stolen5Pass');
    expect(attackerLogin.statusCode).toBe(200);
    const undo = linkFrom(
      await waitForMail(server, owner.email, /email address was changed/),
      `${server.config.appUrl}/revert-email?`,
    );
    return {
      owner,
      attackerEmail,
      attackerSession: { authorization: `Bearer ${attackerLogin.json().data.token}` },
      undoToken: undo.searchParams.get('token') ?? '',
    };
  }

  const revert = (token: string) => sendJson(server, 'POST', '/api/auth/revert-email-change', { token });

  it('puts the old address back, ends every session, and lets the owner choose a new password', async () => {
    const { owner, attackerEmail, attackerSession, undoToken } = await takeOver();
    const res = await revert(undoToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: Messages.emailChangeReverted,
      data: { email: owner.email },
    });
    expect(await reloadUser(server.ctx, owner.user.id)).toMatchObject({
      email: owner.email,
      isVerified: true,
    });
    expect((await server.app.inject({ url: '/api/auth/me', headers: attackerSession })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/auth/me', headers: owner.headers })).statusCode).toBe(401);
    expect((await signInRequest(server, attackerEmail, 'Stolen5Pass')).statusCode).toBe(401);

    // The answer carries a reset token for the restored address: the attacker's password goes.
    const reset = await sendJson(server, 'POST', '/api/auth/reset-password', {
      token: res.json().data.resetToken,
      password: 'Mine4Again',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInRequest(server, owner.email, 'Mine4Again')).statusCode).toBe(200);

    // One click only.
    expect((await revert(undoToken)).json()).toMatchObject({
      code: ErrorCode.INVALID_TOKEN,
      message: Messages.invalidRevertLink,
    });
  });

  it('removes an unverified account squatting the freed address, but never a verified one', async () => {
    const first = await takeOver();
    await sendJson(server, 'POST', '/api/auth/register', {
      email: first.owner.email,
      password: 'Squat5Pass',
      firstName: 'S',
      lastName: 'Q',
    });
    expect((await revert(first.undoToken)).statusCode).toBe(200);
    expect((await signInRequest(server, first.owner.email, 'Squat5Pass')).statusCode).toBe(401);

    const second = await takeOver();
    await buildUser(server.ctx, { email: second.owner.email });
    const refused = await revert(second.undoToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.EMAIL_IN_USE,
      message: Messages.revertAddressTaken,
    });
  });

  it('refuses forged, malformed and expired undo links', async () => {
    expect((await revert('x'.repeat(43))).statusCode).toBe(400);
    expect((await revert('not a token!')).json()).toMatchObject({ message: Messages.invalidRevertLink });
    const { undoToken } = await takeOver();
    await server.ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(undoToken)));
    expect((await revert(undoToken)).statusCode).toBe(400);
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
