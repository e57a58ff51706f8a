import { ErrorCode, Messages } from '@aa/contracts';
import { createBrowser, formAction } from '@aa/sandbox/google/google-sign-in.driver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema/index.ts';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, reloadUser } from '../../test/factories.ts';
import {
  linkFrom,
  signInRequest,
  startTestServer,
  type TestServer,
  uniqueEmail,
  waitForMail,
} from '../../test/test-server.ts';
import { isFreshAuthentication } from './google.service.ts';

let server: TestServer;
let base: string;
beforeAll(async () => {
  // Many sign-ins from one address: the per-IP limits are tested in rate-limits.test.ts.
  server = await startTestServer({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 }, { listen: true });
  base = server.config.appUrl;
});
afterAll(async () => {
  await server?.close();
});

interface GoogleUser {
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: 'true';
}

const person = (email: string, given = 'Greta', family = 'Garbo'): GoogleUser => ({
  email,
  given_name: given,
  family_name: family,
  email_verified: 'true',
});

const cookiePair = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

/**
 * The whole browser round trip: our API → Google (sandbox) sign-in → callback page → our API.
 * `session` is the caller's session cookie (a re-authentication); `query` the start parameters.
 */
async function signInWithGoogle(
  googleUser: GoogleUser,
  options: { state?: string; query?: string; session?: string } = {},
) {
  const sessionCookie = options.session ? `aa_session=${options.session}` : '';
  const start = await fetch(`${base}/api/auth/google${options.query ? `?${options.query}` : ''}`, {
    headers: { cookie: sessionCookie },
  });
  expect(start.status).toBe(200);
  const { data } = (await start.json()) as { data: { authUrl: string } };
  const flowCookie = cookiePair(start, 'aa_google_flow');
  expect(start.headers.getSetCookie().find((c) => c.startsWith('aa_google_flow='))).toMatch(/HttpOnly/i);

  const browser = createBrowser(`${base}/auth/google/callback`);
  const page = await browser.visit(data.authUrl);
  const form: Record<string, string> = {
    email: googleUser.email,
    given_name: googleUser.given_name,
    family_name: googleUser.family_name,
  };
  if (googleUser.email_verified) form.email_verified = googleUser.email_verified;
  const result = await browser.visit(formAction(page), { method: 'POST', form });
  if (result.kind !== 'callback')
    throw new Error(`expected the callback, got ${result.status} ${result.url}`);

  const response = await fetch(`${base}/api/auth/google/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: [flowCookie, sessionCookie].filter(Boolean).join('; '),
    },
    body: JSON.stringify({
      code: result.url.searchParams.get('code'),
      state: options.state ?? result.url.searchParams.get('state'),
    }),
  });
  return Object.assign(response, { authUrl: new URL(data.authUrl) });
}

async function linkWithPassword(linkCookie: string, password: string) {
  return fetch(`${base}/api/auth/google/link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: linkCookie },
    body: JSON.stringify({ password }),
  });
}

