import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createGoogleSandbox,
  createMountedHandler,
  type GoogleSandboxServer,
} from '@aa/sandbox/google/google-sandbox';
import { createBrowser, formAction } from '@aa/sandbox/google/google-sign-in.driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGoogleOidc,
  type GoogleAuthorizationRequest,
  type GoogleOidc,
  GoogleOidcError,
} from './google-oidc.ts';

const CLIENT = { clientId: 'affiliate-autopilot', clientSecret: 'sandbox-secret' };
const REDIRECT_URI = 'http://127.0.0.1:3999/api/auth/google/callback';

interface SignInResult {
  callback: URL;
  request: GoogleAuthorizationRequest;
}

/** Runs the browser part of the flow: authorize → sign-in page → submit → back at the redirect URI. */
async function signIn(
  oidc: GoogleOidc,
  form: Record<string, string>,
  browser = createBrowser(REDIRECT_URI),
): Promise<SignInResult> {
  const request = await oidc.startAuthorization();
  const page = await browser.visit(request.url);
  const result = await browser.visit(formAction(page), { method: 'POST', form });
  if (result.kind !== 'callback') {
    throw new Error(
      `expected a redirect to the app, got ${result.status} at ${result.url}: ${result.html.slice(0, 500)}`,
    );
  }
  return { callback: result.url, request };
}

async function finish(oidc: GoogleOidc, { callback, request }: SignInResult) {
  return oidc.finishAuthorization({
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    expected: { state: request.state, nonce: request.nonce, codeVerifier: request.codeVerifier },
  });
}

async function rejection(promise: Promise<unknown>): Promise<GoogleOidcError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GoogleOidcError))
    throw new Error(`expected a GoogleOidcError, got ${String(error)}`);
  return error;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ADA = { email: 'Ada@Example.com', given_name: 'Ada', family_name: 'Lovelace', email_verified: 'true' };

