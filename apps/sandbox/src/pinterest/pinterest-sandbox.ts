/**
 * The Pinterest simulator: a local stand-in for www.pinterest.com/oauth/ and api.pinterest.com/v5
 * speaking their wire protocol (OAuth 2 authorization code with Basic client auth and refresh
 * tokens; user_account, boards with bookmark pagination, pins, analytics, trends; errors
 * `{code, message}`; 429 past a per-token rate). Its tests hold it to Pinterest's published OpenAPI
 * document. Mounted by the server under /sandbox/pinterest.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderAuthorizePage, renderErrorPage } from './pinterest-pages.ts';

export interface PinterestSandboxClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface PinterestSandboxOptions {
  /** Where the simulator is reached, e.g. http://localhost:3000/sandbox/pinterest */
  publicUrl: string;
  clients: PinterestSandboxClient[];
  /** Keep accounts, boards, pins and tokens across restarts. */
  dataFile?: string;
  now?: () => number;
  /** Calls per access token per minute before 429 (Pinterest's limits are per user and app). */
  rateLimitPerMinute?: number;
}

const ACCESS_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const REFRESH_TOKEN_SECONDS = 60 * 24 * 60 * 60;
const CODE_MS = 10 * 60 * 1000;
export const PINTEREST_SCOPES_KNOWN = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
];

interface SimBoard {
  id: string;
  name: string;
  description: string;
  privacy: 'PUBLIC' | 'PROTECTED' | 'SECRET';
  created_at: string;
  follower_count: number;
  image_cover_url: string | null;
}

interface SimPin {
  id: string;
  board_id: string;
  title: string | null;
  description: string | null;
  link: string | null;
  alt_text: string | null;
  created_at: string;
  image_url: string;
}

interface SimAccount {
  id: string;
  username: string;
  boards: SimBoard[];
  pins: SimPin[];
}

interface SimToken {
  username: string;
  clientId: string;
  scope: string[];
  expiresAt: number;
}

interface State {
  nextId: number;
  accounts: Record<string, SimAccount>;
  accessTokens: Record<string, SimToken>;
  refreshTokens: Record<string, SimToken>;
}

class PinterestError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const SEED_BOARDS: Array<Pick<SimBoard, 'name' | 'description' | 'privacy'>> = [
  {
    name: 'Kitchen Gadgets',
    description: 'Air fryers, blenders and the tools that earn their counter space',
    privacy: 'PUBLIC',
  },
  {
    name: 'Home Office Ideas',
    description: 'Desks, chairs and monitors for working from home',
    privacy: 'PUBLIC',
  },
  {
    name: 'Smart Home Tech',
    description: 'Speakers, robot vacuums and connected lighting',
    privacy: 'PUBLIC',
  },
  {
    name: 'Outdoor & Camping Gear',
    description: 'Tents, stoves and backpacks tested on the trail',
    privacy: 'PUBLIC',
  },
  { name: 'Fitness at Home', description: 'Treadmills, dumbbells and yoga mats compared', privacy: 'SECRET' },
];

const TRENDS = [
  'air fryer recipes',
  'standing desk setup',
  'robot vacuum',
  'camping checklist',
  'home gym ideas',
  'espresso machine',
  'noise cancelling headphones',
  'ergonomic chair',
];

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const safeEqual = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
const token = (prefix: string) => `${prefix}-${randomBytes(24).toString('base64url')}`;