const identitiesOf = (userId: string) =>
  server.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describe('Google sign-in', () => {
  it('creates a verified account with the signup grant, in the UI language, then finds it again', async () => {
    const email = uniqueEmail('google');
    const first = await signInWithGoogle(person(email), { query: 'lang=fr' });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { data: { token: string; user: { id: string } } };
    expect(body).toMatchObject({
      success: true,
      message: Messages.googleSuccess,
      data: {
        intent: 'signin',
        user: { email, first_name: 'Greta', last_name: 'Garbo', is_verified: true, credits: 10 },
      },
    });
    expect(first.headers.getSetCookie().some((c) => c.startsWith(`aa_session=${body.data.token}`))).toBe(
      true,
    );
    expect((await reloadUser(server.ctx, body.data.user.id)).language).toBe('fr');

    const second = await signInWithGoogle(person(email));
    expect(((await second.json()) as { data: { user: { id: string } } }).data.user.id).toBe(
      body.data.user.id,
    );
    const profile = await server.app.inject({
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(profile.json().data).toMatchObject({
      hasPassword: false,
      language: 'fr',
      reauthenticatedUntil: null,
    });
  });

  it('never links silently into a verified password account: its password is asked once, then the owner is told', async () => {
    const { email, user } = await buildUser(server.ctx);
    const res = await signInWithGoogle(person(email, 'Ada', 'L'));
    // Not an error: the next step of signing in, without a session yet.
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: Messages.googleLinkRequired,
      data: { intent: 'link', email },
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('aa_session='))).toBe(false);
    expect(await identitiesOf(user.id)).toHaveLength(0);
    const linkCookie = cookiePair(res, 'aa_google_link');
    expect(linkCookie).not.toBe('');

    const wrong = await linkWithPassword(linkCookie, 'Wrong-pass1');
    expect(wrong.status).toBe(401);
    expect(await identitiesOf(user.id)).toHaveLength(0);
    const forged = await linkWithPassword('aa_google_link=v1.forged.value.x', DEFAULT_PASSWORD);
    expect(forged.status).toBe(400);

    const linked = await linkWithPassword(linkCookie, DEFAULT_PASSWORD);
    expect(linked.status).toBe(200);
    expect(await linked.json()).toMatchObject({
      message: Messages.googleLinked,
      data: { user: { id: user.id } },
    });
    expect(await identitiesOf(user.id)).toHaveLength(1);
    await waitForMail(server, email, /Google sign-in was connected/);

    // From now on Google signs in directly, and the password keeps working.
    const again = await signInWithGoogle(person(email, 'Ada', 'L'));
    expect(again.status).toBe(200);
    expect((await signInRequest(server, email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it("defeats the pre-hijack through email change: the victim's Google sign-in never lands in the attacker's account", async () => {
    const attacker = await buildSignedInUser(server.ctx, { firstName: 'Mallory', lastName: 'Evil' });
    const victim = uniqueEmail('victim');
    const change = await server.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...attacker.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: victim, currentPassword: DEFAULT_PASSWORD }),
    });
    expect(change.statusCode).toBe(200);
    // The victim is asked to move an existing, named account, not welcomed to a new one.
    const mail = await waitForMail(server, victim, /existing account/);
    expect(mail.text).toContain('Mallory Evil');
    expect(mail.text).toContain(attacker.email);
    expect(mail.text).toContain('This is not a new sign-up');
    expect(mail.text).not.toMatch(/Welcome|free credits/);

    // Even if the victim clicks, Google sign-in asks for the attacker's password instead of linking.
    const link = linkFrom(mail, `${base}/verify-email?`);
    await fetch(`${base}/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect((await reloadUser(server.ctx, attacker.user.id)).email).toBe(victim);
    const google = await signInWithGoogle(person(victim, 'Victor', 'Tim'));
    expect(google.status).toBe(200);
    expect(await google.json()).toMatchObject({ data: { intent: 'link', email: victim } });
    expect(google.headers.getSetCookie().some((c) => c.startsWith('aa_session='))).toBe(false);
    expect(await identitiesOf(attacker.user.id)).toHaveLength(0);
  });

  it('gives the owner of an address a fresh account when an unverified account squats it (pre-hijacking)', async () => {
    const squatter = await buildSignedInUser(server.ctx, { isVerified: false });
    const res = await signInWithGoogle(person(squatter.email, 'Real', 'Owner'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { user: { id: string; first_name: string } } };
    expect(body.data.user.id).not.toBe(squatter.user.id);
    expect(body.data.user.first_name).toBe('Real');
    const [gone] = await server.ctx.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(gone).toBeUndefined();
    expect((await server.app.inject({ url: '/api/auth/me', headers: squatter.headers })).statusCode).toBe(
      401,
    );
    expect((await signInRequest(server, squatter.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses to link into an account that signs in with another Google identity', async () => {
    const { email, user } = await buildUser(server.ctx);
    await server.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await server.ctx.db
      .insert(userIdentities)
      .values({ userId: user.id, issuer: `${base}/sandbox/google`, subject: '100000000000000000001', email });
    const res = await signInWithGoogle(person(email));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: ErrorCode.GOOGLE_LINK_REFUSED,
      message: Messages.googleLinkRefused,
    });
    expect(await identitiesOf(user.id)).toHaveLength(1);
  });

  it('never folds a Unicode look-alike into an existing address (Kelvin sign for "k")', async () => {
    const kate = await buildUser(server.ctx, { email: uniqueEmail('kate') });
    const lookalike = kate.email.replace(/^k/, '\u212A');
    const res = await signInWithGoogle(person(lookalike, 'K', 'Elvin'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: ErrorCode.GOOGLE_AUTH_FAILED,
      message: Messages.googleEmailUnusable,
    });
    expect(await identitiesOf(kate.user.id)).toHaveLength(0);
  });

  it('cleans control characters out of the names Google sends (no 500)', async () => {
    const email = uniqueEmail('nul');
    const res = await signInWithGoogle(person(email, 'Eve\u0000', 'Null\u0007'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { user: { first_name: 'Eve', last_name: 'Null' } } });
  });

  it('refuses an email Google has not verified and links nothing', async () => {
    const { email, user } = await buildUser(server.ctx);
    const res = await signInWithGoogle({ email, given_name: 'Eve', family_name: 'X' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, code: ErrorCode.GOOGLE_EMAIL_UNVERIFIED });
    expect(await identitiesOf(user.id)).toHaveLength(0);
  });

  it('refuses a callback whose state does not match the flow', async () => {
    const res = await signInWithGoogle(person(uniqueEmail('csrf'), 'C', 'S'), { state: 'forged-state' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: ErrorCode.GOOGLE_AUTH_FAILED,
      message: Messages.googleFailed,
    });
  });

  it('refuses a callback without the flow cookie, and requires the code', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/api/auth/google/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(body),
      });
    const noFlow = await post({ code: 'abc', state: 'def' });
    expect(noFlow.status).toBe(400);
    expect(await noFlow.json()).toMatchObject({ code: ErrorCode.GOOGLE_AUTH_FAILED });
    const noCode = await post({ code: '', state: 'x' });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: Messages.noAuthCode,
    });
  });
});

describe('re-authentication of an account without a password', () => {
  async function googleOnlyAccount() {
    const email = uniqueEmail('gonly');
    const res = await signInWithGoogle(person(email));
    const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
    const put = (url: string, body: unknown) =>
      server.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    return { email, token: data.token, userId: data.user.id, put };
  }

  it('guards the email change and the first password behind a fresh Google sign-in on this session', async () => {
    const account = await googleOnlyAccount();
    const newEmail = uniqueEmail('moved');
    const refused = await account.put('/api/user/profile', { email: newEmail });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.REAUTH_REQUIRED,
      message: Messages.reauthRequired,
    });
    const firstPassword = await account.put('/api/user/change-password', {
      currentPassword: '',
      newPassword: 'Brand5New',
    });
    expect(firstPassword.statusCode).toBe(403);
    expect((await reloadUser(server.ctx, account.userId)).pendingEmail).toBeNull();

    const reauth = await signInWithGoogle(person(account.email), {
      query: 'intent=reauth&returnTo=%2Fdashboard%2Fprofile',
      session: account.token,
    });
    // Google is asked to authenticate this very account again, now.
    expect(Object.fromEntries(reauth.authUrl.searchParams)).toMatchObject({
      prompt: 'login',
      max_age: '0',
      login_hint: account.email,
    });
    expect(reauth.status).toBe(200);
    expect(await reauth.json()).toMatchObject({
      message: Messages.identityConfirmed,
      data: { intent: 'reauth', returnTo: '/dashboard/profile', user: { id: account.userId } },
    });

    const profile = await server.app.inject({
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(Date.parse(profile.json().data.reauthenticatedUntil)).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await account.put('/api/user/profile', { email: newEmail })).statusCode).toBe(200);
    expect(
      (await account.put('/api/user/change-password', { currentPassword: '', newPassword: 'Brand5New' }))
        .statusCode,
    ).toBe(200);
    expect((await signInRequest(server, account.email, 'Brand5New')).statusCode).toBe(200);
  });

  it('counts only a sign-in Google made after the re-authentication started', () => {
    const started = Date.parse('2026-11-22T10:00:00Z');
    expect(isFreshAuthentication(started / 1000 + 5, started)).toBe(true);
    expect(isFreshAuthentication(started / 1000 - 30, started)).toBe(true); // clock skew
    expect(isFreshAuthentication(started / 1000 - 3600, started)).toBe(false); // an old session
    expect(isFreshAuthentication(null, started)).toBe(false); // no auth_time despite max_age=0
  });

  it('refuses a re-authentication as another Google account, or without a session', async () => {
    const account = await googleOnlyAccount();
    const other = await signInWithGoogle(person(uniqueEmail('other')), {
      query: 'intent=reauth',
      session: account.token,
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: ErrorCode.REAUTH_REQUIRED });
    expect((await account.put('/api/user/profile', { email: uniqueEmail() })).statusCode).toBe(403);

    const anonymous = await fetch(`${base}/api/auth/google?intent=reauth`);
    expect(anonymous.status).toBe(401);
  });
});
