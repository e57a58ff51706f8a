/**
 * The Pinterest simulator against Pinterest's published OpenAPI document: every request these tests
 * send to /v5 and every answer they get is checked by the document (a request that breaks it on
 * purpose must be seen breaking it), plus the behaviour the document does not state: the OAuth
 * pages, single-use codes, expiry, scopes, 404 for another account's objects, rate limits and
 * persistence.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWithoutBody } from '../unread-body.driver.ts';
import { createOpenApiValidator, type HttpMethod, loadPinterestOpenApi } from './openapi-validator.ts';
import { type PinterestSandboxOptions, pinterestSandbox } from './pinterest-sandbox.ts';

const spec = createOpenApiValidator(loadPinterestOpenApi());

const PREFIX = '/sandbox/pinterest';
const PUBLIC_URL = `http://localhost:3000${PREFIX}`;
const REDIRECT_URI = 'http://localhost:3000/setup/pinterest/callback';
const CLIENT = { clientId: '1480001', clientSecret: 'sandbox-secret', redirectUris: [REDIRECT_URI] };
const APP_SCOPES = ['boards:read', 'boards:write', 'pins:read', 'pins:write', 'user_accounts:read'];
const START = Date.parse('2026-03-02T09:00:00Z');
const DAY_MS = 86_400_000;
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

type WireBody = Record<string, unknown>;

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  response_type: string;
  token_type: string;
  expires_in: number;
  refresh_token_expires_in: number;
  refresh_token_expires_at: number;
  scope: string;
}

interface ApiCall {
  method: HttpMethod;
  /** The document's path template (under /v5), e.g. `/pins/{pin_id}`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  /** Form body and headers of the token call. */
  form?: Record<string, string>;
  authorization?: string;
  /** This request breaks the document on purpose (e.g. a title over 100 characters). */
  breaksSpec?: boolean;
}

const apps: FastifyInstance[] = [];
const directories: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function unescapeHtml(value: string) {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The form fields a browser would send from the authorize page (hidden and text inputs). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const name = /name="([^"]*)"/.exec(attributes)?.[1];
    const value = /value="([^"]*)"/.exec(attributes)?.[1] ?? '';
    if (name) fields[name] = unescapeHtml(value);
  }
  return fields;
}

/** The blog an image_url points at: its .png files are PNG_1X1, anything else is missing. */
const fetchBlogImage: PinterestSandboxOptions['fetchImage'] = async (url) =>
  new URL(url).hostname === 'blog.example.com' && url.endsWith('.png')
    ? new Response(Buffer.from(PNG_1X1, 'base64'), { headers: { 'content-type': 'image/png' } })
    : new Response('Not found', { status: 404 });

