/** What holds for the whole API, whatever the route: access, 404s, Origin, headers, the OpenAPI document. */
import { ErrorCode, Messages } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from './test/factories.ts';
import { sendJson, setupTestServer } from './test/test-server.ts';

const server = setupTestServer();

const request = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[^/]+/g, '00000000-0000-0000-0000-000000000000'),
    headers: { 'content-type': 'application/json', ...headers },
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
  });

describe('access to API routes', () => {
  it('authenticates every route that is not public: 401 without a session, 403 for an unverified one', async () => {
    const routes = server.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(15);
    const guarded = routes.filter((route) => route.access !== 'public');
    expect(guarded.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/auth/me', 'GET /api/credits', 'PUT /api/user/profile']),
    );
    const unverified = await buildSignedInUser(server.ctx, { isVerified: false });
    for (const route of guarded) {
      const anonymous = await request(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: ErrorCode.UNAUTHORIZED });
      const forged = await request(route, { authorization: 'Bearer not-a-session' });
      expect(forged.statusCode, `${route.method} ${route.url} (forged token)`).toBe(401);
      if (route.access === 'verified') {
        const early = await request(route, unverified.headers);
        expect(early.statusCode, `${route.method} ${route.url} (unverified)`).toBe(403);
        expect(early.json()).toMatchObject({ code: ErrorCode.EMAIL_NOT_VERIFIED });
      }
    }
  });

  it('keeps the public list short and deliberate', () => {
    const open = server.app.apiRoutes
      .filter((route) => route.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(
      [
        'GET /api/auth/google',
        'GET /api/auth/verify-email',
        'GET /api/auth/verify-reset-token',
        'GET /api/dev/mail',
        // A run's images: public like the blog posts that show them, by an id nobody can guess.
        'GET /api/media/:file',
        'POST /api/auth/google/callback',
        'POST /api/auth/google/link',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/register',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/resend-verification',
        'POST /api/auth/reset-password',
        'POST /api/auth/revert-email-change',
        // Stripe's signed events: the signature is the authentication.
        'POST /api/stripe/webhook',
        // The support widget: visitors write too (rate limited, honeypot, link limit).
        'POST /api/support/message',
      ].sort(),
    );
  });
});

describe('the API as a whole', () => {
  it('answers a JSON 404 for unknown API paths', async () => {
    const res = await server.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.NOT_FOUND });
  });

  it('names a left-out field in plain words, and keeps the schema’s own messages', async () => {
    const empty = await sendJson(server, 'POST', '/api/auth/login', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      success: false,
      code: ErrorCode.VALIDATION_ERROR,
      message: `email: ${Messages.fieldRequired}`,
      errors: { email: [Messages.fieldRequired], password: [Messages.fieldRequired] },
    });
    expect(empty.body).not.toContain('received undefined');

    // A schema's own message wins over the generic one (the support type has PRODUCT.md's wording).
    const support = await sendJson(server, 'POST', '/api/support/message', { userEmail: 'a@b.co' });
    expect(support.json()).toMatchObject({
      message: Messages.supportTypeInvalid,
      errors: { type: [Messages.supportTypeInvalid], message: [Messages.fieldRequired] },
    });

    // A field that is there but of the wrong type is not called missing.
    const wrongType = await sendJson(server, 'POST', '/api/auth/login', { email: 5, password: 'x' });
    expect(wrongType.json().errors.email[0]).not.toBe(Messages.fieldRequired);
  });

  it('refuses state-changing requests from a foreign Origin', async () => {
    const post = (headers: Record<string, string>) =>
      sendJson(server, 'POST', '/api/auth/logout', {}, { headers });
    const foreign = await sendJson(
      server,
      'POST',
      '/api/auth/login',
      { email: 'a@b.co', password: 'x' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      success: false,
      code: ErrorCode.FORBIDDEN_ORIGIN,
      message: Messages.forbiddenOrigin,
    });
    expect((await post({ origin: server.config.appUrl })).statusCode).toBe(200);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // A same-origin form under Referrer-Policy: no-referrer sends Origin: null.
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post({ origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('sends Helmet headers with a CSP', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await server.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/login'].post.responses).toHaveProperty('4XX');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/profile', '/api/credits']),
    );
    const page = await server.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});

describe('the global flood guard', () => {
  it("counts API requests, never the web app's static files", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { buildApp } = await import('./app.ts');
    const dist = mkdtempSync(path.join(tmpdir(), 'aa-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const ctx = {
      ...server.ctx,
      config: { ...server.ctx.config, rateLimits: { ...server.ctx.config.rateLimits, globalPerMinute: 3 } },
    };
    const app = await buildApp(ctx, { logger: false, webDistDir: dist });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await app.inject({ url: '/assets/app.js', remoteAddress: '10.42.0.1' })).statusCode).toBe(
          200,
        );
        expect((await app.inject({ url: '/dashboard', remoteAddress: '10.42.0.1' })).statusCode).toBe(200);
      }
      const api = [];
      for (let i = 0; i < 4; i++)
        api.push((await app.inject({ url: '/api/auth/me', remoteAddress: '10.42.0.1' })).statusCode);
      expect(api).toEqual([401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });

  it('counts in this process: no request waits on the shared store for it', async () => {
    const { buildApp } = await import('./app.ts');
    const { headers } = await buildSignedInUser(server.ctx);
    let sharedHits = 0;
    // Said to be Redis, where the guard used to count too: it counts in memory on either store.
    const rates = {
      ...server.ctx.rates,
      kind: 'redis' as const,
      hit: (...args: Parameters<typeof server.ctx.rates.hit>) => {
        sharedHits += 1;
        return server.ctx.rates.hit(...args);
      },
    };
    const ctx = {
      ...server.ctx,
      rates,
      config: { ...server.ctx.config, rateLimits: { ...server.ctx.config.rateLimits, globalPerMinute: 3 } },
    };
    const app = await buildApp(ctx, { logger: false });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await app.inject({ url: '/api/auth/me', headers, remoteAddress: '10.42.0.2' })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(sharedHits).toBe(0);
    } finally {
      await app.close();
    }
  });
});
