/**
 * Pinterest API v5 and its OAuth 2 (authorization code with PKCE, refresh tokens), over plain HTTP:
 * the authorize URL, the token calls (client credentials in HTTP Basic, form bodies), the account,
 * boards (bookmark pagination), pins, pin analytics and keyword trends. Knows nothing of our users:
 * callers pass the access token. The base URLs are configuration: api.pinterest.com/v5,
 * api-sandbox.pinterest.com/v5 (trial apps), or our simulator (apps/sandbox).
 */
import { createHash } from 'node:crypto';
import { plainText } from '../../lib/plain-text.ts';
import {
  type BoardSection,
  type NewBoard,
  type NewPin,
  type Page,
  type PinAnalytics,
  type PinPatch,
  type SocialAccount,
  SocialApiError,
  type SocialBoard,
  type SocialPin,
  type SocialPublisher,
  type SocialTokens,
  type TrendingKeyword,
  type TrendType,
} from '../social/social-publisher.ts';

export interface PinterestClientOptions {
  /** e.g. https://api.pinterest.com/v5 */
  apiUrl: string;
  /** e.g. https://www.pinterest.com/oauth/ */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof globalThis.fetch;
  /** Per call, connection to last byte. */
  timeoutMs?: number;
}

/** Boards fetched at most: 10 pages of 100, enough for any real account, bounded for a broken one. */
const MAX_BOARD_PAGES = 10;
const BOARD_PAGE_SIZE = 100;

/**
 * PKCE's S256 challenge (RFC 7636): what the authorize URL shows of the verifier, which only the
 * token call sends. Pinterest's document does not list PKCE; a server that does not know it ignores
 * the extra parameters (RFC 6749 §3.1, §3.2), one that does binds the code to our verifier.
 */
function codeChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A pin's text without markup; `null` (clear) and `undefined` (leave) pass as they are. */
function asPinText(text: string | null | undefined, multiline = false) {
  return typeof text === 'string' ? plainText(text, { multiline }) : text;
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function asPage<T>(json: unknown): Page<T> {
  if (!isRecord(json) || !Array.isArray(json.items)) {
    throw new SocialApiError(502, 'Pinterest answered a list call without items');
  }
  return { items: json.items as T[], bookmark: optionalString(json.bookmark) };
}

function asObjectWithId<T>(json: unknown): T {
  if (!isRecord(json) || typeof json.id !== 'string') {
    throw new SocialApiError(502, 'Pinterest answered without the object it was asked for');
  }
  return json as T;
}

function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The Pinterest adapter of the social port. */
export function createPinterestClient(options: PinterestClientOptions): SocialPublisher {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const send = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** A message from Pinterest (or from us) with any secret of this call blanked out, to be safe. */
  function scrub(message: string, secrets: string[]): string {
    let clean = message;
    for (const secret of [options.clientSecret, ...secrets])
      if (secret.length >= 8) clean = clean.replaceAll(secret, '[redacted]');
    return clean;
  }

  async function call(path: string, init: RequestInit, secrets: string[]): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      // The body is read under the same deadline: a server that stalls mid-answer is a timeout too.
      response = await send(`${apiUrl}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SocialApiError(
        0,
        timedOut ? `Pinterest did not answer within ${timeoutMs} ms` : 'Pinterest could not be reached',
        undefined,
        { cause: error },
      );
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const message =
        isRecord(json) && typeof json.message === 'string'
          ? json.message
          : `Pinterest answered HTTP ${response.status}`;
      const code = isRecord(json) && typeof json.code === 'number' ? json.code : undefined;
      throw new SocialApiError(response.status, scrub(message, secrets), code);
    }
    if (json === undefined && response.status !== 204) {
      throw new SocialApiError(502, `Pinterest answered HTTP ${response.status} without JSON`);
    }
    return json;
  }

  const api = (token: string, method: string, path: string, body?: unknown) =>
    call(
      path,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      [token],
    );

  async function tokenCall(form: Record<string, string>, secrets: string[]): Promise<SocialTokens> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const json = await call(
      '/oauth/token',
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
      },
      secrets,
    );
    if (!isRecord(json) || typeof json.access_token !== 'string' || typeof json.expires_in !== 'number') {
      throw new SocialApiError(502, 'Pinterest answered the token call without a token');
    }
    const now = Date.now();
    const refreshToken = optionalString(json.refresh_token);
    return {
      accessToken: json.access_token,
      refreshToken: refreshToken ?? undefined,
      accessTokenExpiresAt: new Date(now + json.expires_in * 1000),
      refreshTokenExpiresAt:
        refreshToken && typeof json.refresh_token_expires_in === 'number'
          ? new Date(now + json.refresh_token_expires_in * 1000)
          : undefined,
      scope: typeof json.scope === 'string' ? json.scope : '',
    };
  }

  // Pinterest shows a pin's words as plain text: markup in them (a product's `<h1>` title) is stripped.
  const pinFields = (pin: PinPatch) => ({
    board_id: pin.boardId,
    title: asPinText(pin.title),
    description: asPinText(pin.description, true),
    link: pin.link,
    alt_text: asPinText(pin.altText),
  });

  const listBoards = async (token: string, page: { bookmark?: string; pageSize?: number } = {}) =>
    asPage<SocialBoard>(
      await api(token, 'GET', `/boards${query({ bookmark: page.bookmark, page_size: page.pageSize })}`),
    );

  return {
    /**
     * Where to send the browser; Pinterest comes back to `redirectUri` with `code` and `state`. The
     * code is good only with `codeVerifier` (43 to 128 characters), which `exchangeCode` sends.
     */
    authorizeUrl({
      redirectUri,
      state,
      scopes,
      codeVerifier,
    }: {
      redirectUri: string;
      state: string;
      scopes: string[];
      codeVerifier: string;
    }): string {
      const url = new URL(options.oauthUrl);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', scopes.join(','));
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', codeChallengeOf(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url.href;
    },

    exchangeCode: ({
      code,
      redirectUri,
      codeVerifier,
    }: {
      code: string;
      redirectUri: string;
      codeVerifier: string;
    }) =>
      tokenCall(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        },
        [code, codeVerifier],
      ),

    /** A new access token (and, with continuous refresh, a new refresh token); `scope` may narrow. */
    refreshTokens: (refreshToken: string, { scope }: { scope?: string[] } = {}) =>
      tokenCall(
        {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          ...(scope ? { scope: scope.join(',') } : {}),
        },
        [refreshToken],
      ),

    async getUserAccount(token: string): Promise<SocialAccount> {
      const account = await api(token, 'GET', '/user_account');
      if (!isRecord(account) || typeof account.username !== 'string') {
        throw new SocialApiError(502, 'Pinterest answered the account call without a username');
      }
      return {
        id: optionalString(account.id),
        username: account.username,
        profileImage: optionalString(account.profile_image),
        accountType: optionalString(account.account_type) ?? 'PINNER',
        websiteUrl: optionalString(account.website_url),
      };
    },

    listBoards,

    /** Every board, following bookmarks (at most MAX_BOARD_PAGES pages). */
    async listAllBoards(token: string): Promise<SocialBoard[]> {
      const boards: SocialBoard[] = [];
      let bookmark: string | undefined;
      for (let page = 0; page < MAX_BOARD_PAGES; page++) {
        const result = await listBoards(token, { bookmark, pageSize: BOARD_PAGE_SIZE });
        boards.push(...result.items);
        if (!result.bookmark) break;
        bookmark = result.bookmark;
      }
      return boards;
    },

    async createBoard(token: string, board: NewBoard): Promise<SocialBoard> {
      return asObjectWithId(await api(token, 'POST', '/boards', board));
    },

    async listBoardSections(token: string, boardId: string): Promise<BoardSection[]> {
      const sections: BoardSection[] = [];
      let bookmark: string | undefined;
      for (let page = 0; page < MAX_BOARD_PAGES; page++) {
        const path = `/boards/${encodeURIComponent(boardId)}/sections${query({ bookmark, page_size: BOARD_PAGE_SIZE })}`;
        const result = asPage<BoardSection>(await api(token, 'GET', path));
        sections.push(...result.items);
        if (!result.bookmark) break;
        bookmark = result.bookmark;
      }
      return sections;
    },

    async createBoardSection(token: string, boardId: string, name: string): Promise<BoardSection> {
      return asObjectWithId(
        await api(token, 'POST', `/boards/${encodeURIComponent(boardId)}/sections`, { name }),
      );
    },

    async createPin(token: string, pin: NewPin): Promise<SocialPin> {
      const media_source =
        'imageUrl' in pin.media
          ? { source_type: 'image_url', url: pin.media.imageUrl }
          : { source_type: 'image_base64', content_type: pin.media.contentType, data: pin.media.imageBase64 };
      return asObjectWithId(
        await api(token, 'POST', '/pins', {
          ...pinFields(pin),
          ...(pin.boardSectionId ? { board_section_id: pin.boardSectionId } : {}),
          media_source,
        }),
      );
    },

    async getPin(token: string, pinId: string): Promise<SocialPin> {
      return asObjectWithId(await api(token, 'GET', `/pins/${encodeURIComponent(pinId)}`));
    },

    async updatePin(token: string, pinId: string, patch: PinPatch): Promise<SocialPin> {
      return asObjectWithId(
        await api(token, 'PATCH', `/pins/${encodeURIComponent(pinId)}`, pinFields(patch)),
      );
    },

    async deletePin(token: string, pinId: string): Promise<void> {
      await api(token, 'DELETE', `/pins/${encodeURIComponent(pinId)}`);
    },

    /** One page of a board's pins, newest first. */
    async listBoardPins(
      token: string,
      boardId: string,
      page: { bookmark?: string; pageSize?: number } = {},
    ): Promise<Page<SocialPin>> {
      const path = `/boards/${encodeURIComponent(boardId)}/pins${query({ bookmark: page.bookmark, page_size: page.pageSize })}`;
      return asPage(await api(token, 'GET', path));
    },

    /**
     * Daily and summary figures; dates are YYYY-MM-DD (UTC), at most 90 days back. Metric names are
     * Pinterest's (IMPRESSION, PIN_CLICK, OUTBOUND_CLICK, SAVE, SAVE_RATE, …).
     */
    async getPinAnalytics(
      token: string,
      pinId: string,
      range: { startDate: string; endDate: string; metricTypes: readonly string[] },
    ): Promise<PinAnalytics> {
      const path = `/pins/${encodeURIComponent(pinId)}/analytics${query({
        start_date: range.startDate,
        end_date: range.endDate,
        metric_types: range.metricTypes.join(','),
      })}`;
      const json = await api(token, 'GET', path);
      if (!isRecord(json))
        throw new SocialApiError(502, 'Pinterest answered the analytics call without figures');
      return json as PinAnalytics;
    },

    /** Top keywords for a region (`US`, `GB+IE`, …), ranked by Pinterest. */
    async getTrendingKeywords(
      token: string,
      { region, trendType, limit }: { region: string; trendType: TrendType; limit?: number },
    ): Promise<TrendingKeyword[]> {
      // Regions join countries with a literal `+` (GB+IE), as Pinterest's documentation writes them.
      const path = `/trends/keywords/${encodeURIComponent(region).replaceAll('%2B', '+')}/top/${encodeURIComponent(trendType)}${query({ limit })}`;
      const json = await api(token, 'GET', path);
      if (!isRecord(json) || !Array.isArray(json.trends))
        throw new SocialApiError(502, 'Pinterest answered the trends call without trends');
      return json.trends as TrendingKeyword[];
    },
  };
}
