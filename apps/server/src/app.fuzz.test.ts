/**
 * The 500 path is unreachable from input: every API route of the OpenAPI document, signed in and
 * not, gets random JSON bodies and query strings full of control characters, lone surrogates, huge
 * numbers and wrong types, and must answer a 4xx (or 2xx) in the envelope, never a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from './test/factories.ts';
import { startTestServer, type TestServer } from './test/test-server.ts';

let server: TestServer;
let routes: Array<{ method: string; url: string }>;
let signedIn: Record<string, string>;

beforeAll(async () => {
  // Listening, so the Google stand-in is mounted and GET /auth/google has its provider.
  server = await startTestServer(
    { RATE_LIMIT_GLOBAL_PER_MINUTE: 1_000_000, RATE_LIMIT_LOGIN_PER_MINUTE: 1_000_000 },
    { listen: true },
  );
  const doc = (await server.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
  );
  signedIn = (await buildSignedInUser(server.ctx)).headers;
});
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
};

/** A valid body with one field replaced by something nasty, or an entirely random value. */
const bodyFor = (route: { method: string; url: string }) => {
  const valid = validBodies[`${route.method} ${route.url}`];
  if (!valid) return nastyValue;
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...Object.keys(valid)), nastyValue)
      .map(([field, value]) => ({ ...valid, [field]: value })),
    nastyValue,
  );
};

describe('no input reaches the 500 path', () => {
  it('answers every documented route with random bodies and queries without a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain((route) => fc.tuple(fc.constant(route), bodyFor(route))),
        fc.dictionary(fc.constantFrom('token', 'email', 'to', 'intent', 'lang', 'returnTo'), nastyString, {
          maxKeys: 3,
        }),
        fc.boolean(),
        async ([route, body], query, authenticated) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const res = await server.app.inject({
            method: route.method as 'GET',
            url: `${route.url.replace(/\{[^}]+\}/g, 'x')}${search ? `?${search}` : ''}`,
            headers: { 'content-type': 'application/json', ...(authenticated ? signedIn : {}) },
            payload: route.method === 'GET' ? undefined : JSON.stringify(body),
          });
          if (res.statusCode >= 500) {
            throw new Error(
              `${route.method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
            );
          }
          if (res.statusCode >= 400)
            expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
        },
      ),
      { numRuns: 600 },
    );
  }, 120_000);
});
