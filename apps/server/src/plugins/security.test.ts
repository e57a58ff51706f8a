import { ErrorCode, Messages } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { sendJson, setupTestServer, startTestServer, uniqueEmail } from '../test/test-server.ts';

const server = setupTestServer();

const STRICT_SCRIPT_SRC = "script-src 'self';";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The CSP an answer to `url` carries: a document's strict policy, or the API's. */
const expectedCsp = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') ? API_CSP : STRICT_SCRIPT_SRC;

describe('Host check (DNS rebinding)', () => {
  it("answers only requests addressed to APP_URL's host, and the loopback names in self-contained mode", async () => {
    for (const host of [
      'attacker.example',
      'attacker.example:3000',
      '192.168.1.20:3000',
      'localhost.attacker.example',
    ]) {
      for (const url of ['/api/auth/me', '/api/credits', '/', '/api/docs/json']) {
        const res = await server.app.inject({ url, headers: { host } });
        expect(res.statusCode, `${host} ${url}`).toBe(421);
        expect(res.json()).toMatchObject({ success: false, code: ErrorCode.MISDIRECTED_REQUEST });
        expect(res.headers['content-security-policy']).toContain(expectedCsp(url));
      }
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await server.app.inject({ url: '/api/auth/me', headers: { host } })).statusCode).toBe(401);
    }
    // A load balancer's health check uses the machine's address.
    expect(
      (await server.app.inject({ url: '/healthz', headers: { host: '10.0.0.7:3000' } })).statusCode,
    ).toBe(200);
  });

  it('outside self-contained mode, answers APP_URL only', async () => {
    const real = await startTestServer({
      APP_URL: 'https://app.example.com',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PINTEREST_CLIENT_ID: 'id',
      PINTEREST_CLIENT_SECRET: 'secret',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      DEMO_WORDPRESS_URL: 'https://demo.example.com',
      DEMO_WORDPRESS_USERNAME: 'demo',
      DEMO_WORDPRESS_APP_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
    });
    try {
      expect(real.config.selfContained).toBe(false);
      expect(
        (await real.app.inject({ url: '/api/auth/me', headers: { host: 'app.example.com' } })).statusCode,
      ).toBe(401);
      expect(
        (await real.app.inject({ url: '/api/auth/me', headers: { host: 'localhost:3000' } })).statusCode,
      ).toBe(421);
    } finally {
      await real.close();
    }
  });
});

describe('Origin check', () => {
  it("compares with APP_URL, not with the request's own Host", async () => {
    // An attacker who controls both Host and Origin (a rebound name) used to match "same host".
    const forged = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        host: 'localhost:4444',
        origin: 'http://localhost:4444',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      code: ErrorCode.FORBIDDEN_ORIGIN,
      message: Messages.forbiddenOrigin,
    });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const ok = await sendJson(server, 'POST', '/api/auth/logout', {}, { headers: { origin } });
      expect(ok.statusCode, origin).toBe(200);
    }
    const otherPort = await sendJson(
      server,
      'POST',
      '/api/auth/logout',
      {},
      { headers: { origin: 'http://localhost:5173' } },
    );
    expect(otherPort.statusCode).toBe(403);
  });
});

describe('framework errors', () => {
  it('answers a URL Fastify cannot decode with the envelope and the security headers', async () => {
    const res = await server.app.inject({ url: '/api/auth/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.VALIDATION_ERROR,
      message: Messages.badUrl,
    });
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers malformed JSON and a wrong content type with the envelope', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.VALIDATION_ERROR });
    expect(res.headers['content-security-policy']).toBe(API_CSP);
  });
});

describe('security headers by kind of answer', () => {
  it("gives the API's answers OWASP's REST set: nothing may load, frame, sniff, share or store them", async () => {
    const res = await server.app.inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers).toMatchObject({
      'content-security-policy': API_CSP,
      'cache-control': 'no-store',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    // Headers only a document uses, and the flood guard's counts while they last, are not sent.
    for (const name of [
      'x-dns-prefetch-control',
      'x-download-options',
      'x-xss-protection',
      'origin-agent-cluster',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
    ])
      expect(res.headers[name], name).toBeUndefined();
  });

  it("gives pages (the web app, the API's documentation) a document's strict policy", async () => {
    for (const url of ['/', '/healthz', '/api/docs/json']) {
      const res = await server.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain(STRICT_SCRIPT_SRC);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('control characters in input', () => {
  it('answers 400 VALIDATION_ERROR, never 500, where NUL used to reach the database', async () => {
    const register = await sendJson(server, 'POST', '/api/auth/register', {
      email: uniqueEmail(),
      password: 'Passw0rdOk',
      firstName: 'Eve\u0000',
      lastName: 'Null',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      message: Messages.invalidCharacters,
    });

    const mail = await server.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent('a\u0000@b.co')}` });
    expect(mail.statusCode).toBe(400);

    const token = await server.app.inject({
      url: `/api/auth/verify-email?token=${encodeURIComponent('abc\u0000')}`,
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ message: Messages.invalidVerificationLink });
  });
});

describe('/api/docs', () => {
  it('serves the reference under the same strict CSP as the rest of the app', async () => {
    const page = await server.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain(STRICT_SCRIPT_SRC);
    expect(csp).not.toContain('validator.swagger.io');
    expect(csp).not.toContain("'unsafe-eval'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('is off in production unless API_DOCS=true', async () => {
    const production = {
      NODE_ENV: 'production' as const,
      APP_URL: 'https://app.example.com',
      DATABASE_URL: 'postgres://unused',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      APP_ENCRYPTION_KEY: 'a'.repeat(64),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PINTEREST_CLIENT_ID: 'id',
      PINTEREST_CLIENT_SECRET: 'secret',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      AI_PROVIDER: 'openai' as const,
      AI_API_KEY: 'sk-test',
    };
    for (const [apiDocs, status] of [
      [undefined, 404],
      ['true', 200],
    ] as const) {
      const prod = await startTestServer({ ...production, ...(apiDocs ? { API_DOCS: apiDocs } : {}) });
      try {
        const res = await prod.app.inject({ url: '/api/docs/json', headers: { host: 'app.example.com' } });
        expect(res.statusCode, `API_DOCS=${apiDocs}`).toBe(status);
      } finally {
        await prod.close();
      }
    }
  });
});