export async function pinterestSandbox(app: FastifyInstance, options: PinterestSandboxOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const rateLimit = options.rateLimitPerMinute ?? 1000;
  const codes = new Map<
    string,
    { username: string; clientId: string; redirectUri: string; scope: string[]; expiresAt: number }
  >();
  const calls = new Map<string, { windowStart: number; count: number }>();

  let state: State = { nextId: 1, accounts: {}, accessTokens: {}, refreshTokens: {} };
  if (options.dataFile && existsSync(options.dataFile))
    state = JSON.parse(readFileSync(options.dataFile, 'utf8')) as State;
  const save = () => {
    if (!options.dataFile) return;
    mkdirSync(path.dirname(options.dataFile), { recursive: true });
    const temporary = `${options.dataFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, options.dataFile);
  };
  // Pinterest ids are numeric strings.
  const nextId = () => String(549_755_813_888 + state.nextId++);
  const isoNow = () => new Date(now()).toISOString().slice(0, 19);

  function accountFor(username: string): SimAccount {
    const existing = state.accounts[username];
    if (existing) return existing;
    const account: SimAccount = {
      id: nextId(),
      username,
      boards: SEED_BOARDS.map((board, index) => ({
        ...board,
        id: nextId(),
        created_at: isoNow(),
        follower_count: 120 + index * 37,
        image_cover_url: null,
      })),
      pins: [],
    };
    state.accounts[username] = account;
    return account;
  }

  function findClient(clientId: string | undefined) {
    return options.clients.find((client) => client.clientId === clientId);
  }

  /** The account behind a Bearer token, with the scope the call needs and the rate limit applied. */
  function authorize(request: FastifyRequest, scope?: string): SimAccount {
    const header = request.headers.authorization ?? '';
    const value = header.startsWith('Bearer ') ? header.slice(7) : '';
    const grant = value ? state.accessTokens[value] : undefined;
    if (!grant || grant.expiresAt <= now()) throw new PinterestError(401, 2, 'Authentication failed.');
    if (scope && !grant.scope.includes(scope)) {
      throw new PinterestError(
        401,
        3,
        `Authorization failed. The access token does not have the required scope: ${scope}.`,
      );
    }
    const windowStart = Math.floor(now() / 60_000);
    const used = calls.get(value);
    const count = used && used.windowStart === windowStart ? used.count + 1 : 1;
    calls.set(value, { windowStart, count });
    if (count > rateLimit)
      throw new PinterestError(429, 8, 'You have exceeded your rate limit. Try again later.');
    const account = state.accounts[grant.username];
    if (!account) throw new PinterestError(401, 2, 'Authentication failed.');
    return account;
  }

  function presentBoard(account: SimAccount, board: SimBoard) {
    return {
      id: board.id,
      created_at: board.created_at,
      board_pins_modified_at: board.created_at,
      name: board.name,
      description: board.description,
      collaborator_count: 0,
      pin_count: account.pins.filter((pin) => pin.board_id === board.id).length,
      follower_count: board.follower_count,
      media: { image_cover_url: board.image_cover_url, pin_thumbnail_urls: [] },
      owner: { username: account.username },
      privacy: board.privacy,
    };
  }

  function presentPin(account: SimAccount, pin: SimPin) {
    const image = (width: number, height: number) => ({ width, height, url: pin.image_url });
    return {
      id: pin.id,
      created_at: pin.created_at,
      link: pin.link,
      title: pin.title,
      description: pin.description,
      dominant_color: '#d1d5db',
      alt_text: pin.alt_text,
      creative_type: 'REGULAR',
      board_id: pin.board_id,
      board_section_id: null,
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
      note: null,
      pin_metrics: null,
    };
  }

  /** Bookmark pagination: the bookmark is the index of the next item, opaque to clients. */
  function page<T>(items: T[], query: Record<string, string | undefined>) {
    const pageSize = Math.min(250, Math.max(1, Number(query.page_size ?? 25) || 25));
    const start = query.bookmark ? Number(Buffer.from(query.bookmark, 'base64url').toString()) || 0 : 0;
    const slice = items.slice(start, start + pageSize);
    const next =
      start + pageSize < items.length ? Buffer.from(String(start + pageSize)).toString('base64url') : null;
    return { items: slice, bookmark: next };
  }

  function findPin(account: SimAccount, id: string): SimPin {
    const pin = account.pins.find((candidate) => candidate.id === id);
    if (!pin) throw new PinterestError(404, 50, 'Pin not found.');
    return pin;
  }

  function validatePinText(body: Record<string, unknown>) {
    const limits: Array<[string, number]> = [
      ['title', 100],
      ['description', 800],
      ['alt_text', 500],
      ['link', 2048],
    ];
    for (const [field, max] of limits) {
      const value = body[field];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string')
        throw new PinterestError(400, 1, `Invalid request body: '${field}' must be a string.`);
      if (value.length > max)
        throw new PinterestError(
          400,
          1,
          `Invalid request body: '${field}' is longer than ${max} characters.`,
        );
    }
    if (typeof body.link === 'string' && body.link && !/^https?:\/\//.test(body.link)) {
      throw new PinterestError(400, 1, "Invalid request body: 'link' must be an http(s) URL.");
    }
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 12 * 1024 * 1024 },
    (_request, text, done) => {
      try {
        done(null, text ? JSON.parse(String(text)) : {});
      } catch {
        done(new PinterestError(400, 1, 'Invalid request body: not JSON.'), undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    },
  );
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PinterestError)
      return reply.code(error.status).send({ code: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ code: status < 500 ? 1 : 0, message: (error as Error).message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, message: 'Not found.' }));

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(html);

  // --- OAuth: the authorize page (www.pinterest.com/oauth/) -------------------------------------
  app.get('/oauth/', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const client = findClient(query.client_id);
    if (!client)
      return sendPage(reply, 400, renderErrorPage('This app is not known to Pinterest (invalid client_id).'));
    if (!query.redirect_uri || !client.redirectUris.includes(query.redirect_uri)) {
      return sendPage(
        reply,
        400,
        renderErrorPage('The redirect URI does not match the one registered for this app.'),
      );
    }
    if (query.response_type !== 'code')
      return sendPage(reply, 400, renderErrorPage('response_type must be code.'));
    const scopes = (query.scope ?? '')
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean);
    const unknown = scopes.filter((scope) => !PINTEREST_SCOPES_KNOWN.includes(scope));
    if (unknown.length > 0)
      return sendPage(reply, 400, renderErrorPage(`Unknown scope: ${unknown.join(', ')}`));
    return sendPage(reply, 200, renderAuthorizePage({ action: `${publicUrl}/oauth/`, query, scopes }));
  });

  app.post('/oauth/', async (request, reply) => {
    const form = request.body as Record<string, string | undefined>;
    const client = findClient(form.client_id);
    if (!client || !form.redirect_uri || !client.redirectUris.includes(form.redirect_uri)) {
      return sendPage(
        reply,
        400,
        renderErrorPage('The redirect URI does not match the one registered for this app.'),
      );
    }
    const target = new URL(form.redirect_uri);
    if (form.state) target.searchParams.set('state', form.state);
    if (form.decision !== 'allow') {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.href, 303);
    }
    const username =
      (form.username ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9_]/g, '')
        .slice(0, 30) || 'affiliate_demo';
    accountFor(username);
    save();
    const code = token('code');
    codes.set(code, {
      username,
      clientId: client.clientId,
      redirectUri: form.redirect_uri,
      scope: (form.scope ?? '').split(',').filter(Boolean),
      expiresAt: now() + CODE_MS,
    });
    target.searchParams.set('code', code);
    return reply.redirect(target.href, 303);
  });

  // --- OAuth: the token endpoint (api.pinterest.com/v5/oauth/token) ------------------------------
  app.post('/v5/oauth/token', async (request) => {
    const header = request.headers.authorization ?? '';
    const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString() : '';
    const [clientId = '', clientSecret = ''] = decoded.split(/:(.*)/s);
    const client = findClient(clientId);
    if (!client || !safeEqual(client.clientSecret, clientSecret)) {
      throw new PinterestError(401, 2, 'Authentication failed: invalid client credentials.');
    }
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const issue = (
      username: string,
      scope: string[],
      responseType: 'authorization_code' | 'refresh_token',
    ) => {
      const accessToken = token('pina');
      const refreshToken = token('pinr');
      const grant = { username, clientId, scope };
      state.accessTokens[accessToken] = { ...grant, expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000 };
      state.refreshTokens[refreshToken] = { ...grant, expiresAt: now() + REFRESH_TOKEN_SECONDS * 1000 };
      save();
      return {
        access_token: accessToken,
        refresh_token: refreshToken,
        response_type: responseType,
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
        refresh_token_expires_at: Math.floor(now() / 1000) + REFRESH_TOKEN_SECONDS,
        scope: scope.join(','),
      };
    };
    if (body.grant_type === 'authorization_code') {
      const code = body.code ? codes.get(body.code) : undefined;
      if (body.code) codes.delete(body.code);
      if (!code || code.expiresAt <= now() || code.clientId !== clientId) {
        throw new PinterestError(
          400,
          283,
          'Invalid authorization code: it was already used, has expired or belongs to another app.',
        );
      }
      if (body.redirect_uri !== code.redirectUri)
        throw new PinterestError(400, 283, 'redirect_uri does not match the authorization request.');
      return issue(code.username, code.scope, 'authorization_code');
    }
    if (body.grant_type === 'refresh_token') {
      const grant = body.refresh_token ? state.refreshTokens[body.refresh_token] : undefined;
      if (!grant || grant.expiresAt <= now() || grant.clientId !== clientId) {
        throw new PinterestError(400, 283, 'Invalid refresh token.');
      }
      return issue(grant.username, grant.scope, 'refresh_token');
    }
    throw new PinterestError(400, 1, 'Invalid grant_type.');
  });

  // --- API v5 -----------------------------------------------------------------------------------
  app.get('/v5/user_account', async (request) => {
    const account = authorize(request, 'user_accounts:read');
    return {
      account_type: 'BUSINESS',
      id: account.id,
      profile_image: `${publicUrl}/avatar/${encodeURIComponent(account.username)}.svg`,
      website_url: null,
      username: account.username,
      about: 'Simulated Pinterest Business account',
      business_name: account.username,
      board_count: account.boards.length,
      pin_count: account.pins.length,
      follower_count: 240,
      following_count: 35,
      monthly_views: 1200,
    };
  });

  app.get('/avatar/:name', async (request, reply) => {
    const name = decodeURIComponent((request.params as { name: string }).name.replace(/\.svg$/, ''));
    const letter = (name[0] ?? 'P').toUpperCase().replace(/[^A-Z0-9]/g, 'P');
    return reply
      .type('image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="48" fill="#e60023"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
      );
  });

  app.get('/v5/boards', async (request) => {
    const account = authorize(request, 'boards:read');
    const query = request.query as Record<string, string | undefined>;
    const boards = account.boards.filter((board) => !query.privacy || board.privacy === query.privacy);
    const result = page(boards, query);
    return { items: result.items.map((board) => presentBoard(account, board)), bookmark: result.bookmark };
  });

  app.post('/v5/boards', async (request, reply) => {
    const account = authorize(request, 'boards:write');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) throw new PinterestError(400, 1, "Invalid request body: 'name' is required.");
    if (account.boards.some((board) => board.name.toLowerCase() === name.toLowerCase())) {
      throw new PinterestError(409, 58, 'Board with this name already exists.');
    }
    const privacy = body.privacy === 'SECRET' || body.privacy === 'PROTECTED' ? body.privacy : 'PUBLIC';
    const board: SimBoard = {
      id: nextId(),
      name,
      description: typeof body.description === 'string' ? body.description : '',
      privacy,
      created_at: isoNow(),
      follower_count: 0,
      image_cover_url: null,
    };
    account.boards.push(board);
    save();
    return reply.code(201).send(presentBoard(account, board));
  });

  app.get('/v5/boards/:boardId/pins', async (request) => {
    const account = authorize(request, 'pins:read');
    const { boardId } = request.params as { boardId: string };
    if (!account.boards.some((board) => board.id === boardId))
      throw new PinterestError(404, 40, 'Board not found.');
    const result = page(
      account.pins.filter((pin) => pin.board_id === boardId).reverse(),
      request.query as Record<string, string>,
    );
    return { items: result.items.map((pin) => presentPin(account, pin)), bookmark: result.bookmark };
  });

  app.post('/v5/pins', async (request, reply) => {
    const account = authorize(request, 'pins:write');
    const body = (request.body ?? {}) as Record<string, unknown>;
    // Pinterest requires both, although its document marks nothing required.
    if (typeof body.board_id !== 'string' || !body.board_id)
      throw new PinterestError(400, 1, "Invalid request body: 'board_id' is required.");
    const source = body.media_source as Record<string, unknown> | undefined;
    if (!source || typeof source !== 'object')
      throw new PinterestError(400, 1, "Invalid request body: 'media_source' is required.");
    validatePinText(body);
    const board = account.boards.find((candidate) => candidate.id === body.board_id);
    if (!board) throw new PinterestError(404, 40, 'Board not found.');
    let imageUrl: string;
    if (
      source.source_type === 'image_url' &&
      typeof source.url === 'string' &&
      /^https?:\/\//.test(source.url)
    ) {
      imageUrl = source.url;
    } else if (
      source.source_type === 'image_base64' &&
      typeof source.data === 'string' &&
      /^image\/(png|jpeg)$/.test(String(source.content_type))
    ) {
      imageUrl = `data:${source.content_type};base64,${source.data}`;
    } else {
      throw new PinterestError(
        400,
        1,
        "Invalid request body: 'media_source' must be an image_url with a url or an image_base64 with content_type and data.",
      );
    }
    const pin: SimPin = {
      id: nextId(),
      board_id: board.id,
      title: typeof body.title === 'string' ? body.title : null,
      description: typeof body.description === 'string' ? body.description : null,
      link: typeof body.link === 'string' ? body.link : null,
      alt_text: typeof body.alt_text === 'string' ? body.alt_text : null,
      created_at: isoNow(),
      image_url: imageUrl,
    };
    account.pins.push(pin);
    if (!board.image_cover_url && !imageUrl.startsWith('data:')) board.image_cover_url = imageUrl;
    save();
    return reply.code(201).send(presentPin(account, pin));
  });

  app.get('/v5/pins/:pinId', async (request) => {
    const account = authorize(request, 'pins:read');
    return presentPin(account, findPin(account, (request.params as { pinId: string }).pinId));
  });

  app.patch('/v5/pins/:pinId', async (request) => {
    const account = authorize(request, 'pins:write');
    const pin = findPin(account, (request.params as { pinId: string }).pinId);
    const body = (request.body ?? {}) as Record<string, unknown>;
    validatePinText(body);
    if (body.board_id !== undefined) {
      if (!account.boards.some((board) => board.id === body.board_id))
        throw new PinterestError(404, 40, 'Board not found.');
      pin.board_id = String(body.board_id);
    }
    for (const field of ['title', 'description', 'link', 'alt_text'] as const) {
      if (body[field] !== undefined) pin[field] = body[field] === null ? null : String(body[field]);
    }
    save();
    return presentPin(account, pin);
  });

  app.delete('/v5/pins/:pinId', async (request, reply) => {
    const account = authorize(request, 'pins:write');
    const pin = findPin(account, (request.params as { pinId: string }).pinId);
    account.pins = account.pins.filter((candidate) => candidate !== pin);
    save();
    return reply.code(204).send();
  });

  app.get('/v5/pins/:pinId/analytics', async (request) => {
    const account = authorize(request, 'pins:read');
    const pin = findPin(account, (request.params as { pinId: string }).pinId);
    const query = request.query as Record<string, string | undefined>;
    if (!query.start_date || !query.end_date || !query.metric_types) {
      throw new PinterestError(400, 1, 'start_date, end_date and metric_types are required.');
    }
    const start = Date.parse(query.start_date);
    const end = Date.parse(query.end_date);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start)
      throw new PinterestError(400, 1, 'Invalid date range.');
    const metrics = query.metric_types.split(',');
    const seed = Number(pin.id.slice(-4));
    const daily: Array<{ date: string; data_status: string; metrics: Record<string, number> }> = [];
    for (let day = start, index = 0; day <= end && index < 90; day += 86_400_000, index++) {
      daily.push({
        date: new Date(day).toISOString().slice(0, 10),
        data_status: 'READY',
        metrics: Object.fromEntries(
          metrics.map((metric, m) => [
            metric,
            ((seed + index * 7 + m * 13) % 40) + (metric === 'IMPRESSION' ? 50 : 0),
          ]),
        ),
      });
    }
    const summary = Object.fromEntries(
      metrics.map((metric) => [metric, daily.reduce((sum, entry) => sum + (entry.metrics[metric] ?? 0), 0)]),
    );
    return { all: { daily_metrics: daily, summary_metrics: summary, lifetime_metrics: summary } };
  });

  app.get('/v5/trends/keywords/:region/top/:trendType', async (request) => {
    authorize(request);
    const { trendType } = request.params as { region: string; trendType: string };
    if (!['growing', 'monthly', 'yearly', 'seasonal'].includes(trendType))
      throw new PinterestError(400, 1, 'Invalid trend_type.');
    return {
      trends: TRENDS.map((keyword, index) => ({
        keyword,
        pct_growth_wow: 40 - index * 3,
        pct_growth_mom: 120 - index * 9,
        pct_growth_yoy: 210 - index * 17,
        time_series: {},
      })),
    };
  });
}
