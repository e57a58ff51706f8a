import { ErrorCode, Messages } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { sendJson, setupTestServer, uniqueEmail } from '../../test/test-server.ts';

// Small limits so each one is reached quickly; every route answers PRODUCT.md's 429 envelope.
const server = setupTestServer({
  RATE_LIMIT_LOGIN_PER_MINUTE: 2,
  RATE_LIMIT_REGISTER_PER_HOUR: 3,
  RATE_LIMIT_EMAIL_PER_HOUR: 3,
});

const post = (url: string, body: unknown, ip = '127.0.0.1') =>
  sendJson(server, 'POST', url, body, { remoteAddress: ip });

async function statusesOf(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

function expectLimited(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    success: false,
    code: ErrorCode.RATE_LIMITED,
    message: Messages.tooManyRequests,
  });
}

describe('rate limits', () => {
  it('limits registrations per IP', async () => {
    const ip = '10.0.0.1';
    const statuses = await statusesOf(3, () =>
      post(
        '/api/auth/register',
        { email: uniqueEmail(), password: 'Passw0rdOk', firstName: 'A', lastName: 'B' },
        ip,
      ),
    );
    expect(statuses).toEqual([201, 201, 201]);
    expectLimited(
      await post(
        '/api/auth/register',
        { email: uniqueEmail(), password: 'Passw0rdOk', firstName: 'A', lastName: 'B' },
        ip,
      ),
    );
    // Another client is not affected.
    expect(
      (
        await post(
          '/api/auth/register',
          { email: uniqueEmail(), password: 'Passw0rdOk', firstName: 'A', lastName: 'B' },
          '10.0.0.2',
        )
      ).statusCode,
    ).toBe(201);
  });

  it('limits password-reset and resend requests per IP', async () => {
    for (const url of ['/api/auth/request-password-reset', '/api/auth/resend-verification']) {
      const ip = url.includes('reset') ? '10.0.1.1' : '10.0.1.2';
      await statusesOf(3, () => post(url, { email: uniqueEmail() }, ip));
      expectLimited(await post(url, { email: uniqueEmail() }, ip));
    }
  });

  it('limits sign-in attempts per IP across emails (password spraying)', async () => {
    const ip = '10.0.2.1';
    const statuses = await statusesOf(6, () =>
      post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-pass1' }, ip),
    );
    expect(statuses.every((status) => status === 401)).toBe(true);
    expectLimited(await post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-pass1' }, ip));
  });
});

describe('rate-limit counters outside the process', () => {
  it('hold across two API instances sharing one database, and every 429 says when to retry', async () => {
    const { buildApp } = await import('../../app.ts');
    const second = await buildApp(server.ctx, { logger: false });
    try {
      const ip = '10.9.0.1';
      const register = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            email: uniqueEmail(),
            password: 'Passw0rdOk',
            firstName: 'A',
            lastName: 'B',
          }),
        });
      // 3 per hour per IP: two on one instance, one on the other, and both refuse the fourth.
      expect((await register(server.app)).statusCode).toBe(201);
      expect((await register(second)).statusCode).toBe(201);
      expect((await register(server.app)).statusCode).toBe(201);
      for (const app of [second, server.app]) {
        const limited = await register(app);
        expectLimited(limited);
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(3000);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
    } finally {
      await second.close();
    }
  });

  it('answers the resend cooldown and the spraying limit with Retry-After too', async () => {
    const email = uniqueEmail();
    await post('/api/auth/resend-verification', { email }, '10.9.1.1');
    const cooldown = await post('/api/auth/resend-verification', { email }, '10.9.1.2');
    expect(cooldown.statusCode).toBe(429);
    expect(Number(cooldown.headers['retry-after'])).toBe(cooldown.json().remainingTime);

    const ip = '10.9.2.1';
    let limited = await post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-pass1' }, ip);
    while (limited.statusCode === 401) {
      limited = await post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-pass1' }, ip);
    }
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
