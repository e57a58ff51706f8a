import { ErrorCode, Messages } from '@aa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer, uniqueEmail } from '../../test/test-server.ts';

// Small limits so each one is reached quickly; every route answers SPEC's 429 envelope.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_LOGIN_PER_MINUTE: 2,
    RATE_LIMIT_REGISTER_PER_HOUR: 3,
    RATE_LIMIT_EMAIL_PER_HOUR: 3,
  });
});
afterAll(async () => {
  await server?.close();
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

  it('limits sign-in attempts per email across IPs', async () => {
    const email = uniqueEmail('target');
    const statuses = await statusesOf(10, (i) =>
      post('/api/auth/login', { email, password: 'Wrong-pass1' }, `10.1.${i}.1`),
    );
    expect(statuses.every((status) => status === 401)).toBe(true);
    expectLimited(await post('/api/auth/login', { email, password: 'Wrong-pass1' }, '10.2.0.1'));
  });
});
