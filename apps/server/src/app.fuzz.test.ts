/**
 * The 500 path is unreachable from input: every API route of the OpenAPI document, signed in (with
 * every platform connected, so calls reach the blog, Pinterest and Stripe) and not, gets random JSON
 * bodies, path parameters and query strings full of control characters, lone surrogates (in JSON,
 * and as the UTF-8 bytes a URL would carry), huge numbers and wrong types, and must answer a 4xx (or
 * 2xx) in the envelope, never a 5xx; so must what a double click sends: the same create twice, in a
 * row and at once.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from './test/factories.ts';
import { connectEverything } from './test/platforms.ts';
import { startTestServer, type TestServer } from './test/test-server.ts';

interface Route {
  method: string;
  url: string;
  /** The names the document gives the route's query parameters and its JSON body's properties. */
  query: string[];
  fields: string[];
}

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

let server: TestServer;
let routes: Route[];
let signedIn: Record<string, string>;

beforeAll(async () => {
  // Listening, so the Google stand-in is mounted and GET /auth/google has its provider, and the blog
  // and Pinterest sandboxes answer. No workers: the campaigns the fuzz creates are not run.
  server = await startTestServer(
    { RATE_LIMIT_GLOBAL_PER_MINUTE: 1_000_000, RATE_LIMIT_LOGIN_PER_MINUTE: 1_000_000 },
    { listen: true, workers: false },
  );
  const doc = (await server.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
  signedIn = (await buildSignedInUser(server.ctx)).headers;
  await connectEverything(server, signedIn);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** Strings that used to break things: NUL and other controls, lone surrogates, look-alikes, long runs. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDC00x',
    'cs_\uD800',
    'pi_test_\uDBFF',
    'x\uD83D',
    '\uDC00\uD800',
    '\u212Aate@example.com',
    'x'.repeat(5000),
    ' ',
    '',
  ),
  fc.emailAddress(),
);
const nastyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('email', 'password', 'token', 'code', 'state', 'firstName', 'language', 'x'),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/**
 * A string as a URL carries it: UTF-8, percent-encoded; a lone surrogate as the three bytes its code
 * unit would take (encodeURIComponent throws on one, URLSearchParams turns it into U+FFFD).
 */
function encodeText(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(text.charAt(index));
  }
  return encoded;
}

/** A path parameter: an id of a real shape, a nasty string as a URL carries it, or left raw. */
const pathSegment = fc.oneof(
  fc.constantFrom('x', '00000000-0000-4000-8000-000000000000', 'B0D1XD1ZV3', '549755813888'),
  nastyString.filter((value) => value.length > 0).map(encodeText),
  fc.constantFrom('\uD800', 'a\uDC00'),
);

function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Fuzzed campaign',
    product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
    product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
    frequency: 6,
    totalRuns: 2,
    autoPostPinterest: false,
    selectedPinterestBoardId: null,
    selectedPinterestBoardName: null,
    descriptionPinterest: null,
    ...overrides,
  };
}

const validPin = {
  boardId: '549755813888',
  imageUrl: 'https://example.com/pin.png',
  title: 'A pin',
  description: 'About it',
  link: 'https://example.com/',
  altText: 'Two speakers',
};

