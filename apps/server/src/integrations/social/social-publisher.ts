/**
 * The social port (issue 28 #5): what the product asks of a network it pins to — connect an account
 * (OAuth with PKCE, refresh), its boards, create, read, change and delete a pin, a pin's results, the
 * keywords trending there — and the failure it carries (SocialApiError). The modules know the network
 * through this interface only (scripts/check-imports.mjs); Pinterest is its adapter
 * (../pinterest/pinterest-client.ts), the context's `pinterest`. The objects are the network's own
 * (snake_case, as far as we read them): the API answers Pinterest's shapes (PRODUCT.md §7).
 */

/**
 * A failed call, carrying the network's HTTP status, its error `code` and its `message`. `status` 0
 * means the network was not reached or did not answer in time (network failure, timeout); there is
 * no separate class for that. Messages never carry a token or the client secret.
 */
export class SocialApiError extends Error {
  override name = 'SocialApiError';
  readonly status: number;
  readonly code?: number;

  constructor(status: number, message: string, code?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.code = code;
  }
}

export interface SocialTokens {
  accessToken: string;
  /** Absent when the network sends none: keep the one you have. */
  refreshToken?: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt?: Date;
  /** Comma-separated, as the network grants them. */
  scope: string;
}

export interface SocialAccount {
  id: string | null;
  username: string;
  profileImage: string | null;
  /** BUSINESS or PINNER. */
  accountType: string;
  websiteUrl: string | null;
}

export type BoardPrivacy = 'PUBLIC' | 'PROTECTED' | 'SECRET';

/** A board as the network answers it (Pinterest's object), as far as we read it. */
export interface SocialBoard {
  id: string;
  name: string;
  description?: string | null;
  privacy?: string;
  pin_count?: number | null;
  follower_count?: number | null;
  created_at?: string | null;
  media?: { image_cover_url?: string | null; pin_thumbnail_urls?: string[] | null } | null;
  owner?: { username?: string } | null;
}

/** A pin as the network answers it (Pinterest's object), as far as we read it. */
export interface SocialPin {
  id: string;
  board_id?: string | null;
  board_section_id?: string | null;
  title?: string | null;
  description?: string | null;
  link?: string | null;
  alt_text?: string | null;
  created_at?: string | null;
  media?: {
    media_type?: string;
    images?: Record<
      string,
      { url?: string | null; width?: number | null; height?: number | null } | undefined
    > | null;
  } | null;
}

export interface Page<T> {
  items: T[];
  bookmark: string | null;
}

export interface NewPin {
  boardId: string;
  /** A section of that board (issue 32). */
  boardSectionId?: string | null;
  title?: string;
  description?: string;
  link?: string;
  altText?: string;
  media: { imageUrl: string } | { imageBase64: string; contentType: 'image/png' | 'image/jpeg' };
}

/** Fields to change; `null` clears a text, `undefined` leaves it. */
export interface PinPatch {
  boardId?: string;
  title?: string | null;
  description?: string | null;
  link?: string | null;
  altText?: string | null;
}

/** A pin's analytics as the network answers them, keyed by split (`all` when not split). */
export type PinAnalytics = Record<
  string,
  {
    daily_metrics?: Array<{ date: string; data_status?: string; metrics?: Record<string, number> }>;
    summary_metrics?: Record<string, number>;
    lifetime_metrics?: Record<string, number>;
  }
>;

export interface TrendingKeyword {
  keyword: string;
  pct_growth_wow?: number;
  pct_growth_mom?: number;
  pct_growth_yoy?: number;
  time_series?: Record<string, number>;
}

export type TrendType = 'growing' | 'monthly' | 'yearly' | 'seasonal';

/** A section of a board (Pinterest's BoardSection). */
export interface BoardSection {
  id: string;
  name: string;
}

/** Fields of a board to create. */
export interface NewBoard {
  name: string;
  description?: string;
  privacy?: BoardPrivacy;
}

/** One network a user connects and pins to. */
export interface SocialPublisher {
  /**
   * Where to send the browser; the network comes back to `redirectUri` with `code` and `state`. The
   * code is good only with `codeVerifier` (43 to 128 characters), which `exchangeCode` sends.
   */
  authorizeUrl(request: {
    redirectUri: string;
    state: string;
    scopes: string[];
    codeVerifier: string;
  }): string;
  exchangeCode(grant: { code: string; redirectUri: string; codeVerifier: string }): Promise<SocialTokens>;
  /** A new access token (and, with continuous refresh, a new refresh token); `scope` may narrow. */
  refreshTokens(refreshToken: string, options?: { scope?: string[] }): Promise<SocialTokens>;
  getUserAccount(token: string): Promise<SocialAccount>;
  /** One page of the account's boards. */
  listBoards(token: string, page?: { bookmark?: string; pageSize?: number }): Promise<Page<SocialBoard>>;
  /** Every board of the account, page after page (bounded). */
  listAllBoards(token: string): Promise<SocialBoard[]>;
  createBoard(token: string, board: NewBoard): Promise<SocialBoard>;
  /** Every section of one of the account's boards (bounded). */
  listBoardSections(token: string, boardId: string): Promise<BoardSection[]>;
  createBoardSection(token: string, boardId: string, name: string): Promise<BoardSection>;
  createPin(token: string, pin: NewPin): Promise<SocialPin>;
  getPin(token: string, pinId: string): Promise<SocialPin>;
  updatePin(token: string, pinId: string, patch: PinPatch): Promise<SocialPin>;
  deletePin(token: string, pinId: string): Promise<void>;
  /** One page of a board's pins, newest first. */
  listBoardPins(
    token: string,
    boardId: string,
    page?: { bookmark?: string; pageSize?: number },
  ): Promise<Page<SocialPin>>;
  /** Daily and summary figures; dates are YYYY-MM-DD (UTC), at most 90 days back. */
  getPinAnalytics(
    token: string,
    pinId: string,
    range: { startDate: string; endDate: string; metricTypes: readonly string[] },
  ): Promise<PinAnalytics>;
  /** Top keywords for a region (`US`, `GB+IE`, …), ranked by the network. */
  getTrendingKeywords(
    token: string,
    request: { region: string; trendType: TrendType; limit?: number },
  ): Promise<TrendingKeyword[]>;
}
