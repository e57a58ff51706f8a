/**
 * A Pinterest simulator account's clock, moved forward in server tests: its pins age, their analytics
 * grow. Each simulated account has its own clock; test users connect as `affiliate_demo` unless told.
 */
import { expect } from 'vitest';
import { SANDBOX_PREFIXES } from '../sandbox-settings.ts';
import type { TestServer } from './test-server.ts';

/** Moves `username`'s clock `seconds` forward through the simulator's clock helper (the app's client credentials). */
export async function advancePinterestClock(
  server: TestServer,
  seconds: number,
  username = 'affiliate_demo',
) {
  const sandbox = server.runtime.sandboxes.pinterest;
  if (!sandbox) throw new Error('Pinterest is not sandboxed on this test server');
  const credentials = Buffer.from(`${sandbox.clientId}:${sandbox.clientSecret}`).toString('base64');
  const res = await server.app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIXES.pinterest}/_sandbox/clock/advance`,
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ seconds, username }),
  });
  expect(res.statusCode, res.body).toBe(200);
}
