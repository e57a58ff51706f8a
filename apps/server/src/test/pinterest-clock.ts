/** Pinterest's simulator's clock, moved forward in server tests: its pins age, their analytics grow. */
import { expect } from 'vitest';
import { SANDBOX_PREFIXES } from '../sandbox-settings.ts';
import type { TestServer } from './test-server.ts';

/** Moves the simulator's clock `seconds` forward through its clock helper (the app's client credentials). */
export async function advancePinterestClock(server: TestServer, seconds: number) {
  const sandbox = server.runtime.sandboxes.pinterest;
  if (!sandbox) throw new Error('Pinterest is not sandboxed on this test server');
  const credentials = Buffer.from(`${sandbox.clientId}:${sandbox.clientSecret}`).toString('base64');
  const res = await server.app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIXES.pinterest}/_sandbox/clock/advance`,
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ seconds }),
  });
  expect(res.statusCode, res.body).toBe(200);
}
