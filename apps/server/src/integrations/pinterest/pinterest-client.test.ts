/**
 * The Pinterest adapter over real HTTP against the simulator (which its own tests hold to
 * Pinterest's OpenAPI document): the OAuth flow as a browser and our server do it, then the account,
 * boards, pins, analytics, trends and refresh; and how failures reach callers (401, 404, 429, a
 * port nobody listens on, a server that never answers, an answer that is not JSON).
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { pinterestSandbox } from '@aa/sandbox/pinterest/pinterest-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../test/png.ts';
import { SocialApiError, type SocialPublisher } from '../social/social-publisher.ts';
import { createPinterestClient } from './pinterest-client.ts';

const REDIRECT_URI = 'http://127.0.0.1:5173/setup/pinterest/callback';
const CLIENT_ID = '1480042';
const CLIENT_SECRET = 'adapter-test-secret';
const SCOPES = ['boards:read', 'boards:write', 'pins:read', 'pins:write', 'user_accounts:read'];
const DAY_MS = 86_400_000;
/** PKCE (issue 17, finding 9): our server derives one per OAuth state; any 43+ characters here. */
const VERIFIER = 'adapter-test-code-verifier-0123456789-abcdefghij';

/** A port free right now (the simulator must know its public URL before it listens). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The blog image_url pins point at: every image there is a 3×5 PNG. */
async function fetchBlogImage(url: string) {
  return new URL(url).hostname === 'blog.example.com'
    ? new Response(new Uint8Array(solidPng(3, 5)), { headers: { 'content-type': 'image/png' } })
    : new Response('Not found', { status: 404 });
}

