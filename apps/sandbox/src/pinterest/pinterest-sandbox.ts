/**
 * The Pinterest simulator: a local stand-in for www.pinterest.com/oauth/ and api.pinterest.com/v5
 * that speaks their wire protocol, so the real adapter runs against it in development and tests.
 * OAuth 2 authorization code (an authorize page with Allow and Deny; single-use codes for 10
 * minutes, bound to their client, redirect URI and PKCE challenge (S256); client authentication by
 * HTTP Basic; refresh tokens with continuous refresh), then the
 * calls the product makes: user_account, boards (bookmark pagination), pins (an image_url pin's
 * image fetched and kept, as Pinterest does, so the pin shows it whatever becomes of the source), pin
 * analytics and keyword trends. Errors are Pinterest's `{code, message}`; another account's board or pin is a 404;
 * past `rateLimitPerMinute` calls a token gets 429. Its tests hold every `/v5` exchange to
 * Pinterest's OpenAPI document (apps/sandbox/contracts). Credentials are checked before a body is
 * read. Accounts are keyed by the username typed on the authorize page: whoever reaches the page
 * signs in as anyone (the server keeps it on localhost). Helpers of its own, with the app's client
 * credentials: POST _sandbox/pins/age {pins, seconds} ages the pins it names (their analytics grow
 * without waiting; nothing else moves); a clock per account (GET _sandbox/clock?username=, POST
 * _sandbox/clock/advance {seconds, username}) moves one account's time forward, its tokens' too, for
 * tests of expiry and refresh; every other account keeps its own clock, tokens and pins as they were. Mounted by the
 * server under /sandbox/pinterest.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PIN_METRIC_TYPES, pinAnalytics, TREND_TYPES, topTrends } from './pinterest-insights.ts';
import {
  PINTEREST_SCOPE_TEXT,
  renderAuthorizePage,
  renderAvatarSvg,
  renderCoverSvg,
  renderErrorPage,
} from './pinterest-pages.ts';
import { seedAccount } from './pinterest-seed.ts';
import {
  type BoardPrivacy,
  createPinterestStore,
  hashToken,
  type StoredAccount,
  type StoredBoard,
  type StoredGrant,
  type StoredPin,
} from './pinterest-store.ts';
import { TREND_REGIONS } from './pinterest-trend-keywords.ts';

export interface PinterestSandboxClient {
  clientId: string;
  clientSecret: string;
  /** Compared exactly, as Pinterest does. */
  redirectUris: string[];
  /** The app's name on the authorize page. */
  name?: string;
}

export interface PinterestSandboxOptions {
  /** Where the simulator is reached, e.g. http://localhost:3000/sandbox/pinterest */
  publicUrl: string;
  clients: PinterestSandboxClient[];
  /** Keep accounts, boards, pins and tokens across restarts in this JSON file. */
  dataFile?: string;
  /** The real clock (ms), for tests of expiry; each account's runs ahead of it by its own offset. */
  now?: () => number;
  /** Calls per access token per minute before 429. */
  rateLimitPerMinute?: number;
  /**
   * How an image_url pin's image is fetched, as Pinterest's servers fetch it (default: the global
   * fetch). The product's server passes its safe fetch: public addresses and its own sandboxes only.
   */
  fetchImage?: (url: string, init?: RequestInit) => Promise<Response>;
}

const ACCESS_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const REFRESH_TOKEN_SECONDS = 60 * 24 * 60 * 60;
const CODE_MS = 10 * 60 * 1000;
const DAY_MS = 86_400_000;
const DEFAULT_RATE_LIMIT = 1000;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const IMAGE_FETCH_MS = 10_000;
const USERNAME = /^[A-Za-z0-9_]{3,30}$/;
/** RFC 7636: an S256 challenge is 32 bytes in base64url; a verifier 43 to 128 unreserved characters. */
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The scopes each call needs: its security requirement in Pinterest's document. */
const READ_BOARDS_AND_PINS = ['boards:read', 'pins:read'];
const WRITE_PINS = ['boards:read', 'boards:write', 'pins:read', 'pins:write'];

