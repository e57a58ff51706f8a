/**
 * Issue 17, finding 7: one user held ~1,200 progress streams, each re-reading its run every 5 s; they
 * outlived the session and went out without the security headers. Real HTTP on a listening server:
 * `inject` waits for a response's end, which a stream does not have.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { ErrorCode, Messages } from '@aa/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { apiSecurityHeaders } from '../../plugins/security.ts';
import { buildSignedInUser, campaignPayload, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { connectDemoBlog, setAmazonTag } from '../../test/platforms.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import { createSession, revokeUserSessions } from '../auth/sessions.service.ts';

// A 1 s request timeout: a stream is a long response, not a slow request, and must outlive it.
// No workers: the runs stay queued, so their streams stay open.
const server = setupTestServer({ REQUEST_TIMEOUT_SECONDS: 1 }, { listen: true, workers: false });

const campaign = campaignPayload;

interface Stream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Resolves when the server ends the stream (or the connection). */
  ended: Promise<'ended'>;
  body: () => string;
  close: () => void;
}

const open: Stream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

function stream(executionId: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.config.appUrl}/api/campaigns/executions/${executionId}/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      const ended = new Promise<'ended'>((done) => {
        res.on('end', () => done('ended'));
        res.on('close', () => done('ended'));
        res.on('error', () => done('ended'));
      });
      const opened: Stream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        ended,
        body: () => body,
        close: () => req.destroy(),
      };
      open.push(opened);
      resolve(opened);
    });
    req.end();
  });
}

/** Either what happened first, or 'still open' after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still open'> {
  return Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

/** A verified user with a blog, a tag and a queued run (the signup's 10 credits pay for it). */
async function userWithRun() {
  const user = await buildSignedInUser(server.ctx);
  await connectDemoBlog(server, user.headers);
  await setAmazonTag(server, user.headers);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: user.headers,
    payload: campaign,
  });
  expect(res.statusCode).toBe(201);
  return { ...user, executionId: res.json().data.execution.id as string };
}

describe('GET /api/campaigns/executions/:id/events', () => {
  it('caps one user at 10 open streams: the 11th answers 429 in PRODUCT.md’s envelope, a freed slot opens again', async () => {
    const alice = await userWithRun();
    const streams: Stream[] = [];
    for (let n = 0; n < 10; n++) streams.push(await stream(alice.executionId, alice.token));
    expect(streams.map((s) => s.status)).toEqual(Array(10).fill(200));

    const eleventh = await stream(alice.executionId, alice.token);
    expect(eleventh.status).toBe(429);
    await eleventh.ended;
    expect(JSON.parse(eleventh.body())).toMatchObject({
      success: false,
      code: ErrorCode.RATE_LIMITED,
      message: Messages.tooManyRequests,
    });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);

    // Another session of the same user counts against the same cap; another user does not.
    const { token: second } = await createSession(server.ctx.db, alice.user.id, { ttlMs: 3_600_000 });
    expect((await stream(alice.executionId, second)).status).toBe(429);
    const bob = await userWithRun();
    expect((await stream(bob.executionId, bob.token)).status).toBe(200);

    streams[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stream(alice.executionId, alice.token)).status).toBe(200);
  }, 30_000);

  it('sends the security headers every response gets (CSP, nosniff, frame and referrer policies)', async () => {
    const alice = await userWithRun();
    const events = await stream(alice.executionId, alice.token);
    expect(events.status).toBe(200);
    expect(events.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const expected = apiSecurityHeaders(server.config.production);
    expect(Object.keys(expected)).toContain('content-security-policy');
    // A stream says how it is cached itself (never stored, never transformed by a proxy).
    const { 'cache-control': _stored, ...rest } = expected;
    for (const [name, value] of Object.entries(rest)) expect(events.headers[name], name).toBe(value);
    expect(events.headers['cache-control']).toBe('no-cache, no-transform');
  });

  it('stays open past REQUEST_TIMEOUT_SECONDS: a long response is not a slow request', async () => {
    const alice = await userWithRun();
    const events = await stream(alice.executionId, alice.token);
    expect(events.status).toBe(200);
    expect(await within(events.ended, 2500)).toBe('still open');
    expect(events.body()).toContain('event: execution');
  });

  it('ends when its session signs out', async () => {
    const alice = await userWithRun();
    const events = await stream(alice.executionId, alice.token);
    expect(events.status).toBe(200);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: alice.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect(await within(events.ended, 10_000)).toBe('ended');
  }, 20_000);

  it("ends the other sessions' streams when the password changes, and every stream when sessions are revoked", async () => {
    const alice = await userWithRun();
    const { token: laptop } = await createSession(server.ctx.db, alice.user.id, { ttlMs: 3_600_000 });
    const onLaptop = await stream(alice.executionId, laptop);
    const here = await stream(alice.executionId, alice.token);
    expect([onLaptop.status, here.status]).toEqual([200, 200]);

    const change = await sendJson(
      server,
      'PUT',
      '/api/user/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'An0ther-Secret!' },
      { headers: alice.headers },
    );
    expect(change.statusCode).toBe(200);
    expect(await within(onLaptop.ended, 10_000)).toBe('ended');
    // The session that changed the password stays signed in, and so does its stream.
    expect(await within(here.ended, 100)).toBe('still open');

    // As the undo of an email change does: every session ends.
    await revokeUserSessions(server.ctx.db, alice.user.id);
    expect(await within(here.ended, 10_000)).toBe('ended');
  }, 30_000);
});