async function startSandbox(overrides: Partial<PinterestSandboxOptions> = {}) {
  let clock = START;
  const app = Fastify();
  await app.register(pinterestSandbox, {
    prefix: PREFIX,
    publicUrl: PUBLIC_URL,
    clients: [CLIENT],
    now: () => clock,
    fetchImage: fetchBlogImage,
    ...overrides,
  });
  await app.ready();
  apps.push(app);

  /** One /v5 exchange, both halves checked against the document. */
  async function api(call: ApiCall) {
    const contentType = call.form ? 'application/x-www-form-urlencoded' : 'application/json';
    const problems = spec.requestProblems({
      method: call.method,
      path: call.path,
      pathParams: call.params,
      query: call.query,
      body: call.form ?? call.body,
      contentType,
    });
    if (call.breaksSpec) expect(problems, 'this request should break the document').not.toEqual([]);
    else expect(problems).toEqual([]);

    let url = call.path;
    for (const [name, value] of Object.entries(call.params ?? {}))
      url = url.replace(`{${name}}`, encodeURIComponent(value));
    const search = new URLSearchParams(call.query ?? {}).toString();
    const headers: Record<string, string> = {};
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.authorization) headers.authorization = call.authorization;
    let payload: string | undefined;
    if (call.form) payload = new URLSearchParams(call.form).toString();
    else if (call.body !== undefined) payload = JSON.stringify(call.body);
    if (payload !== undefined) headers['content-type'] = contentType;
    const response = await app.inject({
      method: call.method.toUpperCase() as 'GET',
      url: `${PREFIX}/v5${url}${search ? `?${search}` : ''}`,
      headers,
      payload,
    });
    const body: unknown = response.body === '' ? undefined : JSON.parse(response.body);
    spec.assertResponse({
      method: call.method,
      path: call.path,
      status: response.statusCode,
      body,
      contentType: String(response.headers['content-type'] ?? ''),
    });
    // The tests read the bodies they expect; the document has already vouched for their shape.
    return {
      status: response.statusCode,
      body: (body ?? {}) as WireBody,
      headers: response.headers,
      empty: body === undefined,
    };
  }

  const authorizeQuery = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: APP_SCOPES.join(','),
      state: 'state-123',
      ...overrides,
    }).toString();

  /** The browser's part: open the authorize page, press Allow or Deny; the redirect's URL. */
  async function authorize(
    input: {
      username?: string;
      decision?: 'allow' | 'deny';
      scope?: string;
      /** More authorize parameters, e.g. a PKCE challenge. */
      query?: Record<string, string>;
    } = {},
  ) {
    const page = await app.inject({
      url: `${PREFIX}/oauth/?${authorizeQuery({ ...(input.scope ? { scope: input.scope } : {}), ...input.query })}`,
    });
    expect(page.statusCode).toBe(200);
    const fields = formFields(page.body);
    if (input.username) fields.username = input.username;
    const answer = await app.inject({
      method: 'POST',
      url: `${PREFIX}/oauth/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, decision: input.decision ?? 'allow' }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    return new URL(String(answer.headers.location));
  }

  const exchange = (
    code: string,
    redirectUri = REDIRECT_URI,
    secret = CLIENT.clientSecret,
    extra: { clientId?: string; form?: Record<string, string> } = {},
  ) =>
    api({
      method: 'post',
      path: '/oauth/token',
      authorization: basic(extra.clientId ?? CLIENT.clientId, secret),
      form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...extra.form },
    });

  /** Allow, then exchange the code: the tokens of `username`'s account. */
  async function connect(username = 'affiliate_demo', scope?: string): Promise<TokenAnswer> {
    const back = await authorize({ username, scope });
    const result = await exchange(back.searchParams.get('code') ?? '');
    expect(result.status).toBe(200);
    return result.body as unknown as TokenAnswer;
  }

  async function listBoards(token: string) {
    const result = await api({ method: 'get', path: '/boards', query: { page_size: '250' }, token });
    expect(result.status).toBe(200);
    return result.body.items as Array<{ id: string; name: string; description: string; pin_count: number }>;
  }

  async function createPin(token: string, body: Record<string, unknown>) {
    return api({ method: 'post', path: '/pins', body, token });
  }

  return {
    app,
    api,
    authorize,
    authorizeQuery,
    exchange,
    connect,
    listBoards,
    createPin,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('Pinterest sandbox: OAuth', () => {
  it('shows an authorize page marked as the sandbox, with the scopes, a username and Allow/Deny', async () => {
    const { app, authorizeQuery } = await startSandbox();
    const page = await app.inject({ url: `${PREFIX}/oauth/?${authorizeQuery()}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pinterest sandbox');
    expect(page.body).toContain('See your public boards, including group boards you join');
    expect(page.body).toContain('Create, update, or delete your public Pins');
    expect(page.body).toMatch(
      /<form method="post" action="http:\/\/localhost:3000\/sandbox\/pinterest\/oauth\/">/,
    );
    expect(page.body).toContain('<label for="username">');
    expect(page.body).toMatch(/<button[^>]*value="allow"[^>]*>Allow<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);
    expect(page.body).not.toContain('<script');
    expect(formFields(page.body)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      state: 'state-123',
      scope: APP_SCOPES.join(','),
      username: 'affiliate_demo',
    });
  });

  it('shows an error page, never a redirect, for an unknown client or redirect URI', async () => {
    const { app, authorizeQuery } = await startSandbox();
    for (const query of [
      authorizeQuery({ redirect_uri: 'https://evil.example/callback' }),
      authorizeQuery({ redirect_uri: `${REDIRECT_URI}/more` }),
      authorizeQuery({ client_id: 'nobody' }),
      authorizeQuery({ scope: 'boards:read,boards:everything' }),
    ]) {
      const page = await app.inject({ url: `${PREFIX}/oauth/?${query}` });
      expect(page.statusCode).toBe(400);
      expect(page.headers.location).toBeUndefined();
      expect(page.body).toContain('Something went wrong');
    }
    const tampered = await app.inject({
      method: 'POST',
      url: `${PREFIX}/oauth/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${authorizeQuery({ redirect_uri: 'https://evil.example/callback' })}&decision=allow&username=demo_user`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.headers.location).toBeUndefined();
  });

  it('asks again, without redirecting, when the username is not a Pinterest username', async () => {
    const { app, authorizeQuery } = await startSandbox();
    const answer = await app.inject({
      method: 'POST',
      url: `${PREFIX}/oauth/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${authorizeQuery()}&decision=allow&username=${encodeURIComponent('<b>no</b>')}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('aria-invalid="true"');
    expect(answer.body).toContain('value="&lt;b&gt;no&lt;/b&gt;"');
    expect(formFields(answer.body)).toMatchObject({ state: 'state-123', redirect_uri: REDIRECT_URI });
  });

  it('Allow redirects with a code and the state; the code gives tokens once, with Basic client auth', async () => {
    const { authorize, exchange, api } = await startSandbox();
    const back = await authorize();
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-123');
    const code = back.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);

    const wrongSecret = await exchange(code, REDIRECT_URI, 'not-the-secret');
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.code).toBe(2);

    const tokens = await exchange(code);
    expect(tokens.status).toBe(200);
    expect(tokens.headers['cache-control']).toBe('no-store');
    expect(tokens.body).toMatchObject({
      token_type: 'bearer',
      response_type: 'authorization_code',
      expires_in: 2_592_000,
      refresh_token_expires_in: 5_184_000,
      refresh_token_expires_at: Math.floor(START / 1000) + 5_184_000,
      scope: APP_SCOPES.join(','),
    });
    expect(tokens.body.access_token).toMatch(/^pina_/);
    expect(tokens.body.refresh_token).toMatch(/^pinr_/);

    const reused = await exchange(code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe(283);
    // A reused code answers an error and revokes nothing.
    const account = await api({
      method: 'get',
      path: '/user_account',
      token: String(tokens.body.access_token),
    });
    expect(account.status).toBe(200);
  });

  it('refuses a code exchanged with another redirect URI, without Basic auth, or after 10 minutes', async () => {
    const { authorize, exchange, api, advance } = await startSandbox();
    const mismatched = await exchange(
      (await authorize()).searchParams.get('code') ?? '',
      `${REDIRECT_URI}/x`,
    );
    expect(mismatched.status).toBe(400);

    const noClient = await api({
      method: 'post',
      path: '/oauth/token',
      form: {
        grant_type: 'authorization_code',
        code: (await authorize()).searchParams.get('code') ?? '',
        redirect_uri: REDIRECT_URI,
      },
    });
    expect(noClient.status).toBe(401);

    const late = (await authorize()).searchParams.get('code') ?? '';
    advance(10 * 60 * 1000 + 1);
    expect((await exchange(late)).status).toBe(400);
  });

  it('Deny redirects with error=access_denied and the state, without a code', async () => {
    const { authorize } = await startSandbox();
    const back = await authorize({ decision: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refreshes continuously: a new access token and a new refresh token with its own 60 days', async () => {
    const { connect, api, advance } = await startSandbox();
    const first = await connect();
    advance(20 * DAY_MS);
    const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
      api({
        method: 'post',
        path: '/oauth/token',
        authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, ...extra },
      });
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      response_type: 'refresh_token',
      token_type: 'bearer',
      expires_in: 2_592_000,
      refresh_token_expires_in: 5_184_000,
      refresh_token_expires_at: Math.floor((START + 20 * DAY_MS) / 1000) + 5_184_000,
      scope: APP_SCOPES.join(','),
    });
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    const account = await api({
      method: 'get',
      path: '/user_account',
      token: String(refreshed.body.access_token),
    });
    expect(account.status).toBe(200);

    const narrowed = await refresh(String(refreshed.body.refresh_token), { scope: 'boards:read' });
    expect(narrowed.body.scope).toBe('boards:read');
    const widened = await refresh(String(narrowed.body.refresh_token), { scope: 'boards:read,ads:read' });
    expect(widened.status).toBe(400);
    expect((await refresh('pinr_made-up')).status).toBe(400);
  });
});

// Issue 17, finding 9: a code is bound to the request that asked for it (client, redirect URI and,
// through PKCE, the state our server derived the verifier from), and is spent by its first use.
describe('Pinterest sandbox: PKCE and single-use codes', () => {
  const VERIFIER = 'v3r1f13r-of-at-least-forty-three-characters_0123456789';
  const S256 = {
    code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
  };

  it('carries an S256 challenge through the authorize page and gives tokens only for its verifier, once', async () => {
    const { app, authorize, authorizeQuery, exchange } = await startSandbox();
    const page = await app.inject({ url: `${PREFIX}/oauth/?${authorizeQuery(S256)}` });
    expect(formFields(page.body)).toMatchObject(S256);

    const codeOf = async () => (await authorize({ query: S256 })).searchParams.get('code') ?? '';
    const withoutVerifier = await codeOf();
    const refused = await exchange(withoutVerifier);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(283);
    // Spent by the failed try: the right verifier comes too late.
    expect(
      (
        await exchange(withoutVerifier, REDIRECT_URI, CLIENT.clientSecret, {
          form: { code_verifier: VERIFIER },
        })
      ).status,
    ).toBe(400);

    const wrong = await exchange(await codeOf(), REDIRECT_URI, CLIENT.clientSecret, {
      form: { code_verifier: `${VERIFIER}x` },
    });
    expect(wrong.status).toBe(400);

    const right = await exchange(await codeOf(), REDIRECT_URI, CLIENT.clientSecret, {
      form: { code_verifier: VERIFIER },
    });
    expect(right.status).toBe(200);
  });

  it('refuses a verifier for a code asked without a challenge (no downgrade), and answers one without either', async () => {
    const { authorize, exchange } = await startSandbox();
    const code = (await authorize()).searchParams.get('code') ?? '';
    expect(
      (await exchange(code, REDIRECT_URI, CLIENT.clientSecret, { form: { code_verifier: VERIFIER } })).status,
    ).toBe(400);
    expect((await exchange((await authorize()).searchParams.get('code') ?? '')).status).toBe(200);
  });

  it('shows an error page for a challenge method other than S256 or a malformed challenge', async () => {
    const { app, authorizeQuery } = await startSandbox();
    for (const query of [
      authorizeQuery({ ...S256, code_challenge_method: 'plain' }),
      authorizeQuery({ code_challenge: S256.code_challenge }),
      authorizeQuery({ ...S256, code_challenge: 'short' }),
    ]) {
      const page = await app.inject({ url: `${PREFIX}/oauth/?${query}` });
      expect(page.statusCode, query).toBe(400);
      expect(page.headers.location).toBeUndefined();
    }
  });

  it('spends a code tried with another redirect URI or by another client: the right request then fails too', async () => {
    const other = { clientId: '1480002', clientSecret: 'other-secret', redirectUris: [REDIRECT_URI] };
    const { authorize, exchange } = await startSandbox({ clients: [CLIENT, other] });
    const viaOtherUri = (await authorize()).searchParams.get('code') ?? '';
    expect((await exchange(viaOtherUri, `${REDIRECT_URI}/x`)).status).toBe(400);
    expect((await exchange(viaOtherUri)).status).toBe(400);

    const byOtherClient = (await authorize()).searchParams.get('code') ?? '';
    const stolen = await exchange(byOtherClient, REDIRECT_URI, other.clientSecret, {
      clientId: other.clientId,
    });
    expect(stolen.status).toBe(400);
    expect((await exchange(byOtherClient)).status).toBe(400);
  });
});

describe('Pinterest sandbox: API v5', () => {
  it('reads the business account', async () => {
    const { connect, api } = await startSandbox();
    const { access_token: token } = await connect('Kitchen_Fan');
    const account = await api({ method: 'get', path: '/user_account', token });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({
      account_type: 'BUSINESS',
      username: 'kitchen_fan',
      profile_image: `${PUBLIC_URL}/media/avatars/kitchen_fan.svg`,
      board_count: 5,
    });
  });

  it('seeds five boards and pages through them with bookmarks', async () => {
    const { connect, api } = await startSandbox();
    const { access_token: token } = await connect();
    const names: string[] = [];
    let bookmark: string | undefined;
    const pageSizes: number[] = [];
    do {
      const page = await api({
        method: 'get',
        path: '/boards',
        query: { page_size: '2', ...(bookmark ? { bookmark } : {}) },
        token,
      });
      expect(page.status).toBe(200);
      const items = page.body.items as Array<{ name: string }>;
      pageSizes.push(items.length);
      names.push(...items.map((board) => board.name));
      bookmark = typeof page.body.bookmark === 'string' ? page.body.bookmark : undefined;
    } while (bookmark);
    expect(pageSizes).toEqual([2, 2, 1]);
    expect(names).toEqual([
      'Kitchen Gadgets',
      'Home Office Ideas',
      'Smart Home Tech',
      'Outdoor & Camping Gear',
      'Fitness at Home',
    ]);

    const all = await api({ method: 'get', path: '/boards', token });
    const kitchen = (all.body.items as Array<Record<string, never>>)[0];
    expect(kitchen).toMatchObject({
      name: 'Kitchen Gadgets',
      privacy: 'PUBLIC',
      pin_count: 3,
      follower_count: 1240,
      media: { image_cover_url: `${PUBLIC_URL}/media/covers/Kitchen%20Gadgets.svg` },
    });
    // Searchable by a word of its description that its name does not have.
    expect(String(kitchen?.description)).toMatch(/air fryers/i);
    expect(all.body.bookmark).toBeNull();

    const tooBig = await api({
      method: 'get',
      path: '/boards',
      query: { page_size: '251' },
      token,
      breaksSpec: true,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.code).toBe(1);
    const badBookmark = await api({ method: 'get', path: '/boards', query: { bookmark: 'nonsense' }, token });
    expect(badBookmark.status).toBe(400);
    const secret = await api({ method: 'get', path: '/boards', query: { privacy: 'SECRET' }, token });
    expect((secret.body.items as Array<{ name: string }>).map((board) => board.name)).toEqual([
      'Fitness at Home',
    ]);
  });

  it('creates a board', async () => {
    const { connect, api, listBoards } = await startSandbox();
    const { access_token: token } = await connect();
    const created = await api({
      method: 'post',
      path: '/boards',
      body: { name: 'Coffee Corner', description: 'Grinders and espresso machines', privacy: 'SECRET' },
      token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Coffee Corner', privacy: 'SECRET', pin_count: 0 });
    expect((await listBoards(token)).map((board) => board.name)).toContain('Coffee Corner');

    const duplicate = await api({ method: 'post', path: '/boards', body: { name: 'coffee corner' }, token });
    expect(duplicate.status).toBe(409);
    const nameless = await api({
      method: 'post',
      path: '/boards',
      body: { description: 'no name' },
      token,
      breaksSpec: true,
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.code).toBe(1);
  });

  it("creates a board's sections, lists them, and files a pin in one (issue 32)", async () => {
    const { connect, api, listBoards, createPin } = await startSandbox();
    const { access_token: token } = await connect();
    const [board, other] = await listBoards(token);
    const boardId = board?.id ?? '';
    const created = await api({
      method: 'post',
      path: '/boards/{board_id}/sections',
      params: { board_id: boardId },
      body: { name: 'Earbuds' },
      token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'Earbuds' });
    const again = await api({
      method: 'post',
      path: '/boards/{board_id}/sections',
      params: { board_id: boardId },
      body: { name: 'earbuds' },
      token,
    });
    expect(again.status).toBe(400);
    const listed = await api({
      method: 'get',
      path: '/boards/{board_id}/sections',
      params: { board_id: boardId },
      token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([created.body]);
    const media_source = { source_type: 'image_base64', content_type: 'image/png', data: PNG_1X1 };
    const pin = await createPin(token, {
      board_id: boardId,
      board_section_id: created.body.id,
      media_source,
    });
    expect(pin.status).toBe(201);
    expect(pin.body.board_section_id).toBe(created.body.id);
    // A section of another board is not found.
    const elsewhere = await createPin(token, {
      board_id: other?.id ?? '',
      board_section_id: created.body.id,
      media_source,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('creates pins from an image URL or base64 data, and refuses what Pinterest refuses', async () => {
    const { app, api, connect, listBoards, createPin } = await startSandbox();
    const { access_token: token } = await connect();
    const [board] = await listBoards(token);
    const boardId = board?.id ?? '';
    const created = await createPin(token, {
      board_id: boardId,
      title: 'Best air fryers of 2026',
      description: 'Three models compared',
      link: 'https://blog.example.com/air-fryers',
      alt_text: 'Three air fryers on a counter',
      media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
    });
    expect(created.status).toBe(201);
    // Pinterest fetched the image and serves its own copy.
    const copy = `${PUBLIC_URL}/media/pins/${created.body.id}.png`;
    expect(created.body).toMatchObject({
      board_id: boardId,
      title: 'Best air fryers of 2026',
      link: 'https://blog.example.com/air-fryers',
      alt_text: 'Three air fryers on a counter',
      media: { media_type: 'image', images: { '600x': { url: copy } } },
    });
    const fetched = await app.inject({ url: copy.replace('http://localhost:3000', '') });
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);

    const uploaded = await createPin(token, {
      board_id: boardId,
      media_source: { source_type: 'image_base64', content_type: 'image/png', data: PNG_1X1 },
    });
    expect(uploaded.status).toBe(201);
    const imageUrl = String(
      (uploaded.body.media as { images: Record<string, { url: string }> }).images['1200x']?.url,
    );
    expect(imageUrl).toBe(`${PUBLIC_URL}/media/pins/${uploaded.body.id}.png`);
    const image = await app.inject({ url: imageUrl.replace('http://localhost:3000', '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);

    const media = { source_type: 'image_url', url: 'https://blog.example.com/pin.png' };
    const noBoard = await createPin(token, { title: 'x', media_source: media });
    expect(noBoard.status).toBe(400);
    expect(noBoard.body).toEqual({ code: 1, message: "Invalid request: 'board_id' is a required property" });
    const noMedia = await createPin(token, { board_id: boardId, title: 'x' });
    expect(noMedia.status).toBe(400);
    expect(noMedia.body.message).toContain('media_source');
    const longTitle = await api({
      method: 'post',
      path: '/pins',
      body: { board_id: boardId, title: 'x'.repeat(101), media_source: media },
      token,
      breaksSpec: true,
    });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.code).toBe(1);
    expect(longTitle.body.message).toContain('title');
    const longDescription = await api({
      method: 'post',
      path: '/pins',
      body: { board_id: boardId, description: 'x'.repeat(801), media_source: media },
      token,
      breaksSpec: true,
    });
    expect(longDescription.status).toBe(400);
    const badLink = await createPin(token, {
      board_id: boardId,
      link: 'javascript:alert(1)',
      media_source: media,
    });
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toContain('invalid URL');
    const notPng = await createPin(token, {
      board_id: boardId,
      media_source: { source_type: 'image_base64', content_type: 'image/png', data: 'aGVsbG8=' },
    });
    expect(notPng.status).toBe(400);
    const unknownBoard = await createPin(token, { board_id: '1', media_source: media });
    expect(unknownBoard.status).toBe(404);
  });

  it("fetches an image_url pin's image once, through the fetch it is given, and refuses one it cannot get", async () => {
    const asked: string[] = [];
    const { app, connect, listBoards, createPin } = await startSandbox({
      fetchImage: async (url, init) => {
        asked.push(url);
        return fetchBlogImage(url, init);
      },
    });
    const { access_token: token } = await connect();
    const [board] = await listBoards(token);
    const pin = (url: string) =>
      createPin(token, { board_id: board?.id, media_source: { source_type: 'image_url', url } });
    const made = await pin('https://blog.example.com/wp-content/uploads/pin-1.png');
    expect(made.status).toBe(201);
    expect(asked).toEqual(['https://blog.example.com/wp-content/uploads/pin-1.png']);
    // The pin keeps its copy: reading it fetches nothing again.
    const copy = await app.inject({ url: `${PREFIX}/media/pins/${made.body.id}.png` });
    expect(copy.statusCode).toBe(200);
    expect(asked).toHaveLength(1);

    const missing = await pin('https://elsewhere.example.com/gone.png');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 1, message: expect.stringContaining('fetch') });
    // Not an image (an HTML page at that address) is refused the same way.
    const notImage = await pin('https://blog.example.com/page.html');
    expect(notImage.status).toBe(400);
    const unreachable = await startSandbox({
      fetchImage: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const other = (await unreachable.connect()).access_token;
    const [otherBoard] = await unreachable.listBoards(other);
    const refused = await unreachable.createPin(other, {
      board_id: otherBoard?.id,
      media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 1 } });
  });

  it("gets, updates and deletes a pin, and lists a board's pins newest first", async () => {
    const { connect, api, listBoards, createPin, advance } = await startSandbox();
    const { access_token: token } = await connect();
    const [kitchen, office] = await listBoards(token);
    const kitchenId = kitchen?.id ?? '';
    const media = { source_type: 'image_url', url: 'https://blog.example.com/pin.png' };
    advance(60_000);
    const created = await createPin(token, { board_id: kitchenId, title: 'Newest pin', media_source: media });
    const pinId = String(created.body.id);

    const boardPins = await api({
      method: 'get',
      path: '/boards/{board_id}/pins',
      params: { board_id: kitchenId },
      token,
    });
    expect(boardPins.status).toBe(200);
    const titles = (boardPins.body.items as Array<{ title: string }>).map((pin) => pin.title);
    expect(titles).toHaveLength(4);
    expect(titles[0]).toBe('Newest pin');
    const firstPage = await api({
      method: 'get',
      path: '/boards/{board_id}/pins',
      params: { board_id: kitchenId },
      query: { page_size: '3' },
      token,
    });
    expect(firstPage.body.items).toHaveLength(3);
    const secondPage = await api({
      method: 'get',
      path: '/boards/{board_id}/pins',
      params: { board_id: kitchenId },
      query: { page_size: '3', bookmark: String(firstPage.body.bookmark) },
      token,
    });
    expect(secondPage.body.items).toHaveLength(1);
    expect(secondPage.body.bookmark).toBeNull();
    expect((await listBoards(token))[0]?.pin_count).toBe(4);

    const read = await api({ method: 'get', path: '/pins/{pin_id}', params: { pin_id: pinId }, token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: pinId, title: 'Newest pin', board_id: kitchenId });

    const patched = await api({
      method: 'patch',
      path: '/pins/{pin_id}',
      params: { pin_id: pinId },
      body: { title: 'Renamed', description: null, board_id: office?.id },
      token,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Renamed', description: null, board_id: office?.id });
    const tooLong = await api({
      method: 'patch',
      path: '/pins/{pin_id}',
      params: { pin_id: pinId },
      body: { alt_text: 'x'.repeat(501) },
      token,
      breaksSpec: true,
    });
    expect(tooLong.status).toBe(400);

    const deleted = await api({ method: 'delete', path: '/pins/{pin_id}', params: { pin_id: pinId }, token });
    expect(deleted.status).toBe(204);
    expect(deleted.empty).toBe(true);
    const gone = await api({ method: 'get', path: '/pins/{pin_id}', params: { pin_id: pinId }, token });
    expect(gone.status).toBe(404);
    const unknownBoard = await api({
      method: 'get',
      path: '/boards/{board_id}/pins',
      params: { board_id: '42' },
      token,
    });
    expect(unknownBoard.status).toBe(404);
  });

  it('answers pin analytics with stable, plausible daily figures', async () => {
    const { connect, api, listBoards } = await startSandbox();
    const { access_token: token } = await connect();
    const [board] = await listBoards(token);
    const pins = await api({
      method: 'get',
      path: '/boards/{board_id}/pins',
      params: { board_id: board?.id ?? '' },
      token,
    });
    const pinId = String((pins.body.items as Array<{ id: string }>)[0]?.id);
    const query = {
      start_date: '2026-02-01',
      end_date: '2026-02-07',
      metric_types: 'IMPRESSION,SAVE,SAVE_RATE',
    };
    const analytics = await api({
      method: 'get',
      path: '/pins/{pin_id}/analytics',
      params: { pin_id: pinId },
      query,
      token,
    });
    expect(analytics.status).toBe(200);
    const all = analytics.body.all as {
      daily_metrics: Array<{ date: string; metrics: Record<string, number> }>;
      summary_metrics: Record<string, number>;
    };
    expect(all.daily_metrics.map((day) => day.date)).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
    const impressions = all.daily_metrics.map((day) => day.metrics.IMPRESSION ?? 0);
    for (const value of impressions) expect(value).toBeGreaterThanOrEqual(40);
    expect(all.summary_metrics.IMPRESSION).toBe(impressions.reduce((sum, value) => sum + value, 0));
    expect(all.summary_metrics.SAVE).toBeLessThan(Number(all.summary_metrics.IMPRESSION));
    expect(all.summary_metrics.SAVE_RATE).toBeGreaterThan(0);
    expect(all.summary_metrics.SAVE_RATE).toBeLessThan(0.1);
    const again = await api({
      method: 'get',
      path: '/pins/{pin_id}/analytics',
      params: { pin_id: pinId },
      query,
      token,
    });
    expect(again.body).toEqual(analytics.body);

    const noMetrics = await api({
      method: 'get',
      path: '/pins/{pin_id}/analytics',
      params: { pin_id: pinId },
      query: { start_date: '2026-02-01', end_date: '2026-02-07' },
      token,
      breaksSpec: true,
    });
    expect(noMetrics.status).toBe(400);
    const tooOld = await api({
      method: 'get',
      path: '/pins/{pin_id}/analytics',
      params: { pin_id: pinId },
      query: { ...query, start_date: '2025-10-01' },
      token,
    });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body).toEqual({ code: 400, message: 'Invalid pins analytics parameters.' });
  });

  it("answers a new pin's analytics by what its words are about, from its first minutes, growing with its age", async () => {
    const { connect, api, listBoards, createPin, advance } = await startSandbox();
    const { access_token: token } = await connect();
    const [board] = await listBoards(token);
    const pinAbout = async (title: string, description: string) => {
      const created = await createPin(token, {
        board_id: board?.id,
        title,
        description,
        link: 'https://blog.example.com/post',
        media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
      });
      expect(created.status).toBe(201);
      return String(created.body.id);
    };
    // Three of each, so a pin's own luck does not decide.
    const value = [
      await pinAbout('Buy It Once: Ninja or Cosori', 'Which one is still worth it in a few years.'),
      await pinAbout('Worth the Upgrade? Ninja or Cosori', 'The bigger step up, compared.'),
      await pinAbout('Ninja vs Cosori: Which Lasts Longer?', 'Buy it once and keep it for years.'),
    ];
    const features = [
      await pinAbout('Smart Features: Ninja vs Cosori', 'Apps, modes and the tech you will use.'),
      await pinAbout('Ninja or Cosori: Smart Modes Compared', 'Which smart features matter.'),
      await pinAbout('The Tech Pick: Ninja or Cosori', 'App control and modes, side by side.'),
    ];
    const today = () => new Date(START).toISOString().slice(0, 10);
    const lifetime = async (pinId: string) => {
      const answer = await api({
        method: 'get',
        path: '/pins/{pin_id}/analytics',
        params: { pin_id: pinId },
        query: { start_date: today(), end_date: today(), metric_types: 'IMPRESSION,SAVE,OUTBOUND_CLICK' },
        token,
      });
      expect(answer.status).toBe(200);
      return (answer.body.all as { lifetime_metrics: Record<string, number> }).lifetime_metrics;
    };
    const sum = async (pins: string[]) => {
      const totals = { IMPRESSION: 0, SAVE: 0, OUTBOUND_CLICK: 0 };
      for (const pin of pins) {
        const figures = await lifetime(pin);
        for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += figures[key] ?? 0;
      }
      return totals;
    };

    expect((await sum(value)).IMPRESSION).toBe(0);
    advance(20 * 60_000);
    const early = { value: await sum(value), features: await sum(features) };
    // A demo sees results within minutes: a pin is shown widely in its first half hour.
    expect(early.value.IMPRESSION).toBeGreaterThan(100);
    expect(early.features.IMPRESSION).toBeGreaterThan(early.value.IMPRESSION);
    expect(early.value.OUTBOUND_CLICK / early.value.IMPRESSION).toBeGreaterThan(
      (2 * early.features.OUTBOUND_CLICK) / early.features.IMPRESSION,
    );
    expect(await sum(value)).toEqual(early.value);

    advance(5 * DAY_MS);
    const later = await sum(value);
    expect(later.IMPRESSION).toBeGreaterThan(3 * early.value.IMPRESSION);
    expect(later.OUTBOUND_CLICK).toBeGreaterThan(early.value.OUTBOUND_CLICK);
    expect(later.OUTBOUND_CLICK / later.IMPRESSION).toBeGreaterThan(0.02);
  });

  it("moves one account's clock forward for the app's client only, and that account's pin figures grow with it", async () => {
    const { app, connect, api, listBoards, createPin } = await startSandbox();
    const { access_token: token } = await connect();
    const [board] = await listBoards(token);
    const created = await createPin(token, {
      board_id: board?.id,
      title: 'Worth the Upgrade?',
      media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
    });
    const impressions = async () => {
      const day = new Date(START).toISOString().slice(0, 10);
      const answer = await api({
        method: 'get',
        path: '/pins/{pin_id}/analytics',
        params: { pin_id: String(created.body.id) },
        query: { start_date: day, end_date: day, metric_types: 'IMPRESSION' },
        token,
      });
      return (answer.body.all as { lifetime_metrics: { IMPRESSION: number } }).lifetime_metrics.IMPRESSION;
    };
    const advance = (authorization: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `${PREFIX}/_sandbox/clock/advance`,
        headers: { authorization, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const client = basic(CLIENT.clientId, CLIENT.clientSecret);
    expect(await impressions()).toBe(0);
    expect(
      (await advance(basic(CLIENT.clientId, 'wrong'), { seconds: 3600, username: 'affiliate_demo' }))
        .statusCode,
    ).toBe(401);
    expect((await advance(client, { seconds: 0, username: 'affiliate_demo' })).statusCode).toBe(400);
    // The clock is an account's: without one, or for an account nobody connected, nothing moves.
    expect((await advance(client, { seconds: 3600 })).statusCode).toBe(400);
    expect((await advance(client, { seconds: 3600, username: 'nobody_here' })).statusCode).toBe(404);
    const moved = await advance(client, { seconds: 3600, username: 'Affiliate_Demo' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ now: START + 3_600_000 });
    expect((await app.inject({ url: `${PREFIX}/_sandbox/clock?username=affiliate_demo` })).json()).toEqual({
      now: START + 3_600_000,
    });
    expect((await app.inject({ url: `${PREFIX}/_sandbox/clock` })).json()).toEqual({ now: START });
    expect(await impressions()).toBeGreaterThan(40);
  });

  it('ages the pins it is given and nothing else: no token, no clock, no other pin (issue 26 #8)', async () => {
    const { app, connect, api, listBoards, createPin } = await startSandbox();
    const pinner = await connect('pins_ager');
    const [board] = await listBoards(pinner.access_token);
    const make = async (title: string) =>
      String(
        (
          await createPin(pinner.access_token, {
            board_id: board?.id,
            title,
            media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
          })
        ).body.id,
      );
    const [aged, untouched] = [await make('Worth the Upgrade?'), await make('Buy It Once')];
    const impressionsOf = async (pinId: string) => {
      const day = new Date(START).toISOString().slice(0, 10);
      const answer = await api({
        method: 'get',
        path: '/pins/{pin_id}/analytics',
        params: { pin_id: pinId },
        query: { start_date: day, end_date: day, metric_types: 'IMPRESSION' },
        token: pinner.access_token,
      });
      return (answer.body.all as { lifetime_metrics: { IMPRESSION: number } }).lifetime_metrics.IMPRESSION;
    };
    const age = (authorization: string | undefined, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `${PREFIX}/_sandbox/pins/age`,
        headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect((await age(undefined, { seconds: 86_400, pins: [aged] })).statusCode).toBe(401);
    const client = basic(CLIENT.clientId, CLIENT.clientSecret);
    expect((await age(client, { seconds: 0, pins: [aged] })).statusCode).toBe(400);
    expect((await age(client, { seconds: 86_400, pins: 'all' })).statusCode).toBe(400);
    for (let month = 0; month < 3; month++) {
      const answer = await age(client, { seconds: 30 * 86_400, pins: [aged, 'no-such-pin'] });
      expect(answer.json()).toEqual({ aged: 1 });
    }
    expect(await impressionsOf(aged)).toBeGreaterThan(1_000);
    expect(await impressionsOf(untouched)).toBe(0);
    // Ninety days of pins, and the account's tokens are as good as new.
    expect((await api({ method: 'get', path: '/user_account', token: pinner.access_token })).status).toBe(
      200,
    );
  });

  it("moves no other account's clock: its tokens stay valid and its pins unaged (issue 26 #8)", async () => {
    const { app, connect, api, listBoards, createPin } = await startSandbox();
    const mover = await connect('clock_mover');
    const other = await connect('other_pinner');
    const [board] = await listBoards(other.access_token);
    const pin = await createPin(other.access_token, {
      board_id: board?.id,
      title: 'Buy It Once',
      media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
    });
    const impressionsOf = async (token: string, pinId: string) => {
      const day = new Date(START).toISOString().slice(0, 10);
      const answer = await api({
        method: 'get',
        path: '/pins/{pin_id}/analytics',
        params: { pin_id: pinId },
        query: { start_date: day, end_date: day, metric_types: 'IMPRESSION' },
        token,
      });
      return (answer.body.all as { lifetime_metrics: { IMPRESSION: number } }).lifetime_metrics.IMPRESSION;
    };
    // Three months on the mover's clock: past both of its tokens' lifetimes (30 and 60 days).
    for (let month = 0; month < 3; month++) {
      const moved = await app.inject({
        method: 'POST',
        url: `${PREFIX}/_sandbox/clock/advance`,
        headers: {
          authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ seconds: 30 * 86_400, username: 'clock_mover' }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await api({ method: 'get', path: '/user_account', token: mover.access_token })).status).toBe(401);
    const refreshed = await api({
      method: 'post',
      path: '/oauth/token',
      authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
      form: { grant_type: 'refresh_token', refresh_token: mover.refresh_token },
    });
    expect(refreshed.status).toBe(400);

    // The other account lives on the real clock: still signed in, its new pin still new.
    expect((await api({ method: 'get', path: '/user_account', token: other.access_token })).status).toBe(200);
    expect(await impressionsOf(other.access_token, String(pin.body.id))).toBe(0);
    const renewed = await api({
      method: 'post',
      path: '/oauth/token',
      authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
      form: { grant_type: 'refresh_token', refresh_token: other.refresh_token },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token_expires_at).toBe(Math.floor(START / 1000) + 5_184_000);
  });

  it('answers keyword trends per region, stable and limited', async () => {
    const { connect, api } = await startSandbox();
    const { access_token: token } = await connect();
    const trends = (region: string, trendType: string, query: Record<string, string> = {}) =>
      api({
        method: 'get',
        path: '/trends/keywords/{region}/top/{trend_type}',
        params: { region, trend_type: trendType },
        query,
        token,
      });
    const top = await trends('US', 'growing', { limit: '5' });
    expect(top.status).toBe(200);
    const items = top.body.trends as Array<{ keyword: string; pct_growth_mom: number; time_series: object }>;
    expect(items).toHaveLength(5);
    const growth = items.map((trend) => trend.pct_growth_mom);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
    expect(Object.keys(items[0]?.time_series ?? {})).toHaveLength(52);
    expect(Object.values(items[0]?.time_series ?? {})).toContain(100);
    expect((await trends('US', 'growing', { limit: '5' })).body).toEqual(top.body);
    const filtered = await trends('GB+IE', 'monthly', { include_keywords: 'vacuum' });
    expect(
      (filtered.body.trends as Array<{ keyword: string }>).every((trend) => trend.keyword.includes('vacuum')),
    ).toBe(true);
    // Each region searches in its language.
    const keywordsIn = async (region: string) =>
      ((await trends(region, 'monthly', { limit: '50' })).body.trends as Array<{ keyword: string }>).map(
        (trend) => trend.keyword,
      );
    expect(await keywordsIn('FR')).toContain('aspirateur robot');
    expect(await keywordsIn('DE')).toContain('saugroboter');
    expect(await keywordsIn('US')).toContain('robot vacuum');
    expect(await keywordsIn('GB+IE')).toContain('robot vacuum');
    expect(await keywordsIn('FR')).not.toContain('robot vacuum');
    const badRegion = await api({
      method: 'get',
      path: '/trends/keywords/{region}/top/{trend_type}',
      params: { region: 'ZZ', trend_type: 'growing' },
      token,
      breaksSpec: true,
    });
    expect(badRegion.status).toBe(400);
  });
});

describe('Pinterest sandbox: access rules', () => {
  it("answers 404 for another account's pin or board, as if it did not exist", async () => {
    const { connect, api, listBoards, createPin } = await startSandbox();
    const alice = (await connect('alice_pins')).access_token;
    const bob = (await connect('bob_pins')).access_token;
    const [aliceBoard] = await listBoards(alice);
    const alicePin = await createPin(alice, {
      board_id: aliceBoard?.id,
      media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
    });
    const pinId = String(alicePin.body.id);
    const asBob = (method: HttpMethod, pathTemplate: string, body?: unknown) =>
      api({ method, path: pathTemplate, params: { pin_id: pinId }, token: bob, body });
    expect((await asBob('get', '/pins/{pin_id}')).status).toBe(404);
    expect((await asBob('patch', '/pins/{pin_id}', { title: 'mine now' })).status).toBe(404);
    expect((await asBob('delete', '/pins/{pin_id}')).status).toBe(404);
    const analytics = await api({
      method: 'get',
      path: '/pins/{pin_id}/analytics',
      params: { pin_id: pinId },
      query: { start_date: '2026-03-01', end_date: '2026-03-01', metric_types: 'IMPRESSION' },
      token: bob,
    });
    expect(analytics.status).toBe(404);
    const boardPins = await api({
      method: 'get',
      path: '/boards/{board_id}/pins',
      params: { board_id: aliceBoard?.id ?? '' },
      token: bob,
    });
    expect(boardPins.status).toBe(404);
    const onAliceBoard = await createPin(bob, {
      board_id: aliceBoard?.id,
      media_source: { source_type: 'image_url', url: 'https://blog.example.com/pin.png' },
    });
    expect(onAliceBoard.status).toBe(404);
    // Alice's pin is untouched.
    const read = await api({
      method: 'get',
      path: '/pins/{pin_id}',
      params: { pin_id: pinId },
      token: alice,
    });
    expect(read.status).toBe(200);
  });

  it('answers 401 without a token, with an unknown one, after 30 days, and without the scope', async () => {
    const { connect, api, advance } = await startSandbox();
    const tokens = await connect();
    expect((await api({ method: 'get', path: '/boards' })).status).toBe(401);
    const unknown = await api({ method: 'get', path: '/boards', token: 'pina_unknown' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 2, message: 'Authentication failed.' });

    const readOnly = (await connect('reader_only', 'user_accounts:read')).access_token;
    const noScope = await api({ method: 'get', path: '/boards', token: readOnly });
    expect(noScope.status).toBe(401);
    expect(noScope.body.code).toBe(3);
    expect((await api({ method: 'get', path: '/user_account', token: readOnly })).status).toBe(200);

    advance(30 * DAY_MS - 1000);
    expect((await api({ method: 'get', path: '/boards', token: tokens.access_token })).status).toBe(200);
    advance(1000);
    const expired = await api({ method: 'get', path: '/boards', token: tokens.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(2);
    // The refresh token outlives it.
    const refreshed = await api({
      method: 'post',
      path: '/oauth/token',
      authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    advance(30 * DAY_MS);
    const lateRefresh = await api({
      method: 'post',
      path: '/oauth/token',
      authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(lateRefresh.status).toBe(400);
  });

  // Issue 17, finding 9: a pin's body may be 12 MB of base64; nobody gets to send one unchecked.
  it('refuses a request without a valid token before reading its body', async () => {
    const { app, connect } = await startSandbox();
    const { access_token: token } = await connect();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const huge = { method: 'POST', contentLength: 10 * 1024 * 1024 };
    const json = { 'content-type': 'application/json' };
    for (const headers of [json, { ...json, authorization: 'Bearer pina_made-up' }]) {
      const answer = await answerWithoutBody(origin, { ...huge, path: `${PREFIX}/v5/pins`, headers });
      expect(answer, JSON.stringify(headers)).not.toBe('no answer');
      if (answer === 'no answer') return;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 2 });
      expect(answer.closed).toBe(true);
    }
    const tokenCall = await answerWithoutBody(origin, {
      ...huge,
      path: `${PREFIX}/v5/oauth/token`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(CLIENT.clientId, 'wrong'),
      },
    });
    expect(tokenCall === 'no answer' ? tokenCall : tokenCall.status).toBe(401);
    // A valid token is let through to the body (here: still coming, so no answer yet).
    expect(
      await answerWithoutBody(
        origin,
        { ...huge, path: `${PREFIX}/v5/pins`, headers: { ...json, authorization: `Bearer ${token}` } },
        500,
      ),
    ).toBe('no answer');
  });

  it('answers 429 past the per-token limit in a minute, and again after it', async () => {
    const { connect, api, advance } = await startSandbox({ rateLimitPerMinute: 3 });
    const first = (await connect('first_user')).access_token;
    const second = (await connect('second_user')).access_token;
    for (let call = 0; call < 3; call++)
      expect((await api({ method: 'get', path: '/user_account', token: first })).status).toBe(200);
    const limited = await api({ method: 'get', path: '/user_account', token: first });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(8);
    expect((await api({ method: 'get', path: '/user_account', token: second })).status).toBe(200);
    advance(60_000);
    expect((await api({ method: 'get', path: '/user_account', token: first })).status).toBe(200);
  });

  it('keeps accounts, boards, pins and tokens in its data file across a restart, tokens hashed', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'pinterest-sandbox-'));
    directories.push(directory);
    const dataFile = path.join(directory, 'pinterest.json');
    const before = await startSandbox({ dataFile });
    const { access_token: token } = await before.connect();
    const board = await before.api({ method: 'post', path: '/boards', body: { name: 'Kept Board' }, token });
    const pin = await before.createPin(token, {
      board_id: board.body.id,
      title: 'Kept pin',
      media_source: { source_type: 'image_url', url: 'https://blog.example.com/kept.png' },
    });
    expect(pin.status).toBe(201);
    await before.app.close();
    const saved = readFileSync(dataFile, 'utf8');
    expect(saved).toContain('Kept Board');
    expect(saved).not.toContain(token);

    const after = await startSandbox({ dataFile });
    expect((await after.listBoards(token)).map((item) => item.name)).toContain('Kept Board');
    const pins = await after.api({
      method: 'get',
      path: '/boards/{board_id}/pins',
      params: { board_id: String(board.body.id) },
      token,
    });
    expect(
      (pins.body.items as Array<{ id: string; title: string }>).map((item) => [item.id, item.title]),
    ).toEqual([[pin.body.id, 'Kept pin']]);
    // Ids keep counting from where they were: a new board does not reuse one.
    const next = await after.api({ method: 'post', path: '/boards', body: { name: 'Next Board' }, token });
    expect(Number(next.body.id)).toBeGreaterThan(Number(pin.body.id));
  });

  it('gives the one clock offset of an older data file to each account it had moved, and drops it', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'pinterest-sandbox-'));
    directories.push(directory);
    const dataFile = path.join(directory, 'pinterest.json');
    const before = await startSandbox({ dataFile });
    await before.connect('old_account');
    await before.app.close();
    const written = JSON.parse(readFileSync(dataFile, 'utf8'));
    writeFileSync(dataFile, JSON.stringify({ ...written, clockOffsetMs: 3 * DAY_MS }));

    const after = await startSandbox({ dataFile });
    const clock = async (username: string) =>
      (await after.app.inject({ url: `${PREFIX}/_sandbox/clock?username=${username}` })).json().now;
    expect(await clock('old_account')).toBe(START + 3 * DAY_MS);
    await after.connect('new_account');
    expect(await clock('new_account')).toBe(START);
  });
});
