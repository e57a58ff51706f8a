/**
 * The one way the server fetches a URL that a user typed (their WordPress site, product pages):
 * PRODUCT.md §12. What it refuses, and why:
 * - anything but http(s), and credentials in the URL (they would leave in a Referer or a log);
 * - loopback, private, link-local, unique-local, CGNAT, multicast, reserved and metadata addresses,
 *   in every spelling: the WHATWG URL parser already turns 127.1, 2130706433, 0x7f.1 and 0177.0.0.1
 *   into 127.0.0.1, and ipaddr.js unwraps IPv4-mapped IPv6 ([::ffff:7f00:1]); only `unicast` passes;
 * - names that resolve to any such address: the check runs inside the socket's own DNS lookup, on
 *   every address returned, and the socket connects to the address that was checked, so a name that
 *   answers "public" to a first query and "private" to a second (DNS rebinding) gains nothing;
 * - redirects are followed by hand, each hop checked again like the first;
 * - time and size are capped, so a slow or endless answer cannot hold a request open.
 * Explicitly configured URL prefixes (our own sandboxes, a local WordPress in CI) skip the address
 * check only; everything else still applies to them.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

export type SafeFetchFailure =
  | 'scheme'
  | 'credentials'
  | 'address'
  | 'redirects'
  | 'too-large'
  | 'timeout'
  | 'network';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  readonly reason: SafeFetchFailure;

  constructor(reason: SafeFetchFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

export type ResolveAddresses = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  /**
   * URL prefixes that may be on this machine or a private network (e.g. `http://127.0.0.1:18080/`).
   * Compared with the parsed, normalized URL (dot segments resolved) at a path boundary.
   */
  allow?: string[];
  /** The whole exchange, body included. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
  /** DNS, replaceable in tests. */
  resolve?: ResolveAddresses;
}

export type SafeFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

const DEFAULTS = { timeoutMs: 10_000, maxResponseBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);

/** True for an address on the public internet: ipaddr.js's `unicast`, after unwrapping IPv4-mapped IPv6. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'unicast';
}

const systemResolve: ResolveAddresses = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's DNS lookup: resolves, refuses the whole name if any address is not public, and hands
 * the socket exactly the addresses it checked.
 */
function checkingLookup(resolve: ResolveAddresses) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address));
        if (refused) {
          const error: NodeJS.ErrnoException = new SafeFetchError(
            'address',
            `refused address for ${hostname}`,
          );
          error.code = 'ENOTPUBLIC';
          callback(error, '', undefined);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', undefined),
    );
  };
}

function normalizedPrefix(prefix: string): string {
  return new URL(prefix).href;
}

/** `url` lies under `prefix`: same origin, and the path continues at a segment boundary. */
function isUnderPrefix(url: URL, prefix: string): boolean {
  const href = url.href;
  if (!href.startsWith(prefix)) return false;
  if (prefix.endsWith('/') || href.length === prefix.length) return true;
  return ['/', '?', '#'].includes(href[prefix.length] ?? '');
}

/** Refuses what no address check could make safe; returns whether the URL is allow-listed. */
function vet(url: URL, allow: string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('scheme', `refused scheme ${url.protocol}`);
  }
  if (url.username || url.password) throw new SafeFetchError('credentials', 'refused credentials in URL');
  if (allow.some((prefix) => isUnderPrefix(url, prefix))) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never reaches the lookup (sockets skip DNS for it): check it here.
  if (ipaddr.isValid(host) && !isPublicAddress(host)) {
    throw new SafeFetchError('address', 'refused address');
  }
  // Names that are loopback by definition (RFC 6761), whatever a resolver says.
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw new SafeFetchError('address', 'refused address');
  return false;
}

function causeOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof SafeFetchError) return current;
    current = current.cause;
  }
  return current;
}

async function readCapped(response: Awaited<ReturnType<typeof undiciFetch>>, maxBytes: number) {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new SafeFetchError('too-large', 'response too large');
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new SafeFetchError('too-large', 'response too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const { timeoutMs, maxResponseBytes, maxRedirects } = { ...DEFAULTS, ...options };
  const allow = (options.allow ?? []).map(normalizedPrefix);
  const checked = new Agent({ connect: { lookup: checkingLookup(options.resolve ?? systemResolve) } });
  const trusted = new Agent();

  return async (input, init = {}) => {
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);

    try {
      for (let hop = 0; ; hop++) {
        const allowed = vet(url, allow);
        const response = await undiciFetch(url, {
          method,
          headers: [...headers.entries()],
          body: body as never,
          redirect: 'manual',
          signal,
          dispatcher: allowed ? trusted : checked,
        });
        const location = response.headers.get('location');
        // `redirect: 'manual'` hands the redirect to the caller (who checks where it leads).
        if (REDIRECTS.has(response.status) && location && init.redirect !== 'manual') {
          await response.body?.cancel();
          if (hop >= maxRedirects) throw new SafeFetchError('redirects', 'too many redirects');
          const next = new URL(location, url);
          if (next.origin !== url.origin) headers.delete('authorization');
          if (
            response.status === 303 ||
            ((response.status === 301 || response.status === 302) && method === 'POST')
          ) {
            method = 'GET';
            body = undefined;
            headers.delete('content-type');
          }
          url = next;
          continue;
        }
        const bytes = await readCapped(response, maxResponseBytes);
        const result = new Response(NO_BODY.has(response.status) ? null : bytes, {
          status: response.status,
          statusText: response.statusText,
          headers: new Headers([...response.headers.entries()]),
        });
        Object.defineProperty(result, 'url', { value: url.href });
        return result;
      }
    } catch (error) {
      const cause = causeOf(error);
      if (cause instanceof SafeFetchError) throw cause;
      if (signal.aborted && !init.signal?.aborted) throw new SafeFetchError('timeout', 'request timed out');
      throw new SafeFetchError('network', error instanceof Error ? error.message : 'network error');
    }
  };
}
