/**
 * Every answer carries its request's id (x-request-id), the id its log lines carry, and gets one
 * access-log line at info (issue 30).
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './lib/logger.ts';
import { setupTestServer } from './test/test-server.ts';

const server = setupTestServer({}, { workers: false });
const behindProxy = setupTestServer({ TRUST_PROXY: 'true' }, { workers: false });

describe('request ids', () => {
  it('answers each request, errors included, with an id of its own', async () => {
    const answers = await Promise.all([
      server.app.inject({ url: '/healthz' }),
      server.app.inject({ url: '/healthz' }),
      server.app.inject({ url: '/api/auth/me' }),
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    const ids = answers.map((res) => res.headers['x-request-id']);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 400]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
  });

  it("keeps a trusted proxy's id, and never an untrusted client's", async () => {
    const headers = { 'x-request-id': 'nginx-4f2a9c01d3' };
    expect((await behindProxy.app.inject({ url: '/healthz', headers })).headers['x-request-id']).toBe(
      'nginx-4f2a9c01d3',
    );
    expect((await server.app.inject({ url: '/healthz', headers })).headers['x-request-id']).not.toBe(
      'nginx-4f2a9c01d3',
    );
    // Not an id: it would land in logs and headers as is.
    const odd = await behindProxy.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\tc' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the access log', () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(loggerOptions('info'), {
    write: (line: string) => {
      lines.push(JSON.parse(line));
    },
  });
  const logged = setupTestServer({}, { workers: false, logger });

  it('writes one line per answer at info: its id, route, path without the query, status and time; no probe', async () => {
    lines.length = 0;
    const me = await logged.app.inject({ url: '/api/auth/me?token=secret-in-query' });
    await logged.app.inject({ url: '/readyz' });
    await logged.app.inject({ url: '/livez' });
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      reqId: me.headers['x-request-id'],
      method: 'GET',
      route: '/api/auth/me',
      path: '/api/auth/me',
      status: 401,
    });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
    // A token in a path (the Google stand-in's interaction ids) is masked, as in every other line.
    const token = 'iPOxD-855uL_CjsPYfiiV1Aevr4IqLsMfvhw_ChOnFM';
    await logged.app.inject({ url: `/interaction/${token}` });
    const masked = lines.filter((line) => line.msg === 'request').at(-1);
    expect(masked?.path).toBe('/interaction/[id]');
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
