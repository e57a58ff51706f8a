/**
 * Pinterest API v5 and its OAuth 2 (authorization code, refresh tokens), over plain HTTP: the
 * authorize URL, the token calls (client credentials in HTTP Basic, form bodies), the account,
 * boards (bookmark pagination), pins, analytics and trends. Knows nothing of our users: callers pass
 * the access token. The base URLs are configuration (api.pinterest.com, api-sandbox.pinterest.com
 * for trial apps, or our simulator).
 */

/**
 * A failed call: Pinterest's status, code and message. `status` 0 means Pinterest was not reached
 * (network failure or timeout). Never carries a token.
 */
export class PinterestApiError extends Error {
  override name = 'PinterestApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export interface PinterestClientOptions {
  apiUrl: string;
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export interface PinterestTokens {
  accessToken: string;
  refreshToken?: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt?: Date;
  scope: string;
}

export interface PinterestAccount {
  username: string;
  profileImage: string | null;
  accountType: string;
  websiteUrl: string | null;
}

/** Pinterest's own board and pin objects, as far as we read them. */
export interface PinterestBoardObject {
  id: string;
  name: string;
  description?: string | null;
  privacy?: string;
  pin_count?: number | null;
  follower_count?: number | null;
  media?: { image_cover_url?: string | null } | null;
}

export interface PinterestPinObject {
  id: string;
  board_id?: string | null;
  title?: string | null;
  description?: string | null;
  link?: string | null;
  alt_text?: string | null;
  created_at?: string | null;
  media?: { images?: Record<string, { url?: string | null } | undefined> | null } | null;
}

export interface Page<T> {
  items: T[];
  bookmark: string | null;
}

export interface NewPin {
  boardId: string;
  title?: string;
  description?: string;
  link?: string;
  altText?: string;
  media: { imageUrl: string } | { imageBase64: string; contentType: 'image/png' | 'image/jpeg' };
}

export interface PinPatch {
  boardId?: string;
  title?: string;
  description?: string;
  link?: string;
  altText?: string;
}

/** Boards fetched at most (25 per page): enough for any real account, bounded for a hostile one. */
const MAX_BOARD_PAGES = 10;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function createPinterestClient(options: PinterestClientOptions) {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new PinterestApiError(0, 'Pinterest could not be reached');
    }
    if (response.status === 204) return undefined;
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const message =
        isRecord(json) && typeof json.message === 'string' ? json.message : `HTTP ${response.status}`;
      const code = isRecord(json) && typeof json.code === 'number' ? json.code : undefined;
      throw new PinterestApiError(response.status, message, code);
    }
    return json;
  }

  const api = <T>(token: string, method: string, path: string, body?: unknown) =>
    send(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }) as Promise<T>;

  async function tokenCall(form: Record<string, string>): Promise<PinterestTokens> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const json = await send('/oauth/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (!isRecord(json) || typeof json.access_token !== 'string' || typeof json.expires_in !== 'number') {
      throw new PinterestApiError(502, 'Pinterest answered the token call without a token');
    }
    const now = Date.now();
    return {
      accessToken: json.access_token,
      refreshToken:
        typeof json.refresh_token === 'string' && json.refresh_token ? json.refresh_token : undefined,
      accessTokenExpiresAt: new Date(now + json.expires_in * 1000),
      refreshTokenExpiresAt:
        typeof json.refresh_token_expires_in === 'number'
          ? new Date(now + json.refresh_token_expires_in * 1000)
          : undefined,
      scope: typeof json.scope === 'string' ? json.scope : '',
    };
  }

  const query = (values: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(values))
      if (value !== undefined) params.set(name, String(value));
    const text = params.toString();
    return text ? `?${text}` : '';
  };

  const pinBody = (pin: PinPatch) => ({
    board_id: pin.boardId,
    title: pin.title,
    description: pin.description,
    link: pin.link,
    alt_text: pin.altText,
  });

  return {
    authorizeUrl({
      redirectUri,
      state,
      scopes,
    }: {
      redirectUri: string;
      state: string;
      scopes: string[];
    }): string {
      const url = new URL(options.oauthUrl);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', scopes.join(','));
      url.searchParams.set('state', state);
      return url.href;
    },

    exchangeCode: ({ code, redirectUri }: { code: string; redirectUri: string }) =>
      tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    refreshTokens: (refreshToken: string) =>
      tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async getUserAccount(token: string): Promise<PinterestAccount> {
      const account = await api<Record<string, unknown>>(token, 'GET', '/user_account');
      return {
        username: String(account.username ?? ''),
        profileImage: typeof account.profile_image === 'string' ? account.profile_image : null,
        accountType: typeof account.account_type === 'string' ? account.account_type : 'PINNER',
        websiteUrl: typeof account.website_url === 'string' ? account.website_url : null,
      };
    },

    listBoards: (token: string, page: { bookmark?: string; pageSize?: number } = {}) =>
      api<Page<PinterestBoardObject>>(
        token,
        'GET',
        `/boards${query({ bookmark: page.bookmark, page_size: page.pageSize })}`,
      ),

    /** Every board, following bookmarks (bounded). */
    async listAllBoards(token: string): Promise<PinterestBoardObject[]> {
      const boards: PinterestBoardObject[] = [];
      let bookmark: string | undefined;
      for (let page = 0; page < MAX_BOARD_PAGES; page++) {
        const result = await api<Page<PinterestBoardObject>>(
          token,
          'GET',
          `/boards${query({ bookmark, page_size: 25 })}`,
        );
        boards.push(...result.items);
        if (!result.bookmark) break;
        bookmark = result.bookmark;
      }
      return boards;
    },

    createBoard: (
      token: string,
      board: { name: string; description?: string; privacy?: 'PUBLIC' | 'SECRET' },
    ) => api<PinterestBoardObject>(token, 'POST', '/boards', board),

    createPin(token: string, pin: NewPin) {
      const media_source =
        'imageUrl' in pin.media
          ? { source_type: 'image_url', url: pin.media.imageUrl }
          : { source_type: 'image_base64', content_type: pin.media.contentType, data: pin.media.imageBase64 };
      return api<PinterestPinObject>(token, 'POST', '/pins', { ...pinBody(pin), media_source });
    },

    getPin: (token: string, pinId: string) =>
      api<PinterestPinObject>(token, 'GET', `/pins/${encodeURIComponent(pinId)}`),

    updatePin: (token: string, pinId: string, patch: PinPatch) =>
      api<PinterestPinObject>(token, 'PATCH', `/pins/${encodeURIComponent(pinId)}`, pinBody(patch)),

    async deletePin(token: string, pinId: string): Promise<void> {
      await api(token, 'DELETE', `/pins/${encodeURIComponent(pinId)}`);
    },

    listBoardPins: (token: string, boardId: string, page: { bookmark?: string } = {}) =>
      api<Page<PinterestPinObject>>(
        token,
        'GET',
        `/boards/${encodeURIComponent(boardId)}/pins${query({ bookmark: page.bookmark })}`,
      ),

    getPinAnalytics: (
      token: string,
      pinId: string,
      range: { startDate: string; endDate: string; metricTypes: string[] },
    ) =>
      api<Record<string, unknown>>(
        token,
        'GET',
        `/pins/${encodeURIComponent(pinId)}/analytics${query({
          start_date: range.startDate,
          end_date: range.endDate,
          metric_types: range.metricTypes.join(','),
        })}`,
      ),

    getTrendingKeywords: (token: string, { region, trendType }: { region: string; trendType: string }) =>
      api<{ trends: Array<{ keyword: string }> }>(
        token,
        'GET',
        `/trends/keywords/${encodeURIComponent(region)}/top/${encodeURIComponent(trendType)}`,
      ),
  };
}

export type PinterestClient = ReturnType<typeof createPinterestClient>;