class PinterestError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(status: number, code: number, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Pinterest's errors, with the codes and messages its document gives for them. */
const errors = {
  authentication: () => new PinterestError(401, 2, 'Authentication failed.'),
  scope: () =>
    new PinterestError(
      401,
      3,
      'Your token does not have sufficient permissions to perform this operation. Please ensure your token is authorized with the correct set of scopes.',
    ),
  rateLimited: () =>
    new PinterestError(
      429,
      8,
      'This request exceeded a rate limit. This can happen if the client exceeds one of the published rate limits within a short time window.',
    ),
  invalid: (message: string) => new PinterestError(400, 1, message),
  invalidUrl: () =>
    new PinterestError(
      400,
      1,
      'Whoops! It looks like you entered an invalid URL. Try creating a Pin again with a valid URL.',
    ),
  invalidGrant: (message: string) => new PinterestError(400, 283, message),
  boardNotFound: (code = 40) => new PinterestError(404, code, 'Board not found.'),
  pinNotFound: (code = 50) => new PinterestError(404, code, 'Pin not found.'),
  sectionNotFound: () => new PinterestError(404, 2031, "Sorry! We couldn't find this board section."),
  boardExists: () => new PinterestError(409, 58, 'You already have a board with this name.'),
  analytics: () => new PinterestError(400, 400, 'Invalid pins analytics parameters.'),
  // Pinterest's document gives no text for this one; its invalid-request code, our words.
  imageNotFetched: () =>
    new PinterestError(400, 1, "Sorry! We couldn't fetch an image at media_source.url. Try another URL."),
  trends: () => new PinterestError(400, 400, 'Invalid trending keywords request parameters'),
};

type Query = Record<string, string | undefined>;
type JsonBody = Record<string, unknown>;

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
/** Pinterest's timestamps, to the second (the document's date-time format). */
const isoTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const isRecord = (value: unknown): value is JsonBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first value of each query parameter (Fastify gives arrays for repeated ones). */
function queryOf(request: FastifyRequest): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') query[name] = first;
  }
  return query;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Image magic numbers: Pinterest refuses data that is not the image it claims to be. */
function isImage(bytes: Buffer, contentType: string): boolean {
  if (contentType === 'image/png') return bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** The type of an image by its first bytes (what is kept: PNG or JPEG), whatever its URL or header say. */
function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (isImage(bytes, 'image/png')) return 'image/png';
  if (isImage(bytes, 'image/jpeg')) return 'image/jpeg';
  return undefined;
}

