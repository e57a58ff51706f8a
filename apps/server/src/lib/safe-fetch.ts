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
  | 'budget'
  | 'network';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  readonly reason: SafeFetchFailure;
  /**
   * Whether any request may have reached a server. False when the failure came before a first byte
   * was sent (a refused URL or address, a name that does not resolve, a refused connection, a TLS
   * handshake that failed, a connect timeout, a spent budget): a POST that failed so was not
   * delivered, and there is nothing to take back.
   */
  readonly sent: boolean;
  /**
   * For a failure before anything was sent, the set-up's error code: ENOTFOUND (the name does not
   * resolve), ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT, a TLS code… Lets a caller say why in words.
   */
  readonly code?: string;

  constructor(
    reason: SafeFetchFailure,
    message: string,
    { sent = false, code }: { sent?: boolean; code?: string } = {},
  ) {
    super(message);
    this.reason = reason;
    this.sent = sent;
    this.code = code;
  }
}

/**
 * What one call may use, beside the instance's defaults: a smaller size cap (or reading up to it and
 * stopping there, for a page that is analysed, not stored), fewer redirects, and a hook before every
 * request (each redirect hop is one), which may throw a SafeFetchError('budget') to stop the call.
 */
export interface SafeFetchLimits {
  maxResponseBytes?: number;
  /** Read at most maxResponseBytes and hand back that much, instead of refusing a larger answer. */
  truncate?: boolean;
  maxRedirects?: number;
  beforeRequest?: (url: URL) => void;
}

export type SafeFetchInit = RequestInit & { limits?: SafeFetchLimits };

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

export type SafeFetch = (url: string | URL, init?: SafeFetchInit) => Promise<Response>;

const DEFAULTS = { timeoutMs: 10_000, maxResponseBytes: 5 * 1024 * 1024, maxRedirects: 5 };
/** A connection (DNS, TCP, TLS) is set up within this, or the call fails as not sent. */
const CONNECT_TIMEOUT_MS = 5_000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Errors of the connection's set-up, before a request's first byte leaves: the name does not resolve,
 * nothing listens, no route, the TLS handshake fails, the connect times out (undici's own code).
 */
const BEFORE_REQUEST_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_FAIL',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'ENOTPUBLIC',
]);

/**
 * The TLS failures that can only happen in the handshake, before any request: the certificate's
 * verification and the handshake's own timeout. Not EPROTO nor ERR_SSL_*: a bad record or an alert
 * may end a connection after the request left, and a request that may have arrived is never said
 * unsent (its post could be created twice).
 */
const isTlsSetupCode = (code: string) =>
  /^(?:ERR_TLS_CERT_ALTNAME_INVALID$|ERR_TLS_HANDSHAKE_TIMEOUT$|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_)/.test(
    code,
  );

/** The code of `error` (or a cause of it) that says the connection was never set up; undefined otherwise. */
export function setUpFailure(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && (BEFORE_REQUEST_CODES.has(code) || isTlsSetupCode(code))) return code;
    current = current.cause;
  }
  return undefined;
}

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

/** The body, at most `maxBytes` of it: refused when larger, or cut there with `truncate`. */
async function readCapped(
  response: Awaited<ReturnType<typeof undiciFetch>>,
  maxBytes: number,
  truncate: boolean,
) {
  const declared = Number(response.headers.get('content-length'));
  if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new SafeFetchError('too-large', 'response too large', { sent: true });
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      await reader.cancel();
      if (!truncate) throw new SafeFetchError('too-large', 'response too large', { sent: true });
      chunks.push(value.subarray(0, maxBytes - size));
      break;
    }
    size += value.byteLength;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const { timeoutMs, maxResponseBytes, maxRedirects } = { ...DEFAULTS, ...options };
  const allow = (options.allow ?? []).map(normalizedPrefix);
  // The connection has a time of its own, shorter than the call's: a host that never accepts one
  // fails as a connect timeout, which proves nothing was sent, rather than as the call's timeout.
  const connect = { timeout: Math.min(CONNECT_TIMEOUT_MS, timeoutMs / 2) };
  const checked = new Agent({
    connect: { ...connect, lookup: checkingLookup(options.resolve ?? systemResolve) },
  });
  const trusted = new Agent({ connect });

  return async (input, { limits = {}, ...init } = {}) => {
    const maxBytes = Math.min(limits.maxResponseBytes ?? maxResponseBytes, maxResponseBytes);
    const hops = Math.min(limits.maxRedirects ?? maxRedirects, maxRedirects);
    // Set once a request went out: from then on, a failure may follow a delivery.
    let sent = false;
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
        limits.beforeRequest?.(url);
        const response = await undiciFetch(url, {
          method,
          headers: [...headers.entries()],
          body: body as never,
          redirect: 'manual',
          signal,
          dispatcher: allowed ? trusted : checked,
        });
        sent = true;
        const location = response.headers.get('location');
        // `redirect: 'manual'` hands the redirect to the caller (who checks where it leads).
        if (REDIRECTS.has(response.status) && location && init.redirect !== 'manual') {
          await response.body?.cancel();
          if (hop >= hops) throw new SafeFetchError('redirects', 'too many redirects', { sent });
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
        const bytes = await readCapped(response, maxBytes, limits.truncate === true);
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
      if (cause instanceof SafeFetchError)
        throw cause.sent || !sent ? cause : new SafeFetchError(cause.reason, cause.message, { sent });
      // A timeout may strike after the request left: only a failed set-up proves nothing was sent.
      const code = sent ? undefined : setUpFailure(error);
      const reached = sent || code === undefined;
      if (code === 'UND_ERR_CONNECT_TIMEOUT' || (signal.aborted && !init.signal?.aborted))
        throw new SafeFetchError('timeout', 'request timed out', { sent: reached, code });
      throw new SafeFetchError('network', error instanceof Error ? error.message : 'network error', {
        sent: reached,
        code,
      });
    }
  };
}