/** A body each route would accept, so a fuzzed field reaches the handler instead of a missing one. */
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/auth/register': {
    email: 'a@example.com',
    password: 'Passw0rdOk',
    firstName: 'A',
    lastName: 'B',
  },
  'POST /api/auth/login': { email: 'a@example.com', password: 'Passw0rdOk' },
  'POST /api/auth/resend-verification': { email: 'a@example.com' },
  'POST /api/auth/request-password-reset': { email: 'a@example.com' },
  'POST /api/auth/reset-password': { token: 'x'.repeat(43), password: 'Passw0rdOk' },
  'POST /api/auth/revert-email-change': { token: 'x'.repeat(43) },
  'POST /api/auth/google/callback': { code: 'code', state: 'state' },
  'POST /api/auth/google/link': { password: 'Passw0rdOk' },
  'PUT /api/user/profile': { email: 'b@example.com', currentPassword: 'Sup3rSecret!' },
  'PUT /api/user/change-password': { currentPassword: 'Sup3rSecret!', newPassword: 'Passw0rdOk' },
  'PUT /api/user/language': { language: 'fr' },
  'POST /api/stripe/verify-checkout-session': { session_id: 'cs_test_a1b2' },
  'POST /api/stripe/verify-payment': { payment_intent_id: 'pi_3Nope' },
  'POST /api/stripe/create-checkout-session': { package_id: 'starter', billing_period: 'monthly' },
  'POST /api/stripe/create-payment-intent': { package_id: 'starter', billing_cycle: 'monthly' },
  'POST /api/pinterest/boards': { name: 'Fuzzed board', description: 'x' },
  'POST /api/pinterest/create-pin': validPin,
  'PATCH /api/pinterest/pins/{id}': { title: 'A pin', description: 'About it', altText: 'Two speakers' },
  'POST /api/pinterest/oauth/complete': { code: 'code', state: 'state' },
  'POST /api/pinterest/oauth/token': { code: 'code', state: 'state', redirectUri: 'http://localhost/x' },
  'POST /api/campaigns/pinterest/selected-board': { boardId: '549755813888', boardName: 'Board' },
  'POST /api/campaigns': campaignBody(),
  'PATCH /api/campaigns/{id}': { frequency: 12 },
  'PUT /api/campaigns/executions/{executionId}/pinterest': { autoPost: true },
  'POST /api/campaigns/executions/{executionId}/pinterest/post-image': { imageNumber: 1 },
  'POST /api/platforms/amazon': { affiliateTag: 'fuzzer-20' },
  'POST /api/platforms/wordpress': {
    username: 'author',
    apiKey: 'abcd EFGH ijkl MNOP qrst UVWX',
    websiteUrl: 'https://blog.example.com',
  },
  'POST /api/support/message': { type: 'question', message: 'Hello', userEmail: 'a@example.com' },
};

/**
 * A valid body with one field replaced by something nasty, the route's own fields all nasty, or an
 * entirely random value.
 */
const bodyFor = (route: Route) => {
  const valid = validBodies[`${route.method} ${route.url}`];
  const ownFields =
    route.fields.length > 0
      ? fc.dictionary(fc.constantFrom(...route.fields), nastyValue, { maxKeys: route.fields.length })
      : nastyValue;
  if (!valid) return fc.oneof(ownFields, nastyValue);
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...Object.keys(valid)), nastyValue)
      .map(([field, value]) => ({ ...valid, [field]: value })),
    ownFields,
    nastyValue,
  );
};

/** A query string over the route's own parameters and a few others, its values as a URL carries them. */
const queryFor = (route: Route) =>
  fc
    .dictionary(
      fc.constantFrom(...new Set([...route.query, 'token', 'email', 'to', 'intent', 'lang', 'returnTo'])),
      nastyString,
      { maxKeys: 3 },
    )
    .map((query) =>
      Object.entries(query)
        .map(([name, value]) => `${encodeText(name)}=${encodeText(value)}`)
        .join('&'),
    );

/** The route's URL with each path parameter replaced. */
const urlFor = (route: Route) =>
  fc
    .array(pathSegment, { minLength: 4, maxLength: 4 })
    .map((segments) => route.url.replace(/\{[^}]+\}/g, () => segments.shift() ?? 'x'));

type Headers = Record<string, string>;

function send(method: string, url: string, headers: Headers, body?: unknown) {
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
  });
}

function expectNo5xx(res: Awaited<ReturnType<typeof send>>, what: string) {
  if (res.statusCode >= 500) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (res.statusCode >= 400)
    expect(res.json(), what).toMatchObject({ success: false, code: expect.any(String) });
}