export async function pinterestSandbox(app: FastifyInstance, options: PinterestSandboxOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const realNow = options.now ?? Date.now;
  const store = createPinterestStore(options.dataFile, realNow);
  /** An account's clock: the real one, moved forward by the clock helper (its pins age, its tokens too). */
  const clockOf = (account: StoredAccount) => store.now(account.username);
  const rateLimit = options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT;
  const fetchImage = options.fetchImage ?? globalThis.fetch;
  /** Authorization codes live 10 minutes: memory is enough. By hash of the code. */
  const codes = new Map<string, StoredGrant & { redirectUri: string; codeChallenge?: string }>();
  /** Calls per token (by hash) in the current minute; emptied when the minute changes. */
  const calls = new Map<string, number>();
  let callsMinute = 0;

  const findClient = (clientId: string | undefined) =>
    options.clients.find((client) => client.clientId === clientId);

  function accountFor(username: string): StoredAccount {
    const key = username.toLowerCase();
    const existing = store.account(key);
    if (existing) return existing;
    const account = seedAccount({ username: key, now: realNow(), publicUrl, nextId: store.nextId });
    store.addAccount(account);
    return account;
  }

  /**
   * The account behind the request's Bearer token. Order as Pinterest: a bad token is 401 before
   * anything else; a good one is counted, then its scopes are checked.
   */
  function bearerGrant(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const grant = token ? store.accessGrant(token) : undefined;
    if (!token || !grant || grant.expiresAt <= store.now(grant.username)) throw errors.authentication();
    return { token, grant };
  }

  /** The client of the token endpoint's HTTP Basic credentials. */
  function basicClient(request: FastifyRequest): PinterestSandboxClient {
    const header = request.headers.authorization ?? '';
    const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
    const decoded = basic ? Buffer.from(basic, 'base64').toString() : '';
    const separator = decoded.indexOf(':');
    const client = findClient(separator >= 0 ? decoded.slice(0, separator) : '');
    if (!client || !sameSecret(client.clientSecret, decoded.slice(separator + 1)))
      throw errors.authentication();
    return client;
  }

  function authenticate(request: FastifyRequest, scopes: string[]): StoredAccount {
    const { token, grant } = bearerGrant(request);
    const key = hashToken(token);
    // Rate windows are real minutes: no account's clock moves another token's window.
    const minute = Math.floor(realNow() / 60_000);
    if (minute !== callsMinute) {
      calls.clear();
      callsMinute = minute;
    }
    const count = (calls.get(key) ?? 0) + 1;
    calls.set(key, count);
    if (count > rateLimit) throw errors.rateLimited();
    if (!scopes.every((scope) => grant.scopes.includes(scope))) throw errors.scope();
    const account = store.account(grant.username);
    if (!account) throw errors.authentication();
    return account;
  }

  function pinImageUrl(pin: StoredPin): string {
    if (!pin.upload) return pin.imageUrl;
    return `${publicUrl}/media/pins/${pin.id}.${pin.upload.contentType === 'image/png' ? 'png' : 'jpg'}`;
  }

  const boardPins = (account: StoredAccount, boardId: string) =>
    account.pins.filter((pin) => pin.boardId === boardId).sort((a, b) => b.createdAt - a.createdAt);

  function presentBoard(account: StoredAccount, board: StoredBoard) {
    const pins = boardPins(account, board.id);
    const newest = pins[0];
    return {
      id: board.id,
      created_at: isoTime(board.createdAt),
      board_pins_modified_at: isoTime(board.pinsModifiedAt),
      name: board.name,
      description: board.description,
      collaborator_count: 0,
      pin_count: pins.length,
      follower_count: board.followerCount,
      media: {
        image_cover_url: board.coverUrl ?? (newest ? pinImageUrl(newest) : null),
        pin_thumbnail_urls: pins.slice(0, 4).map(pinImageUrl),
      },
      owner: { username: account.username },
      privacy: board.privacy,
      is_ads_only: false,
    };
  }

  function presentPin(account: StoredAccount, pin: StoredPin) {
    const url = pinImageUrl(pin);
    // Sizes as Pinterest names them; a standard pin is 2:3.
    const image = (width: number, height: number) => ({ width, height, url });
    return {
      id: pin.id,
      created_at: isoTime(pin.createdAt),
      link: pin.link,
      title: pin.title,
      description: pin.description,
      dominant_color: `#${sha256(pin.id).toString('hex').slice(0, 6)}`,
      alt_text: pin.altText,
      creative_type: 'REGULAR',
      board_id: pin.boardId,
      board_section_id: pin.sectionId ?? null,
      board_owner: { username: account.username },
      is_owner: true,
      media: {
        media_type: 'image',
        images: {
          '150x150': image(150, 150),
          '400x300': image(400, 300),
          '600x': image(600, 900),
          '1200x': image(1200, 1800),
        },
      },
      parent_pin_id: null,
      is_standard: true,
      has_been_promoted: false,
      pin_metrics: null,
    };
  }

  /** Bookmark pagination. The bookmark is opaque to clients: the listing's name and an offset. */
  function paginate<T>(items: T[], query: Query, listing: string) {
    let pageSize = 25;
    if (query.page_size !== undefined) {
      if (!/^\d+$/.test(query.page_size))
        throw errors.invalid(`Parameter 'page_size' was not numeric (was ${query.page_size})`);
      pageSize = Number(query.page_size);
      if (pageSize < 1 || pageSize > 250)
        throw errors.invalid(`Parameter 'page_size' must be between 1 and 250 (was ${pageSize})`);
    }
    let start = 0;
    if (query.bookmark) {
      const [name, offset] = Buffer.from(query.bookmark, 'base64url').toString().split(':');
      if (name !== listing || !offset || !/^\d+$/.test(offset)) throw errors.invalid('Invalid bookmark.');
      start = Number(offset);
    }
    const end = start + pageSize;
    return {
      items: items.slice(start, end),
      bookmark: end < items.length ? Buffer.from(`${listing}:${end}`).toString('base64url') : null,
    };
  }

  const findPin = (account: StoredAccount, pinId: string, notFoundCode?: number) => {
    const pin = account.pins.find((candidate) => candidate.id === pinId);
    if (!pin) throw errors.pinNotFound(notFoundCode);
    return pin;
  };

  /** title, description, alt_text and link as Pinterest checks them (strings or null, its limits). */
  function readPinText(body: JsonBody) {
    const text: Partial<Record<'title' | 'description' | 'alt_text' | 'link', string | null>> = {};
    const limits = { title: 100, description: 800, alt_text: 500, link: 2048 } as const;
    for (const [field, max] of Object.entries(limits) as Array<[keyof typeof limits, number]>) {
      const value = body[field];
      if (value === undefined) continue;
      if (value !== null && typeof value !== 'string')
        throw errors.invalid(`Invalid request: '${field}' must be a string or null`);
      if (typeof value === 'string' && value.length > max)
        throw errors.invalid(`Invalid request: '${field}' is too long (${value.length} > ${max} characters)`);
      text[field] = value;
    }
    if (typeof text.link === 'string' && text.link !== '' && !isHttpUrl(text.link)) throw errors.invalidUrl();
    if (text.link === '') text.link = null;
    return text;
  }

  /** An image_url pin's image, fetched once and kept, as Pinterest copies it to its own servers. */
  async function fetchPinImage(url: string): Promise<NonNullable<StoredPin['upload']>> {
    let bytes: Buffer;
    try {
      const response = await fetchImage(url, {
        headers: { accept: 'image/*' },
        signal: AbortSignal.timeout(IMAGE_FETCH_MS),
      });
      if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES)
        throw errors.imageNotFetched();
      bytes = Buffer.from(await response.arrayBuffer());
    } catch {
      throw errors.imageNotFetched();
    }
    if (bytes.length > MAX_IMAGE_BYTES) throw errors.invalid('Invalid request: the image is too large');
    const contentType = sniffImage(bytes);
    if (!contentType) throw errors.imageNotFetched();
    return { contentType, data: bytes.toString('base64') };
  }

  /** The media source, checked; an image_url's image is fetched later (`upload` left out). */
  function readMediaSource(source: unknown): Pick<StoredPin, 'imageUrl' | 'upload'> {
    if (!isRecord(source)) throw errors.invalid("Invalid request: 'media_source' is a required property");
    if (source.source_type === 'image_url') {
      if (typeof source.url !== 'string' || !isHttpUrl(source.url)) throw errors.invalidUrl();
      return { imageUrl: source.url };
    }
    if (source.source_type === 'image_base64') {
      const contentType = source.content_type;
      if (contentType !== 'image/png' && contentType !== 'image/jpeg')
        throw errors.invalid("Invalid request: 'content_type' must be one of image/jpeg, image/png");
      if (typeof source.data !== 'string' || !/^[a-zA-Z0-9+/=]+$/.test(source.data))
        throw errors.invalid("Invalid request: 'data' must be base64");
      const bytes = Buffer.from(source.data, 'base64');
      if (bytes.length > MAX_IMAGE_BYTES) throw errors.invalid('Invalid request: the image is too large');
      if (!isImage(bytes, contentType))
        throw errors.invalid(`Invalid request: 'data' is not a ${contentType} image`);
      return { imageUrl: '', upload: { contentType, data: bytes.toString('base64') } };
    }
    throw errors.invalid(
      `The Pinterest sandbox creates image pins only: source_type image_url or image_base64 (was ${String(source.source_type)})`,
    );
  }

  const bodyOf = (request: FastifyRequest): JsonBody => {
    if (!isRecord(request.body)) throw errors.invalid('Invalid request: the body must be a JSON object');
    return request.body;
  };

  // --- Plumbing: Pinterest's body parsers and error shape, for this plugin only -----------------
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 12 * 1024 * 1024 },
    function parseJson(_request, text, done) {
      try {
        done(null, text === '' ? undefined : JSON.parse(String(text)));
      } catch {
        done(errors.invalid('Invalid request: the body is not valid JSON'), undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    function parseForm(_request, text, done) {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    },
  );
  app.setErrorHandler(function sendPinterestError(error, request, reply) {
    if (error instanceof PinterestError)
      return reply.code(error.status).send({ code: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Pinterest sandbox failure');
      return reply
        .code(500)
        .send({ code: 500, message: 'Something went wrong on our end. Sorry about that.' });
    }
    return reply.code(status).send({ code: status, message: (error as Error).message });
  });
  app.setNotFoundHandler(function sendNotFound(_request, reply) {
    return reply.code(404).send({ code: 404, message: 'Not found.' });
  });

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  // Who calls the API is known before its body is read: a pin may carry 12 MB of image, which an
  // anonymous client must not make us buffer. (Unknown paths fall through to the 404.)
  app.addHook('onRequest', async function authenticateFirst(request, reply) {
    const route = request.routeOptions.url?.slice(app.prefix.length);
    const helper = route === '/_sandbox/clock/advance' || route === '/_sandbox/pins/age';
    if (!route?.startsWith('/v5/') && !helper) return;
    try {
      if (route === '/v5/oauth/token' || helper) basicClient(request);
      else bearerGrant(request);
    } catch (error) {
      // The body stays unread: the connection closes after the answer instead of draining it.
      if (request.headers['content-length'] || request.headers['transfer-encoding'])
        reply.header('connection', 'close');
      throw error;
    }
  });

  /** The authorize request's client and redirect URI, or the reason to show an error page. */
  function checkAuthorizeRequest(fields: Query) {
    const client = findClient(fields.client_id);
    if (!client)
      return { ok: false, problem: 'This app is not known to Pinterest (invalid client_id).' } as const;
    if (!fields.redirect_uri || !client.redirectUris.includes(fields.redirect_uri))
      return { ok: false, problem: 'The redirect_uri does not match any registered for this app.' } as const;
    if (fields.response_type !== 'code')
      return { ok: false, problem: 'response_type must be code.' } as const;
    const scopes = [...new Set(splitList(fields.scope))];
    if (scopes.length === 0) return { ok: false, problem: 'The app asked for no scope.' } as const;
    const unknown = scopes.filter((scope) => !(scope in PINTEREST_SCOPE_TEXT));
    if (unknown.length > 0) return { ok: false, problem: `Unknown scope: ${unknown.join(', ')}` } as const;
    // PKCE (RFC 7636), S256 only: 'plain' would hand the verifier to whoever sees this URL.
    const codeChallenge = fields.code_challenge || undefined;
    if (codeChallenge !== undefined || fields.code_challenge_method) {
      if (fields.code_challenge_method !== 'S256')
        return { ok: false, problem: 'code_challenge_method must be S256.' } as const;
      if (!codeChallenge || !CODE_CHALLENGE.test(codeChallenge))
        return {
          ok: false,
          problem: 'code_challenge must be the base64url SHA-256 of the code_verifier.',
        } as const;
    }
    return { ok: true, client, redirectUri: fields.redirect_uri, scopes, codeChallenge } as const;
  }

  function authorizePage(
    fields: Query,
    client: PinterestSandboxClient,
    scopes: string[],
    codeChallenge: string | undefined,
    extra = {},
  ) {
    return renderAuthorizePage({
      action: `${publicUrl}/oauth/`,
      appName: client.name ?? 'Affiliate Autopilot',
      fields: {
        client_id: client.clientId,
        redirect_uri: fields.redirect_uri ?? '',
        response_type: 'code',
        state: fields.state ?? '',
        scope: scopes.join(','),
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      },
      scopes,
      username: 'affiliate_demo',
      ...extra,
    });
  }

  // --- OAuth: the authorize page (www.pinterest.com/oauth/) -------------------------------------
  async function showAuthorize(request: FastifyRequest, reply: FastifyReply) {
    const query = queryOf(request);
    const checked = checkAuthorizeRequest(query);
    // A bad client or redirect URI is shown, never redirected to (it would be an open redirect).
    if (!checked.ok) return sendPage(reply, 400, renderErrorPage(checked.problem));
    return sendPage(reply, 200, authorizePage(query, checked.client, checked.scopes, checked.codeChallenge));
  }
  app.get('/oauth/', showAuthorize);
  app.get('/oauth', showAuthorize);

  app.post('/oauth/', async function decideAuthorize(request, reply) {
    const form = isRecord(request.body) ? (request.body as Query) : {};
    const checked = checkAuthorizeRequest(form);
    if (!checked.ok) return sendPage(reply, 400, renderErrorPage(checked.problem));
    const target = new URL(checked.redirectUri);
    const redirect = (params: Record<string, string>) => {
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
      if (form.state) target.searchParams.set('state', form.state);
      return reply.header('cache-control', 'no-store').redirect(target.href, 303);
    };
    if (form.decision !== 'allow') return redirect({ error: 'access_denied' });
    const username = (form.username ?? '').trim();
    if (!USERNAME.test(username)) {
      const error = 'A Pinterest username has 3 to 30 letters, digits or underscores.';
      return sendPage(
        reply,
        400,
        authorizePage(form, checked.client, checked.scopes, checked.codeChallenge, { username, error }),
      );
    }
    const account = accountFor(username);
    store.save();
    const code = randomBytes(24).toString('base64url');
    for (const [key, pending] of codes)
      if (pending.expiresAt <= store.now(pending.username)) codes.delete(key);
    codes.set(hashToken(code), {
      username: account.username,
      clientId: checked.client.clientId,
      scopes: checked.scopes,
      redirectUri: checked.redirectUri,
      codeChallenge: checked.codeChallenge,
      expiresAt: clockOf(account) + CODE_MS,
    });
    return redirect({ code });
  });

  // --- OAuth: the token endpoint (api.pinterest.com/v5/oauth/token) ------------------------------
  app.post('/v5/oauth/token', async function issueToken(request, reply) {
    const client = basicClient(request);
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      throw errors.invalid('Invalid request: the body must be application/x-www-form-urlencoded');
    const body = (isRecord(request.body) ? request.body : {}) as Query;

    const issue = (
      grant: Omit<StoredGrant, 'expiresAt'>,
      responseType: 'authorization_code' | 'refresh_token',
    ) => {
      const { issuedAt, ...tokens } = store.addGrants(grant, {
        accessMs: ACCESS_TOKEN_SECONDS * 1000,
        refreshMs: REFRESH_TOKEN_SECONDS * 1000,
      });
      store.save();
      return reply.header('cache-control', 'no-store').send({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        response_type: responseType,
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
        refresh_token_expires_at: Math.floor(issuedAt / 1000) + REFRESH_TOKEN_SECONDS,
        scope: grant.scopes.join(','),
      });
    };

    if (body.grant_type === 'authorization_code') {
      if (!body.code || !body.redirect_uri)
        throw errors.invalid("Invalid request: 'code' and 'redirect_uri' are required");
      const key = hashToken(body.code);
      const pending = codes.get(key);
      // Single use: whatever happens next, this code is spent.
      codes.delete(key);
      if (
        !pending ||
        pending.expiresAt <= store.now(pending.username) ||
        pending.clientId !== client.clientId
      )
        throw errors.invalidGrant(
          'The authorization grant is invalid: the code is unknown, used or expired.',
        );
      if (pending.redirectUri !== body.redirect_uri)
        throw errors.invalidGrant('The authorization grant is invalid: redirect_uri does not match.');
      if (pending.codeChallenge) {
        const verifier = body.code_verifier ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!CODE_VERIFIER.test(verifier) || !sameSecret(challenge, pending.codeChallenge))
          throw errors.invalidGrant(
            'The authorization grant is invalid: code_verifier does not match the code_challenge.',
          );
      } else if (body.code_verifier !== undefined) {
        // A verifier for a code asked without a challenge: the challenge was stripped on the way.
        throw errors.invalidGrant(
          'The authorization grant is invalid: code_verifier given for a code issued without a code_challenge.',
        );
      }
      return issue(
        { username: pending.username, clientId: pending.clientId, scopes: pending.scopes },
        'authorization_code',
      );
    }
    if (body.grant_type === 'refresh_token') {
      const grant = body.refresh_token ? store.refreshGrant(body.refresh_token) : undefined;
      if (!grant || grant.expiresAt <= store.now(grant.username) || grant.clientId !== client.clientId)
        throw errors.invalidGrant('The refresh token is invalid or has expired.');
      // An optional narrower scope; never a wider one.
      const asked = body.scope === undefined ? grant.scopes : splitList(body.scope);
      if (asked.length === 0 || asked.some((scope) => !grant.scopes.includes(scope)))
        throw errors.invalid('Invalid request: scope must be a subset of the granted scopes');
      // Continuous refresh: a new refresh token with its own 60 days; the old one stays valid until
      // its own expiry, so a retried refresh after a lost response still works.
      return issue({ username: grant.username, clientId: grant.clientId, scopes: asked }, 'refresh_token');
    }
    throw errors.invalid('Invalid request: grant_type must be authorization_code or refresh_token');
  });

  // --- API v5 -----------------------------------------------------------------------------------
  app.get('/v5/user_account', async function getUserAccount(request) {
    const account = authenticate(request, ['user_accounts:read']);
    const businessName = account.username
      .split('_')
      .filter(Boolean)
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(' ');
    return {
      account_type: 'BUSINESS',
      id: account.id,
      username: account.username,
      profile_image: `${publicUrl}/media/avatars/${encodeURIComponent(account.username)}.svg`,
      website_url: `https://example.com/${account.username}`,
      about: 'Honest product comparisons for the home (a Pinterest sandbox account).',
      business_name: businessName || account.username,
      board_count: account.boards.length,
      pin_count: account.pins.length,
      follower_count: account.boards.reduce((sum, board) => sum + board.followerCount, 0),
      following_count: 48,
      monthly_views: 3200 + account.pins.length * 140,
    };
  });

  app.get('/v5/boards', async function listBoards(request) {
    const account = authenticate(request, ['boards:read']);
    const query = queryOf(request);
    const filters: Record<string, BoardPrivacy[]> = {
      ALL: ['PUBLIC', 'PROTECTED', 'SECRET'],
      PUBLIC: ['PUBLIC'],
      PROTECTED: ['PROTECTED'],
      SECRET: ['SECRET'],
      PUBLIC_AND_SECRET: ['PUBLIC', 'SECRET'],
    };
    const privacy = filters[query.privacy ?? 'ALL'];
    if (!privacy) throw errors.invalid(`Invalid request: unknown privacy filter ${query.privacy}`);
    const boards = account.boards.filter((board) => privacy.includes(board.privacy));
    const page = paginate(boards, query, 'boards');
    return { items: page.items.map((board) => presentBoard(account, board)), bookmark: page.bookmark };
  });

  app.post('/v5/boards', async function createBoard(request, reply) {
    const account = authenticate(request, ['boards:read', 'boards:write']);
    const body = bodyOf(request);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) throw errors.invalid("Invalid request: 'name' is a required property");
    if (name.length > 180) throw errors.invalid("Invalid request: 'name' is too long (max 180 characters)");
    if (body.description !== undefined && body.description !== null && typeof body.description !== 'string')
      throw errors.invalid("Invalid request: 'description' must be a string or null");
    const description = typeof body.description === 'string' ? body.description : '';
    if (description.length > 500)
      throw errors.invalid("Invalid request: 'description' is too long (max 500 characters)");
    const privacy = body.privacy ?? 'PUBLIC';
    if (privacy !== 'PUBLIC' && privacy !== 'PROTECTED' && privacy !== 'SECRET')
      throw errors.invalid("Invalid request: 'privacy' must be one of PUBLIC, PROTECTED, SECRET");
    if (account.boards.some((board) => board.name.toLowerCase() === name.toLowerCase()))
      throw errors.boardExists();
    const board: StoredBoard = {
      id: store.nextId(),
      name,
      description,
      privacy,
      createdAt: clockOf(account),
      pinsModifiedAt: clockOf(account),
      followerCount: 0,
      coverUrl: null,
    };
    account.boards.push(board);
    store.save();
    return reply.code(201).send(presentBoard(account, board));
  });

  /** The board's section named by a pin's `board_section_id` (absent or null: none). */
  function readSection(board: StoredBoard, value: unknown): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || !/^\d+$/.test(value))
      throw errors.invalid("Invalid request: 'board_section_id' does not match '^\\d+$'");
    if (!(board.sections ?? []).some((section) => section.id === value)) throw errors.sectionNotFound();
    return value;
  }

  const ownBoard = (account: StoredAccount, boardId: string) => {
    const board = account.boards.find((candidate) => candidate.id === boardId);
    if (!board) throw errors.boardNotFound(404);
    return board;
  };

  app.get('/v5/boards/:boardId/sections', async function listBoardSections(request) {
    const account = authenticate(request, ['boards:read']);
    const board = ownBoard(account, (request.params as { boardId: string }).boardId);
    const page = paginate(board.sections ?? [], queryOf(request), `sections-${board.id}`);
    return {
      items: page.items.map((section) => ({ id: section.id, name: section.name })),
      bookmark: page.bookmark,
    };
  });

  app.post('/v5/boards/:boardId/sections', async function createBoardSection(request, reply) {
    const account = authenticate(request, ['boards:read', 'boards:write']);
    const board = ownBoard(account, (request.params as { boardId: string }).boardId);
    const body = bodyOf(request);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name || name.length > 180) throw errors.invalid('Invalid board section parameters.');
    if ((board.sections ?? []).some((section) => section.name.toLowerCase() === name.toLowerCase()))
      throw errors.invalid('Invalid board section parameters.');
    const section = { id: store.nextId(), name };
    board.sections = [...(board.sections ?? []), section];
    store.save();
    return reply.code(201).send(section);
  });

  app.get('/v5/boards/:boardId/pins', async function listBoardPins(request) {
    const account = authenticate(request, READ_BOARDS_AND_PINS);
    const { boardId } = request.params as { boardId: string };
    // The document's example for this call: code 404.
    if (!account.boards.some((board) => board.id === boardId)) throw errors.boardNotFound(404);
    const page = paginate(boardPins(account, boardId), queryOf(request), `board-${boardId}`);
    return { items: page.items.map((pin) => presentPin(account, pin)), bookmark: page.bookmark };
  });

  app.post('/v5/pins', async function createPin(request, reply) {
    const account = authenticate(request, WRITE_PINS);
    const body = bodyOf(request);
    // Pinterest's servers require both, although its document marks nothing required.
    if (typeof body.board_id !== 'string' || body.board_id === '')
      throw errors.invalid("Invalid request: 'board_id' is a required property");
    if (body.media_source === undefined)
      throw errors.invalid("Invalid request: 'media_source' is a required property");
    const text = readPinText(body);
    const media = readMediaSource(body.media_source);
    const board = account.boards.find((candidate) => candidate.id === body.board_id);
    if (!board) throw errors.boardNotFound();
    const sectionId = readSection(board, body.board_section_id);
    // An image_url's image is fetched last, once the request is otherwise good.
    if (!media.upload) media.upload = await fetchPinImage(media.imageUrl);
    const pin: StoredPin = {
      id: store.nextId(),
      boardId: board.id,
      sectionId,
      title: text.title ?? null,
      description: text.description ?? null,
      link: text.link ?? null,
      altText: text.alt_text ?? null,
      createdAt: clockOf(account),
      ...media,
    };
    account.pins.push(pin);
    board.pinsModifiedAt = pin.createdAt;
    store.save();
    return reply.code(201).send(presentPin(account, pin));
  });

  app.get('/v5/pins/:pinId', async function getPin(request) {
    const account = authenticate(request, READ_BOARDS_AND_PINS);
    return presentPin(account, findPin(account, (request.params as { pinId: string }).pinId));
  });

  app.patch('/v5/pins/:pinId', async function updatePin(request) {
    const account = authenticate(request, WRITE_PINS);
    const pin = findPin(account, (request.params as { pinId: string }).pinId);
    const body = bodyOf(request);
    const text = readPinText(body);
    if (body.board_section_id !== undefined && body.board_section_id !== null) throw errors.sectionNotFound();
    if (body.board_id !== undefined) {
      const board = account.boards.find((candidate) => candidate.id === body.board_id);
      if (!board) throw errors.boardNotFound();
      pin.boardId = board.id;
      board.pinsModifiedAt = clockOf(account);
    }
    if (text.title !== undefined) pin.title = text.title;
    if (text.description !== undefined) pin.description = text.description;
    if (text.link !== undefined) pin.link = text.link;
    if (text.alt_text !== undefined) pin.altText = text.alt_text;
    store.save();
    return presentPin(account, pin);
  });

  app.delete('/v5/pins/:pinId', async function deletePin(request, reply) {
    const account = authenticate(request, WRITE_PINS);
    const pin = findPin(account, (request.params as { pinId: string }).pinId);
    account.pins = account.pins.filter((candidate) => candidate !== pin);
    store.save();
    return reply.code(204).send();
  });

  app.get('/v5/pins/:pinId/analytics', async function getPinAnalytics(request) {
    const account = authenticate(request, READ_BOARDS_AND_PINS);
    const pin = findPin(account, (request.params as { pinId: string }).pinId, 404);
    const query = queryOf(request);
    const day = (value: string | undefined) =>
      value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
    const startDay = day(query.start_date);
    const endDay = day(query.end_date);
    const now = clockOf(account);
    const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
    const metrics = splitList(query.metric_types);
    const known: readonly string[] = PIN_METRIC_TYPES;
    const valid =
      !Number.isNaN(startDay) &&
      !Number.isNaN(endDay) &&
      startDay <= endDay &&
      // "Cannot be more than 90 days back from today" / "more than 90 days past start_date".
      startDay >= today - 90 * DAY_MS &&
      endDay - startDay <= 90 * DAY_MS &&
      endDay <= today &&
      metrics.length > 0 &&
      metrics.every((metric) => known.includes(metric)) &&
      ['ALL', 'MOBILE', 'TABLET', 'WEB', undefined].includes(query.app_types) &&
      ['NO_SPLIT', 'APP_TYPE', undefined].includes(query.split_field);
    if (!valid) throw errors.analytics();
    // The simulator does not split by app type: the figures are always under `all`.
    return pinAnalytics({ pin, startDay, endDay, today, now, metrics });
  });

  app.get('/v5/trends/keywords/:region/top/:trendType', async function getTrends(request) {
    const account = authenticate(request, ['user_accounts:read']);
    const { region, trendType } = request.params as { region: string; trendType: string };
    const query = queryOf(request);
    const limit = query.limit === undefined ? 50 : Number(query.limit);
    if (
      !TREND_REGIONS.includes(region) ||
      !TREND_TYPES.includes(trendType) ||
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > 50
    )
      throw errors.trends();
    return topTrends({
      region,
      trendType,
      limit,
      includeKeywords: splitList(query.include_keywords),
      today: clockOf(account),
    });
  });

  // --- The clock helper (not Pinterest's; the app's client credentials move it): ages one account's
  // pins, so their analytics can be seen growing without waiting days. Per account: whoever moves
  // a clock moves only the account it names (a shared clock let one user expire everyone's tokens).
  app.get('/_sandbox/clock', async (request) => {
    const username = queryOf(request).username?.toLowerCase();
    return { now: store.now(username) };
  });

  app.post('/_sandbox/clock/advance', async function advanceClock(request) {
    const body = bodyOf(request);
    const seconds = Number(body.seconds);
    // Up to a month at a time: tokens live 30 days, and the product refreshes them by its own clock.
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 30 * 86_400)
      throw errors.invalid("Invalid request: 'seconds' must be a whole number from 1 to 2592000");
    if (typeof body.username !== 'string' || !USERNAME.test(body.username))
      throw errors.invalid("Invalid request: 'username' names the account whose clock moves");
    const username = body.username.toLowerCase();
    if (!store.advanceClock(username, seconds * 1000))
      throw new PinterestError(404, 404, 'No account of that username.');
    return { now: store.now(username) };
  });

  // Ages the pins it names, and nothing else: their creation moves back, so their analytics grow as
  // days would make them, while every account's clock, tokens and other pins stay as they were. The
  // product's demo shortcut ages a user's own pins this way (issue 26: moving a clock shared by every
  // user of one simulated account disconnected them all).
  app.post('/_sandbox/pins/age', async function agePins(request) {
    const body = bodyOf(request);
    const seconds = Number(body.seconds);
    const ids = body.pins;
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 30 * 86_400)
      throw errors.invalid("Invalid request: 'seconds' must be a whole number from 1 to 2592000");
    if (!Array.isArray(ids) || ids.length > 1_000 || !ids.every((id) => typeof id === 'string'))
      throw errors.invalid("Invalid request: 'pins' lists at most 1000 pin ids");
    const wanted = new Set(ids as string[]);
    let aged = 0;
    for (const username of store.usernames())
      for (const pin of store.account(username)?.pins ?? [])
        if (wanted.has(pin.id)) {
          pin.createdAt -= seconds * 1000;
          aged += 1;
        }
    store.save();
    return { aged };
  });

  // --- Images the API's answers point at (profile pictures, covers, uploaded pins) --------------
  const sendImage = (reply: FastifyReply, type: string, body: string | Buffer) =>
    reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .type(type)
      .send(body);

  app.get('/media/avatars/:file', async function sendAvatar(request, reply) {
    const { file } = request.params as { file: string };
    return sendImage(reply, 'image/svg+xml', renderAvatarSvg(file.replace(/\.svg$/, '')));
  });

  app.get('/media/covers/:file', async function sendCover(request, reply) {
    const { file } = request.params as { file: string };
    return sendImage(reply, 'image/svg+xml', renderCoverSvg(file.replace(/\.svg$/, '')));
  });

  app.get('/media/pins/:file', async function sendPinImage(request, reply) {
    const { file } = request.params as { file: string };
    const id = file.replace(/\.(png|jpg)$/, '');
    const account = accountOwningPin(id);
    const upload = account?.pins.find((pin) => pin.id === id)?.upload;
    if (!upload) throw new PinterestError(404, 404, 'Not found.');
    return sendImage(reply, upload.contentType, Buffer.from(upload.data, 'base64'));
  });

  /** Uploaded images are public by URL, as on Pinterest's CDN. */
  function accountOwningPin(pinId: string): StoredAccount | undefined {
    for (const username of store.usernames()) {
      const account = store.account(username);
      if (account?.pins.some((pin) => pin.id === pinId)) return account;
    }
    return undefined;
  }
}