describe('Google OIDC adapter against the sandbox provider', () => {
  let sandbox: GoogleSandboxServer;
  let issuer: string;
  let oidc: GoogleOidc;

  beforeAll(async () => {
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    const provider = await createGoogleSandbox({
      issuer,
      clients: [
        { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uris: [REDIRECT_URI] },
      ],
    });
    sandbox = await provider.listen(port, '127.0.0.1');
    oidc = createGoogleOidc({ issuer, ...CLIENT, redirectUri: REDIRECT_URI, allowInsecure: true });
  });

  afterAll(() => sandbox.close());

  it('builds a PKCE S256 authorization URL with state, nonce and prompt=select_account', async () => {
    const request = await oidc.startAuthorization();
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    expect(url.searchParams.get('code_challenge')).not.toBe(request.codeVerifier);
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL((await oidc.startAuthorization()).url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const result = await createBrowser(REDIRECT_URI).visit(url.href);
    if (result.kind !== 'callback') throw new Error('expected an error redirect to the app');
    expect(result.url.searchParams.get('error')).toBe('invalid_request');
  });

  it('renders an accessible sign-in page without scripts', async () => {
    const request = await oidc.startAuthorization();
    const page = await createBrowser(REDIRECT_URI).visit(request.url);
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Sign in with Google (sandbox)');
    for (const [id, label] of [
      ['email', 'Email'],
      ['given_name', 'First name'],
      ['family_name', 'Last name'],
      ['email_verified', 'Google has verified this email'],
    ]) {
      expect(page.html).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(page.html).toMatch(/id="email_verified"[^>]* checked/);
    expect(page.html).toContain('>Continue</button>');
    expect(page.html).toContain('>Cancel</button>');
    expect(page.html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('signs in end to end and returns the identity from the ID token', async () => {
    const result = await signIn(oidc, ADA);
    expect(result.callback.searchParams.get('state')).toBe(result.request.state);

    const identity = await finish(oidc, result);

    expect(identity).toEqual({
      issuer,
      subject: expect.stringMatching(/^\d{21}$/),
      email: 'ada@example.com',
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Lovelace',
      name: 'Ada Lovelace',
      picture: `${issuer}/sandbox-assets/avatar/${identity.subject}.svg`,
      // Only a re-authentication (max_age=0) asks for auth_time.
      authTime: null,
    });

    const again = await finish(oidc, await signIn(oidc, { ...ADA, email: 'ada@example.com' }));
    expect(again.subject).toBe(identity.subject);

    const avatar = await fetch(identity.picture ?? '');
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    expect(await avatar.text()).toContain('>AL</text>');
  });

  it('asks again in a browser that is already signed in, and can switch account', async () => {
    const browser = createBrowser(REDIRECT_URI);
    const ada = await finish(oidc, await signIn(oidc, ADA, browser));
    const grace = await finish(
      oidc,
      await signIn(oidc, { email: 'grace@example.com', given_name: 'Grace', family_name: 'Hopper' }, browser),
    );
    expect(grace.email).toBe('grace@example.com');
    expect(grace.subject).not.toBe(ada.subject);
  });

  it('answers an interaction opened without its cookie with an "expired" page', async () => {
    const request = await oidc.startAuthorization();
    const first = await fetch(request.url, { redirect: 'manual' });
    await first.body?.cancel();
    const page = await fetch(new URL(first.headers.get('location') ?? '', issuer));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This sign-in request has expired');
  });

  it('reports emailVerified false when the box is unchecked', async () => {
    const { email_verified: _checked, ...unchecked } = ADA;
    const identity = await finish(
      oidc,
      await signIn(oidc, { ...unchecked, email: 'unverified@example.com' }),
    );
    expect(identity.email).toBe('unverified@example.com');
    expect(identity.emailVerified).toBe(false);
  });

  it('rejects a callback whose state differs from the one stored for the browser', async () => {
    const result = await signIn(oidc, ADA);
    const error = await rejection(
      oidc.finishAuthorization({
        code: result.callback.searchParams.get('code') ?? '',
        state: result.callback.searchParams.get('state') ?? '',
        expected: { ...result.request, state: 'another-browser-state' },
      }),
    );
    expect(error.reason).toBe('state_mismatch');
  });

  it('rejects a code redeemed with the wrong PKCE verifier, without leaking the code', async () => {
    const result = await signIn(oidc, ADA);
    const code = result.callback.searchParams.get('code') ?? '';
    const error = await rejection(
      oidc.finishAuthorization({
        code,
        state: result.request.state,
        expected: { ...result.request, codeVerifier: 'x'.repeat(43) },
      }),
    );
    expect(error.reason).toBe('token_exchange_failed');
    expect(error.message).toContain('invalid_grant');
    expect(error.message).not.toContain(code);
  });

  it('rejects an ID token whose nonce does not match', async () => {
    const result = await signIn(oidc, ADA);
    const error = await rejection(
      oidc.finishAuthorization({
        code: result.callback.searchParams.get('code') ?? '',
        state: result.request.state,
        expected: { ...result.request, nonce: 'another-nonce' },
      }),
    );
    expect(error.reason).toBe('id_token_invalid');
  });

  it('sends the user back with error=access_denied on Cancel', async () => {
    const request = await oidc.startAuthorization();
    const browser = createBrowser(REDIRECT_URI);
    const page = await browser.visit(request.url);
    const result = await browser.visit(formAction(page), { method: 'POST', form: { action: 'cancel' } });
    if (result.kind !== 'callback') throw new Error('expected a redirect to the app');
    expect(result.url.searchParams.get('error')).toBe('access_denied');
    expect(result.url.searchParams.get('state')).toBe(request.state);
    expect(result.url.searchParams.has('code')).toBe(false);
  });

  it('re-renders the form with an escaped error for an invalid email', async () => {
    const request = await oidc.startAuthorization();
    const browser = createBrowser(REDIRECT_URI);
    const page = await browser.visit(request.url);
    const result = await browser.visit(formAction(page), {
      method: 'POST',
      form: { ...ADA, email: '"><script>alert(1)</script>' },
    });
    if (result.kind !== 'page') throw new Error('expected the form again');
    expect(result.status).toBe(400);
    expect(result.html).toContain('role="alert"');
    expect(result.html).toContain('&quot;&gt;&lt;script&gt;');
    expect(result.html).not.toContain('<script>');
  });

  it('advertises only what Google advertises, with S256 PKCE', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      scopes_supported: ['openid', 'email', 'profile'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(discovery).not.toHaveProperty('authorization_response_iss_parameter_supported');
  });
});

describe('Google OIDC discovery', () => {
  it('retries discovery after a failure instead of caching the error', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const oidc = createGoogleOidc({ issuer, ...CLIENT, redirectUri: REDIRECT_URI, allowInsecure: true });

    expect((await rejection(oidc.startAuthorization())).reason).toBe('discovery_failed');

    const provider = await createGoogleSandbox({
      issuer,
      clients: [
        { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uris: [REDIRECT_URI] },
      ],
    });
    const server = await provider.listen(port);
    try {
      const request = await oidc.startAuthorization();
      expect(request.url.startsWith(`${issuer}/auth?`)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('refuses an http issuer unless allowInsecure is set', async () => {
    const oidc = createGoogleOidc({
      issuer: 'http://127.0.0.1:9',
      ...CLIENT,
      redirectUri: REDIRECT_URI,
      allowInsecure: false,
    });
    const error = await rejection(oidc.startAuthorization());
    expect(error.reason).toBe('discovery_failed');
    expect(error.message).toContain('HTTPS');
  });
});

describe('Google sandbox mounted under a path prefix', () => {
  const PREFIX = '/sandbox/google';
  let server: Server;
  let origin: string;
  let issuer: string;
  let userinfoRequests = 0;

  beforeAll(async () => {
    let route: RequestListener = (_req, res) => res.writeHead(503).end();
    server = createServer((req, res) => route(req, res));
    origin = `http://127.0.0.1:${await listen(server)}`;
    issuer = `${origin}${PREFIX}`;
    const sandbox = await createGoogleSandbox({
      issuer,
      clients: [
        { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uris: [REDIRECT_URI] },
      ],
    });
    const mounted = createMountedHandler(sandbox, PREFIX);
    // The host app: everything under the prefix goes to the sandbox, the rest is the host's own.
    route = (req, res) => {
      if (req.url?.startsWith(`${PREFIX}/me`)) userinfoRequests++;
      if (req.url === PREFIX || req.url?.startsWith(`${PREFIX}/`)) mounted(req, res);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('host app');
    };
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('advertises endpoints under the prefix', async () => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.issuer).toBe(issuer);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri']) {
      expect(String(discovery[key]).startsWith(`${issuer}/`), key).toBe(true);
    }
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: unknown[] };
    expect(jwks.keys).toHaveLength(1);
  });

  it('runs the whole flow with pages, assets and cookies under the prefix', async () => {
    const oidc = createGoogleOidc({ issuer, ...CLIENT, redirectUri: REDIRECT_URI, allowInsecure: true });
    const request = await oidc.startAuthorization();
    const browser = createBrowser(REDIRECT_URI);

    const first = await fetch(request.url, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(new RegExp(`^${PREFIX}/interaction/`));
    for (const cookie of first.headers.getSetCookie())
      expect(cookie).toMatch(/path=\/sandbox\/google(\/|;|$)/i);

    const page = await browser.visit(request.url);
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    expect(page.html).toContain(`href="${PREFIX}/sandbox-assets/google.css"`);
    expect((await fetch(`${origin}${PREFIX}/sandbox-assets/google.css`)).status).toBe(200);

    const result = await browser.visit(formAction(page), { method: 'POST', form: ADA });
    if (result.kind !== 'callback') throw new Error('expected a redirect to the app');
    const identity = await finish(oidc, { callback: result.url, request });
    expect(identity).toMatchObject({
      issuer,
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
    // The email came in the ID token, as with Google: no userinfo round trip was needed.
    expect(userinfoRequests).toBe(0);
  });

  it('refuses a prefix that differs from the issuer path', async () => {
    const sandbox = await createGoogleSandbox({ issuer: `${origin}/elsewhere`, clients: [] });
    expect(() => createMountedHandler(sandbox, PREFIX)).toThrow(/issuer path/);
  });
});
