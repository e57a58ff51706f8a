import { ErrorCode, Messages } from '@aa/contracts';
import { createBrowser, formAction } from '@aa/sandbox/google-sign-in.driver';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities } from '../../db/schema.ts';
import { buildSignedInUser, buildUser, DEFAULT_PASSWORD, reloadUser } from '../../test/factories.ts';
import { signInRequest, startTestServer, type TestServer, uniqueEmail } from '../../test/test-server.ts';

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer({}, { listen: true });
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

/** The whole browser round trip: our API → Google (sandbox) sign-in → callback page → our API. */
async function signInWithGoogle(person: GoogleUser, tamper: { state?: string } = {}) {
  const start = await fetch(`${base}/api/auth/google`);
  expect(start.status).toBe(200);
  const { data } = (await start.json()) as { data: { authUrl: string } };
  const flowCookie = start.headers.getSetCookie().find((c) => c.startsWith('aa_google_flow='));
  expect(flowCookie).toMatch(/HttpOnly/i);

  const browser = createBrowser(`${base}/auth/google/callback`);
  const page = await browser.visit(data.authUrl);
  const form: Record<string, string> = {
    email: person.email,
    given_name: person.given_name,
    family_name: person.family_name,
  };
  if (person.email_verified) form.email_verified = person.email_verified;
  const result = await browser.visit(formAction(page), { method: 'POST', form });
  if (result.kind !== 'callback')
    throw new Error(`expected the callback, got ${result.status} ${result.url}`);

  return fetch(`${base}/api/auth/google/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: (flowCookie ?? '').split(';')[0] ?? '',
    },
    body: JSON.stringify({
      code: result.url.searchParams.get('code'),
      state: tamper.state ?? result.url.searchParams.get('state'),
    }),
  });
}

describe('Google sign-in', () => {
  it('creates a verified account with the signup grant and a session, then finds it again', async () => {
    const email = uniqueEmail('google');
    const first = await signInWithGoogle({
      email,
      given_name: 'Greta',
      family_name: 'Garbo',
      email_verified: 'true',
    });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { data: { token: string; user: { id: string } } };
    expect(body).toMatchObject({
      success: true,
      message: Messages.googleSuccess,
      data: { user: { email, first_name: 'Greta', last_name: 'Garbo', is_verified: true, credits: 10 } },
    });
    expect(first.headers.getSetCookie().some((c) => c.startsWith(`aa_session=${body.data.token}`))).toBe(
      true,
    );
    const me = await fetch(`${base}/api/auth/me`, {
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);

    const second = await signInWithGoogle({
      email,
      given_name: 'Greta',
      family_name: 'Garbo',
      email_verified: 'true',
    });
    expect(((await second.json()) as { data: { user: { id: string } } }).data.user.id).toBe(
      body.data.user.id,
    );
    const profile = await server.app.inject({
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(profile.json().data.hasPassword).toBe(false);
  });

  it('links a verified password account with the same email, keeping its password', async () => {
    const { email, user } = await buildUser(server.ctx);
    const res = await signInWithGoogle({
      email,
      given_name: 'Ada',
      family_name: 'L',
      email_verified: 'true',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { user: { id: string } } }).data.user.id).toBe(user.id);
    const login = await signInRequest(server, email, DEFAULT_PASSWORD);
    expect(login.statusCode).toBe(200);
  });

  it('takes over an unverified password account only by wiping its password and sessions (pre-hijacking)', async () => {
    const attacker = await buildSignedInUser(server.ctx, { isVerified: false });
    const res = await signInWithGoogle({
      email: attacker.email,
      given_name: 'Real',
      family_name: 'Owner',
      email_verified: 'true',
    });
    expect(res.status).toBe(200);
    const owner = await reloadUser(server.ctx, attacker.user.id);
    expect(owner).toMatchObject({ passwordHash: null, isVerified: true });
    expect((await server.app.inject({ url: '/api/auth/me', headers: attacker.headers })).statusCode).toBe(
      401,
    );
    const login = await signInRequest(server, attacker.email, DEFAULT_PASSWORD);
    expect(login.statusCode).toBe(401);
  });

  it('refuses an email Google has not verified and links nothing', async () => {
    const { email, user } = await buildUser(server.ctx);
    const res = await signInWithGoogle({ email, given_name: 'Eve', family_name: 'X' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, code: ErrorCode.GOOGLE_EMAIL_UNVERIFIED });
    const links = await server.ctx.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, user.id)));
    expect(links).toHaveLength(0);
  });

  it('refuses a callback whose state does not match the flow', async () => {
    const res = await signInWithGoogle(
      { email: uniqueEmail('csrf'), given_name: 'C', family_name: 'S', email_verified: 'true' },
      { state: 'forged-state' },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: ErrorCode.GOOGLE_AUTH_FAILED,
      message: Messages.googleFailed,
    });
  });

  it('refuses a callback without the flow cookie', async () => {
    const res = await fetch(`${base}/api/auth/google/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ code: 'abc', state: 'def' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: ErrorCode.GOOGLE_AUTH_FAILED });
  });

  it('requires the code', async () => {
    const res = await fetch(`${base}/api/auth/google/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ code: '', state: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: Messages.noAuthCode,
    });
  });
});
