import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, isPublicAddress, SafeFetchError, setUpFailure } from './safe-fetch.ts';

let server: Server;
let origin: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ok') return res.end('hello');
    if (url.pathname === '/echo-auth') return res.end(req.headers.authorization ?? 'none');
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/ok' });
      return res.end();
    }
    if (url.pathname === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      // Streamed without Content-Length: the cap must count what arrives.
      for (let i = 0; i < 64; i++) res.write('x'.repeat(1024));
      return res.end();
    }
    if (url.pathname === '/hang') return; // never answers
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return (error as SafeFetchError).reason;
}

describe('safe-fetch', () => {
  it('refuses loopback, private, link-local and metadata addresses in every spelling', async () => {
    const safeFetch = createSafeFetch();
    for (const url of [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://[::1]/',
      'http://[0:0:0:0:0:0:0:1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0/',
      'http://10.0.0.8/',
      'http://172.16.3.4/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://localhost/',
      'http://foo.localhost/',
      `${origin}/ok`,
    ]) {
      expect(await refusal(safeFetch(url)), url).toBe('address');
    }
  });

  it('refuses other schemes and credentials in the URL', async () => {
    const safeFetch = createSafeFetch();
    for (const url of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'data:text/plain,hi',
      'gopher://example.com/',
    ]) {
      expect(await refusal(safeFetch(url)), url).toBe('scheme');
    }
    expect(await refusal(safeFetch('http://user:pw@example.com/'))).toBe('credentials');
  });

  it('refuses names that resolve to a private address, checking every address returned', async () => {
    const safeFetch = createSafeFetch({
      resolve: async (name) =>
        name === 'mixed.example'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '10.0.0.1', family: 4 },
            ]
          : [{ address: '127.0.0.1', family: 4 }],
    });
    expect(await refusal(safeFetch('http://evil.example/'))).toBe('address');
    expect(await refusal(safeFetch('http://mixed.example/'))).toBe('address');
  });

  it('connects to the address it checked: a name that rebinds between lookups gains nothing', async () => {
    const port = new URL(origin).port;
    let calls = 0;
    // First answer public (a check outside the socket would pass), every later answer loopback.
    const safeFetch = createSafeFetch({
      resolve: async () => {
        calls += 1;
        return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
      },
      timeoutMs: 1500,
    });
    const before = hits.length;
    const reason = await refusal(safeFetch(`http://rebind.example:${port}/ok`));
    // Either the public address was tried (and timed out / failed) or a later lookup was refused:
    // never did a request reach our loopback server.
    expect(['timeout', 'network', 'address']).toContain(reason);
    expect(hits.length).toBe(before);
  });

  it('fetches allow-listed prefixes only, at a path boundary, after normalization', async () => {
    const safeFetch = createSafeFetch({ allow: [`${origin}/ok`] });
    const response = await safeFetch(`${origin}/ok`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
    expect(response.url).toBe(`${origin}/ok`);
    for (const url of [`${origin}/okay`, `${origin}/ok/../big`, `${origin}/ok/%2e%2e/big`, `${origin}/`]) {
      expect(await refusal(safeFetch(url)), url).toBe('address');
    }
  });

  it('re-checks every redirect: from an allowed prefix to a private address is refused', async () => {
    const safeFetch = createSafeFetch({ allow: [`${origin}/`] });
    const followed = await safeFetch(`${origin}/redirect?to=/ok`);
    expect(await followed.text()).toBe('hello');
    expect(followed.url).toBe(`${origin}/ok`);
    for (const target of [
      'http://169.254.169.254/',
      'http://127.0.0.1:1/',
      'http://[::1]/',
      'file:///etc/passwd',
    ]) {
      const reason = await refusal(safeFetch(`${origin}/redirect?to=${encodeURIComponent(target)}`));
      expect(['address', 'scheme'], target).toContain(reason);
    }
    expect(await refusal(safeFetch(`${origin}/loop`))).toBe('redirects');
  });

  it('drops Authorization when a redirect leaves the origin', async () => {
    const other = origin.replace('127.0.0.1', 'localhost');
    const safeFetch = createSafeFetch({ allow: [`${origin}/`, `${other}/`] });
    const same = await safeFetch(`${origin}/redirect?to=/echo-auth`, {
      headers: { authorization: 'Basic c2VjcmV0' },
    });
    expect(await same.text()).toBe('Basic c2VjcmV0');
    const cross = await safeFetch(`${origin}/redirect?to=${encodeURIComponent(`${other}/echo-auth`)}`, {
      headers: { authorization: 'Basic c2VjcmV0' },
    });
    expect(await cross.text()).toBe('none');
  });

  it('caps the size of a streamed answer and the time of a slow one', async () => {
    const safeFetch = createSafeFetch({ allow: [`${origin}/`], maxResponseBytes: 16 * 1024, timeoutMs: 500 });
    expect(await refusal(safeFetch(`${origin}/big`))).toBe('too-large');
    expect(await refusal(safeFetch(`${origin}/hang`))).toBe('timeout');
  });

  it('takes a smaller cap, fewer redirects and a truncated read per call', async () => {
    const safeFetch = createSafeFetch({ allow: [`${origin}/`] });
    expect(await refusal(safeFetch(`${origin}/big`, { limits: { maxResponseBytes: 1000 } }))).toBe(
      'too-large',
    );
    const cut = await safeFetch(`${origin}/big`, { limits: { maxResponseBytes: 1000, truncate: true } });
    expect((await cut.text()).length).toBe(1000);
    // A call cannot raise the instance's own caps.
    const capped = createSafeFetch({ allow: [`${origin}/`], maxResponseBytes: 2000 });
    const raised = await capped(`${origin}/big`, { limits: { maxResponseBytes: 1e9, truncate: true } });
    expect((await raised.text()).length).toBe(2000);
    const twice = `${origin}/redirect?to=${encodeURIComponent(`/redirect?to=${encodeURIComponent('/ok')}`)}`;
    expect(await (await safeFetch(twice, { limits: { maxRedirects: 2 } })).text()).toBe('hello');
    expect(await refusal(safeFetch(twice, { limits: { maxRedirects: 1 } }))).toBe('redirects');
  });

  it('asks beforeRequest before every hop, which can stop the call', async () => {
    const safeFetch = createSafeFetch({ allow: [`${origin}/`] });
    const seen: string[] = [];
    let left = 2;
    const beforeRequest = (url: URL) => {
      seen.push(url.pathname);
      if (left-- <= 0) throw new SafeFetchError('budget', 'request budget spent');
    };
    expect(await (await safeFetch(`${origin}/redirect`, { limits: { beforeRequest } })).text()).toBe('hello');
    expect(seen).toEqual(['/redirect', '/ok']);
    const error = await safeFetch(`${origin}/ok`, { limits: { beforeRequest } }).catch((caught) => caught);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect(error.reason).toBe('budget');
    expect(error.sent).toBe(false);
  });

  it('says whether a failed call may have reached a server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const safeFetch = createSafeFetch({ allow: [`${origin}/`, `${deadOrigin}/`], timeoutMs: 500 });
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error('expected a failure');
        },
        (error: SafeFetchError) => ({
          reason: error.reason,
          sent: error.sent,
          ...(error.code ? { code: error.code } : {}),
        }),
      );
    // Nothing listens: the connection was refused, no request left.
    expect(await failure(safeFetch(`${deadOrigin}/posts`, { method: 'POST', body: 'x' }))).toEqual({
      reason: 'network',
      sent: false,
      code: 'ECONNREFUSED',
    });
    // A refused address and a name that does not resolve: nothing left either.
    expect(await failure(safeFetch('http://10.0.0.1/posts'))).toEqual({ reason: 'address', sent: false });
    const unresolved = createSafeFetch({
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND blog.invalid'), { code: 'ENOTFOUND' });
      },
    });
    expect(await failure(unresolved('http://blog.invalid/'))).toEqual({
      reason: 'network',
      sent: false,
      code: 'ENOTFOUND',
    });
    // A host that takes the TCP connection and never answers TLS: the connection is never set up, so
    // nothing was sent, within the connection's own time (half the call's).
    const sockets: Socket[] = [];
    const silent = createNetServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentOrigin = `https://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const tls = createSafeFetch({ allow: [`${silentOrigin}/`], timeoutMs: 1_000 });
      expect(await failure(tls(`${silentOrigin}/posts`, { method: 'POST', body: 'x' }))).toEqual({
        reason: 'timeout',
        sent: false,
        code: 'UND_ERR_CONNECT_TIMEOUT',
      });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
    // The server took the request and never answered: it may have acted on it.
    expect(await failure(safeFetch(`${origin}/hang`))).toEqual({ reason: 'timeout', sent: true });
    // A first hop answered, then the redirect led nowhere: the first request was sent.
    const onward = `${origin}/redirect?to=${encodeURIComponent(`${deadOrigin}/x`)}`;
    expect(await failure(safeFetch(onward))).toEqual({ reason: 'network', sent: true });
  });

  it('counts a TLS failure as unsent only when it can only happen before the request', () => {
    const failed = (code: string) =>
      new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
    for (const code of ['DEPTH_ZERO_SELF_SIGNED_CERT', 'CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID'])
      expect(setUpFailure(failed(code)), code).toBe(code);
    // A bad record or an alert may end a connection after the request left: maybe sent.
    for (const code of ['EPROTO', 'ERR_SSL_DECRYPTION_FAILED_OR_BAD_RECORD_MAC', 'ECONNRESET'])
      expect(setUpFailure(failed(code)), code).toBeUndefined();
  });

  it('property: any private IPv4, written as an integer or in dotted hex, is refused', async () => {
    const safeFetch = createSafeFetch();
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
    );
    await fc.assert(
      fc.asyncProperty(privateV4, fc.boolean(), async (octets, asInteger) => {
        const host = asInteger
          ? String(octets.reduce((sum, octet) => sum * 256 + octet, 0))
          : octets.map((octet) => `0x${octet.toString(16)}`).join('.');
        expect(await refusal(safeFetch(`http://${host}/`))).toBe('address');
      }),
      { numRuns: 200 },
    );
  });

  it('isPublicAddress accepts public unicast only', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:10.0.0.1',
      'fe80::1',
      '224.0.0.1',
      '255.255.255.255',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });
});