describe('no input reaches the 500 path', () => {
  it('refuses a lone surrogate in any field of any body with 400, and in a path or query without a 5xx', async () => {
    for (const [route, body] of Object.entries(validBodies)) {
      expect(routes.map((known) => `${known.method} ${known.url}`)).toContain(route);
      const [method = 'GET', path = ''] = route.split(' ');
      const url = path.replace(/\{[^}]+\}/g, 'x');
      for (const field of Object.keys(body))
        for (const value of ['\uD800', 'cs_\uD800', 'x\uDC00y']) {
          const res = await send(method, url, signedIn, { ...body, [field]: value });
          // A route with a strict per-IP limit (support messages) may say 429 first.
          if (res.statusCode === 429) continue;
          expect(res.statusCode, `${route} ${field}: ${res.body}`).toBe(400);
          expect(res.json().errors, route).toHaveProperty(field);
        }
    }
    for (const route of routes.filter((candidate) => !candidate.url.endsWith('/events'))) {
      const wellFormed = route.url.replace(/\{[^}]+\}/g, 'x');
      for (const url of [
        route.url.replace(/\{[^}]+\}/g, encodeText('x\uD800')),
        `${wellFormed}?${encodeText(route.query[0] ?? 'x')}=${encodeText('\uDC00')}`,
      ])
        expectNo5xx(await send(route.method, url, signedIn), `${route.method} ${url}`);
    }
  });

  it('answers every documented route with random bodies, path parameters and queries without a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(10);
    // Server-Sent Events never end: a well-formed id there would hold the request open.
    const fuzzed = routes.filter((route) => !route.url.endsWith('/events'));
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...fuzzed)
          .chain((route) => fc.tuple(fc.constant(route), urlFor(route), queryFor(route), bodyFor(route))),
        fc.boolean(),
        async ([route, url, search, body], authenticated) => {
          const res = await send(
            route.method,
            `${url}${search ? `?${search}` : ''}`,
            authenticated ? signedIn : {},
            body,
          );
          expectNo5xx(res, `${route.method} ${url}?${search} ${JSON.stringify(body)?.slice(0, 200)}`);
        },
      ),
      { numRuns: 600 },
    );
  }, 180_000);

  it('answers the same create twice, in a row and at once, without a 5xx', async () => {
    // A user of its own: the fuzz above may have disconnected the other one's platforms.
    const { headers } = await buildSignedInUser(server.ctx);
    const boardId = (await connectEverything(server, headers)).id;
    const campaign = await send('POST', '/api/campaigns', headers, campaignBody({ name: 'Twice' }));
    expectNo5xx(campaign, 'POST /api/campaigns');
    const campaignId = String(campaign.json().data?.campaign?.id ?? 'x');
    const executionId = String(campaign.json().data?.execution?.id ?? 'x');
    const pin = await send('POST', '/api/pinterest/create-pin', headers, { ...validPin, boardId });
    const pinId = String(pin.json().data?.pin?.id ?? 'x');
    const twice: Array<[method: string, url: string, body?: unknown]> = [
      ['POST', '/api/pinterest/boards', { name: 'Twice' }],
      ['POST', '/api/pinterest/boards', { name: 'twice' }],
      ['POST', '/api/pinterest/create-pin', { ...validPin, boardId }],
      ['PATCH', `/api/pinterest/pins/${pinId}`, { title: 'Again' }],
      ['DELETE', `/api/pinterest/pins/${pinId}`],
      ['POST', '/api/campaigns/pinterest/selected-board', { boardId }],
      ['POST', '/api/campaigns', campaignBody({ name: 'Twice' })],
      ['PATCH', `/api/campaigns/${campaignId}`, { frequency: 12 }],
      ['PATCH', `/api/campaigns/${campaignId}`, { status: 'paused' }],
      ['PUT', `/api/campaigns/executions/${executionId}/pinterest`, { autoPost: true }],
      ['POST', `/api/campaigns/executions/${executionId}/pinterest/post-image`, { imageNumber: 1 }],
      ['POST', `/api/campaigns/${campaignId}/execute`],
      ['DELETE', `/api/campaigns/${campaignId}`],
      ['POST', '/api/platforms/amazon', { affiliateTag: 'twice-20' }],
      ['POST', '/api/demo/connect-wordpress'],
      ['PUT', '/api/onboarding/step', { step: 3 }],
      ['POST', '/api/onboarding/complete'],
      ['PUT', '/api/user/language', { language: 'fr' }],
      ['POST', '/api/support/message', { type: 'question', message: 'Twice?' }],
      ['POST', '/api/stripe/create-checkout-session', { package_id: 'starter', billing_period: 'monthly' }],
      ['POST', '/api/stripe/create-payment-intent', { package_id: 'starter' }],
      [
        'POST',
        '/api/auth/register',
        { email: 'twice@example.com', password: 'Passw0rdOk', firstName: 'T', lastName: 'W' },
      ],
      ['DELETE', '/api/platforms/pinterest'],
      ['DELETE', '/api/platforms/wordpress'],
    ];
    for (const [method, url, body] of twice) {
      const what = `${method} ${url} ${JSON.stringify(body) ?? ''}`;
      for (let round = 0; round < 2; round += 1) expectNo5xx(await send(method, url, headers, body), what);
      const atOnce = await Promise.all([send(method, url, headers, body), send(method, url, headers, body)]);
      for (const res of atOnce) expectNo5xx(res, `${what} (at once)`);
    }
  }, 120_000);
});