async function startSimulator(rateLimitPerMinute?: number) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/sandbox/pinterest`;
  const app = Fastify();
  await app.register(pinterestSandbox, {
    prefix: '/sandbox/pinterest',
    publicUrl: base,
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI] }],
    rateLimitPerMinute,
    fetchImage: fetchBlogImage,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const client = createPinterestClient({
    apiUrl: `${base}/v5`,
    oauthUrl: `${base}/oauth/`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  return { app, base, client };
}

/** What a browser does on the authorize page: submit the form with Allow (or Deny). */
async function pressButton(authorizeUrl: string, decision: 'allow' | 'deny', username = 'affiliate_demo') {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(action).toBeDefined();
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"[^>]*>/g)) {
    form.set(match[1] ?? '', (match[2] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'));
  }
  form.set('username', username);
  form.set('decision', decision);
  const answer = await fetch(String(action), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}

async function connect(client: SocialPublisher, username = 'affiliate_demo') {
  const back = await pressButton(
    client.authorizeUrl({ redirectUri: REDIRECT_URI, state: 's', scopes: SCOPES, codeVerifier: VERIFIER }),
    'allow',
    username,
  );
  return client.exchangeCode({
    code: back.searchParams.get('code') ?? '',
    redirectUri: REDIRECT_URI,
    codeVerifier: VERIFIER,
  });
}

async function failure(promise: Promise<unknown>): Promise<SocialApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SocialApiError);
  return error as SocialApiError;
}

describe('Pinterest adapter against the simulator', () => {
  let simulator: { app: FastifyInstance; base: string; client: SocialPublisher };
  beforeAll(async () => {
    simulator = await startSimulator();
  });
  afterAll(async () => {
    await simulator.app.close();
  });

  it('builds the authorize URL as Pinterest reads it, with the PKCE challenge of the verifier (S256)', () => {
    const url = new URL(
      simulator.client.authorizeUrl({
        redirectUri: REDIRECT_URI,
        state: 'st@te',
        scopes: SCOPES,
        codeVerifier: VERIFIER,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${simulator.base}/oauth/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: SCOPES.join(','),
      state: 'st@te',
      code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
      code_challenge_method: 'S256',
    });
    expect(url.href).not.toContain(VERIFIER);
  });

  it('exchanges a code only with the verifier its challenge came from', async () => {
    const { client } = simulator;
    const authorizeUrl = client.authorizeUrl({
      redirectUri: REDIRECT_URI,
      state: 'state-pkce',
      scopes: SCOPES,
      codeVerifier: VERIFIER,
    });
    const stolen = (await pressButton(authorizeUrl, 'allow', 'pkce_tester')).searchParams.get('code') ?? '';
    const otherVerifier = `${VERIFIER}-not-the-one`;
    const refused = await failure(
      client.exchangeCode({ code: stolen, redirectUri: REDIRECT_URI, codeVerifier: otherVerifier }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).not.toContain(otherVerifier);
  });

  it('runs the whole flow: authorize, code, tokens, account, boards, pins, analytics, trends, refresh', async () => {
    const { client } = simulator;
    const authorizeUrl = client.authorizeUrl({
      redirectUri: REDIRECT_URI,
      state: 'state-42',
      scopes: SCOPES,
      codeVerifier: VERIFIER,
    });
    const back = await pressButton(authorizeUrl, 'allow', 'flow_tester');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-42');
    const code = back.searchParams.get('code') ?? '';

    const before = Date.now();
    const tokens = await client.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: VERIFIER });
    expect(tokens.scope).toBe(SCOPES.join(','));
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.accessTokenExpiresAt.getTime() - before).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(tokens.accessTokenExpiresAt.getTime() - before).toBeLessThanOrEqual(30 * DAY_MS + 5000);
    expect((tokens.refreshTokenExpiresAt?.getTime() ?? 0) - before).toBeGreaterThanOrEqual(
      60 * DAY_MS - 1000,
    );
    const reused = await failure(
      client.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: VERIFIER }),
    );
    expect(reused.status).toBe(400);
    expect(reused.message).not.toContain(code);
    const token = tokens.accessToken;

    const account = await client.getUserAccount(token);
    expect(account).toMatchObject({
      username: 'flow_tester',
      accountType: 'BUSINESS',
      profileImage: `${simulator.base}/media/avatars/flow_tester.svg`,
    });

    const firstPage = await client.listBoards(token, { pageSize: 2 });
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.bookmark).toBeTruthy();
    const secondPage = await client.listBoards(token, {
      pageSize: 2,
      bookmark: firstPage.bookmark ?? undefined,
    });
    expect(secondPage.items.map((board) => board.name)).toEqual([
      'Smart Home Tech',
      'Outdoor & Camping Gear',
    ]);
    const seeded = await client.listAllBoards(token);
    expect(seeded.map((board) => board.name)).toEqual([
      'Kitchen Gadgets',
      'Home Office Ideas',
      'Smart Home Tech',
      'Outdoor & Camping Gear',
      'Fitness at Home',
    ]);

    const board = await client.createBoard(token, {
      name: 'Adapter Board',
      description: 'Made by the adapter test',
    });
    expect(board).toMatchObject({ name: 'Adapter Board', privacy: 'PUBLIC', pin_count: 0 });

    const pin = await client.createPin(token, {
      boardId: board.id,
      title: 'Best air fryers',
      description: 'Three compared',
      link: 'https://blog.example.com/air-fryers',
      altText: 'Air fryers on a counter',
      media: { imageUrl: 'https://blog.example.com/air-fryers.png' },
    });
    expect(pin).toMatchObject({
      board_id: board.id,
      title: 'Best air fryers',
      alt_text: 'Air fryers on a counter',
    });
    // Pinterest took the image from the URL (media_source image_url) and shows its copy.
    const fetched = await fetch(pin.media?.images?.['1200x']?.url ?? '');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(solidPng(3, 5))).toBe(true);
    const uploaded = await client.createPin(token, {
      boardId: board.id,
      title: 'Uploaded',
      media: { imageBase64: solidPng(4, 6).toString('base64'), contentType: 'image/png' },
    });
    const imageUrl = uploaded.media?.images?.['1200x']?.url ?? '';
    const image = await fetch(imageUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(solidPng(4, 6))).toBe(true);

    expect(await client.getPin(token, pin.id)).toMatchObject({
      id: pin.id,
      link: 'https://blog.example.com/air-fryers',
    });
    const updated = await client.updatePin(token, pin.id, {
      title: 'Best air fryers of 2026',
      description: null,
    });
    expect(updated).toMatchObject({ title: 'Best air fryers of 2026', description: null, link: pin.link });

    const boardPins = await client.listBoardPins(token, board.id);
    expect(boardPins.items.map((item) => item.title)).toEqual(['Uploaded', 'Best air fryers of 2026']);
    expect(boardPins.bookmark).toBeNull();
    const onePerPage = await client.listBoardPins(token, board.id, { pageSize: 1 });
    const rest = await client.listBoardPins(token, board.id, {
      pageSize: 1,
      bookmark: onePerPage.bookmark ?? '',
    });
    expect(rest.items.map((item) => item.id)).toEqual([pin.id]);

    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * DAY_MS).toISOString().slice(0, 10);
    const analytics = await client.getPinAnalytics(token, pin.id, {
      startDate: weekAgo,
      endDate: today,
      metricTypes: ['IMPRESSION', 'PIN_CLICK'],
    });
    expect(analytics.all?.daily_metrics).toHaveLength(7);
    expect(Object.keys(analytics.all?.summary_metrics ?? {})).toEqual(['IMPRESSION', 'PIN_CLICK']);

    const trends = await client.getTrendingKeywords(token, {
      region: 'GB+IE',
      trendType: 'monthly',
      limit: 3,
    });
    expect(trends).toHaveLength(3);
    expect(trends[0]?.keyword).toEqual(expect.any(String));

    await client.deletePin(token, pin.id);
    const gone = await failure(client.getPin(token, pin.id));
    expect(gone).toMatchObject({ status: 404, code: 50, message: 'Pin not found.' });

    const refreshed = await client.refreshTokens(tokens.refreshToken ?? '');
    expect(refreshed.accessToken).not.toBe(token);
    expect(refreshed.refreshToken).toBeTruthy();
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect((await client.getUserAccount(refreshed.accessToken)).username).toBe('flow_tester');
  });

  it("sends a pin's title, description and alt text as plain text: markup stripped (issue 17)", async () => {
    const { client } = simulator;
    const { accessToken } = await connect(client, 'markup_pins');
    const [board] = await client.listAllBoards(accessToken);
    const pin = await client.createPin(accessToken, {
      boardId: board?.id ?? '',
      title: '<h1>HACKED</h1> Tom &amp; Jerry',
      description:
        '<script>alert(1)</script>Line one\n\n&lt;img src=x onerror=alert(2)&gt;Line two #affiliate',
      altText: '<img src=x onerror=alert(3)>Two speakers',
      link: 'https://blog.example/post/',
      media: { imageBase64: solidPng().toString('base64'), contentType: 'image/png' },
    });
    const stored = await client.getPin(accessToken, pin.id);
    expect(stored).toMatchObject({
      title: 'HACKED Tom & Jerry',
      description: 'Line one\n\nLine two #affiliate',
      alt_text: 'Two speakers',
    });
    const updated = await client.updatePin(accessToken, pin.id, {
      title: '<b>Bold</b> claim',
      altText: null,
    });
    expect(updated).toMatchObject({ title: 'Bold claim', alt_text: null });
  });

  it('follows bookmarks past one page of boards', async () => {
    const { client } = simulator;
    const { accessToken } = await connect(client, 'many_boards');
    for (let index = 0; index < 100; index++)
      await client.createBoard(accessToken, { name: `Board ${index}` });
    const boards = await client.listAllBoards(accessToken);
    expect(boards).toHaveLength(105);
    expect(new Set(boards.map((board) => board.id)).size).toBe(105);
  });

  it('maps Pinterest errors: 401 with its code and message, never the token; 404 for others; 400', async () => {
    const { client } = simulator;
    const badToken = 'pina_this-token-must-not-appear-anywhere';
    const unauthorized = await failure(client.getUserAccount(badToken));
    expect(unauthorized).toMatchObject({ status: 401, code: 2, message: 'Authentication failed.' });
    expect(JSON.stringify({ ...unauthorized, message: unauthorized.message })).not.toContain(badToken);

    const alice = (await connect(client, 'alice_adapter')).accessToken;
    const bob = (await connect(client, 'bob_adapter')).accessToken;
    const [aliceBoard] = await client.listAllBoards(alice);
    const alicePin = await client.createPin(alice, {
      boardId: aliceBoard?.id ?? '',
      media: { imageUrl: 'https://blog.example.com/a.png' },
    });
    expect((await failure(client.getPin(bob, alicePin.id))).status).toBe(404);
    expect((await failure(client.deletePin(bob, alicePin.id))).status).toBe(404);

    const invalid = await failure(
      client.createPin(alice, {
        boardId: aliceBoard?.id ?? '',
        title: 'x'.repeat(101),
        media: { imageUrl: 'https://blog.example.com/a.png' },
      }),
    );
    expect(invalid).toMatchObject({ status: 400, code: 1 });
    expect(invalid.message).toContain('title');

    const wrongSecret = createPinterestClient({
      apiUrl: `${simulator.base}/v5`,
      oauthUrl: `${simulator.base}/oauth/`,
      clientId: CLIENT_ID,
      clientSecret: 'not-the-right-secret',
    });
    const refused = await failure(wrongSecret.refreshTokens('pinr_whatever'));
    expect(refused.status).toBe(401);
    expect(refused.message).not.toContain('not-the-right-secret');
  });

  it('returns a denied authorization as error=access_denied on the redirect', async () => {
    const back = await pressButton(
      simulator.client.authorizeUrl({
        redirectUri: REDIRECT_URI,
        state: 'no',
        scopes: SCOPES,
        codeVerifier: VERIFIER,
      }),
      'deny',
    );
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('Pinterest adapter failures', () => {
  it('maps 429 past the rate limit', async () => {
    const limited = await startSimulator(2);
    try {
      const { accessToken } = await connect(limited.client);
      await limited.client.getUserAccount(accessToken);
      await limited.client.getUserAccount(accessToken);
      const error = await failure(limited.client.getUserAccount(accessToken));
      expect(error).toMatchObject({ status: 429, code: 8 });
    } finally {
      await limited.app.close();
    }
  });

  it('reports an unreachable Pinterest as status 0', async () => {
    const port = await freePort();
    const client = createPinterestClient({
      apiUrl: `http://127.0.0.1:${port}/v5`,
      oauthUrl: `http://127.0.0.1:${port}/oauth/`,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    const error = await failure(client.getUserAccount('pina_unreachable-token'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Pinterest could not be reached');
    expect(error.message).not.toContain('pina_unreachable-token');
  });

  it('reports a Pinterest that never answers as status 0 after the timeout', async () => {
    // Accepts connections and never answers.
    const silent: Server = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const client = createPinterestClient({
        apiUrl: `http://127.0.0.1:${port}/v5`,
        oauthUrl: `http://127.0.0.1:${port}/oauth/`,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        timeoutMs: 200,
      });
      const started = Date.now();
      const error = await failure(client.listBoards('pina_silent'));
      expect(error.status).toBe(0);
      expect(error.message).toBe('Pinterest did not answer within 200 ms');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.close();
    }
  });

  it('refuses an answer that is not what Pinterest sends, and stops following bookmarks after 10 pages', async () => {
    let calls = 0;
    const endless: typeof fetch = async () => {
      calls += 1;
      return Response.json({ items: [{ id: String(calls), name: `Board ${calls}` }], bookmark: 'more' });
    };
    const options = {
      apiUrl: 'https://api.pinterest.example/v5',
      oauthUrl: 'https://pinterest.example/oauth/',
    };
    const client = createPinterestClient({ ...options, clientId: 'c', clientSecret: 's', fetch: endless });
    expect(await client.listAllBoards('pina_x')).toHaveLength(10);
    expect(calls).toBe(10);

    const html: typeof fetch = async () => new Response('<html>proxy error</html>', { status: 200 });
    const broken = createPinterestClient({ ...options, clientId: 'c', clientSecret: 's', fetch: html });
    expect((await failure(broken.getUserAccount('pina_x'))).status).toBe(502);
    const gateway: typeof fetch = async () => new Response('Bad gateway', { status: 502 });
    const down = createPinterestClient({ ...options, clientId: 'c', clientSecret: 's', fetch: gateway });
    expect(await failure(down.listBoards('pina_x'))).toMatchObject({ status: 502, code: undefined });
  });
});
