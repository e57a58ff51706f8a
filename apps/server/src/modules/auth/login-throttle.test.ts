import { ErrorCode, Messages } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { setupTestServer, uniqueEmail } from '../../test/test-server.ts';
import { DEVICE_COOKIE, delayAfterFailures } from './login-throttle.ts';

// A short cap so a test can wait the throttle out; the rule is the same as with the default 60 s.
const MAX_DELAY_S = 2;
const server = setupTestServer({ LOGIN_THROTTLE_MAX_DELAY_SECONDS: MAX_DELAY_S });

function signIn(email: string, password: string, ip: string, deviceCookie?: string, app = server.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    cookies: deviceCookie ? { [DEVICE_COOKIE]: deviceCookie } : {},
    payload: JSON.stringify({ email, password }),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 54 wrong passwords for `email` from 6 addresses, as the outside test did, each waiting out the throttle. */
async function attack(email: string) {
  const statuses = new Map<number, number>();
  for (let round = 0; round < 9; round++) {
    for (let address = 0; address < 6; address++) {
      const res = await signIn(email, `Wrong-guess-${round}-${address}`, `198.51.100.${address + 1}`);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
  }
  return statuses;
}

describe('sign-in throttle per email (targeted lockout)', () => {
  it('keeps the owner in after 54 wrong passwords from 6 addresses: a known device at once, a new one within seconds', async () => {
    const { email, password } = await buildUser(server.ctx);
    const before = await signIn(email, password, '203.0.113.10');
    expect(before.statusCode).toBe(200);
    const device = before.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(device?.value).not.toContain(email);

    const statuses = await attack(email);
    // The attacker got a few guesses and then mostly waits; no status but 401 and 429.
    expect([...statuses.keys()].sort()).toEqual([401, 429]);
    expect(statuses.get(401)).toBeLessThan(15);

    // The owner's browser that signed in before passes the throttle.
    const known = await signIn(email, password, '203.0.113.11', device?.value);
    expect(known.statusCode).toBe(200);

    // Attack again, then the owner on a new device: told to wait seconds (not an hour), then let in.
    await attack(email);
    const fresh = await signIn(email, password, '203.0.113.12');
    if (fresh.statusCode === 429) {
      const retryAfter = Number(fresh.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(MAX_DELAY_S);
      expect(fresh.json()).toMatchObject({
        code: ErrorCode.RATE_LIMITED,
        message: Messages.tooManySignInAttempts,
        remainingTime: retryAfter,
      });
      await sleep(retryAfter * 1000 + 50);
      expect((await signIn(email, password, '203.0.113.12')).statusCode).toBe(200);
    } else {
      expect(fresh.statusCode).toBe(200);
    }
  });

  it('makes each attempt past the free ones wait longer, up to the cap', async () => {
    const email = uniqueEmail('slow');
    const free = server.config.rateLimits.loginFreeFailures;
    for (let i = 0; i < free; i++) {
      expect((await signIn(email, 'Wrong-pass1', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await signIn(email, 'Wrong-pass1', '192.0.2.50');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await sleep(wait * 1000 + 50);
      // The attempt after the wait is checked (and fails), which lengthens the next wait.
      expect((await signIn(email, 'Wrong-pass1', '192.0.2.51')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 2]);
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8, 12].map((n) =>
        delayAfterFailures(n, { freeFailures: 5, maxDelaySeconds: 60 }),
      ),
    ).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 60]);
  });

  it('stops trusting a device cookie that keeps failing, and never reveals whether the email exists', async () => {
    const { email, password } = await buildUser(server.ctx);
    const ok = await signIn(email, password, '203.0.113.20');
    const device = ok.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email, 'Wrong-pass1', '203.0.113.21', device)).statusCode).toBe(401);
    }
    // Its failures were the device's: the account itself is not throttled yet for anyone else...
    expect((await signIn(email, 'Wrong-pass1', '203.0.113.22')).statusCode).toBe(401);
    // ...but the device is now an ordinary client, and a forged cookie never was trusted: while the
    // account waits, the right password with either cookie waits too.
    for (const cookie of [device, 'v1.forged.cookie.value']) {
      let status = 401;
      while (status === 401) status = (await signIn(email, 'Wrong-pass1', '203.0.113.23', cookie)).statusCode;
      expect(status).toBe(429);
      expect((await signIn(email, password, '203.0.113.24', cookie)).statusCode).toBe(429);
      await sleep(MAX_DELAY_S * 1000 + 50);
    }

    // An unknown email is throttled exactly like a known one.
    const ghost = uniqueEmail('ghost');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await signIn(ghost, 'Wrong-pass1', '203.0.113.30')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts across every API instance sharing the database', async () => {
    const { buildApp } = await import('../../app.ts');
    const second = await buildApp(server.ctx, { logger: false });
    try {
      const email = uniqueEmail('spread');
      for (let i = 0; i < server.config.rateLimits.loginFreeFailures; i++) {
        const app = i % 2 === 0 ? server.app : second;
        expect((await signIn(email, 'Wrong-pass1', '192.0.2.200', undefined, app)).statusCode).toBe(401);
      }
      expect((await signIn(email, 'Wrong-pass1', '192.0.2.201', undefined, second)).statusCode).toBe(429);
      expect((await signIn(email, 'Wrong-pass1', '192.0.2.202', undefined, server.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
