/**
 * Amazon's Creators API (issue 29), to its documented protocol: an OAuth2 client-credentials token
 * per credential (2.x versions from Amazon Cognito, form-encoded, scope `creatorsapi/default`; 3.x
 * from Login with Amazon, JSON, scope `creatorsapi::default`), cached until 30 s before it expires;
 * then POST /catalog/v1/getItems with the marketplace in `x-marketplace` and the token (and, for 2.x,
 * the version) in Authorization. A 429 is retried with backoff; Amazon's refusals are told apart so the
 * user reads why (an account without 10 qualifying sales in 30 days is refused access).
 */
import type { CreatorsVersion } from '@aa/contracts';
import type { SafeFetch } from '../../lib/safe-fetch.ts';

/** The token endpoint of every version Amazon issues. */
export const CREATORS_TOKEN_URLS: Record<CreatorsVersion, string> = {
  '2.1': 'https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token',
  '2.2': 'https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token',
  '2.3': 'https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token',
  '3.1': 'https://api.amazon.com/auth/o2/token',
  '3.2': 'https://api.amazon.co.uk/auth/o2/token',
  '3.3': 'https://api.amazon.co.jp/auth/o2/token',
};
export const CREATORS_API_URL = 'https://creatorsapi.amazon';

/** What a run reads of an item: no offer is needed for facts. */
export const ITEM_RESOURCES = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  'itemInfo.features',
  'images.primary.large',
  'offersV2.listings.price',
] as const;

export interface CreatorsCredentials {
  credentialId: string;
  credentialSecret: string;
  version: CreatorsVersion;
}

export interface CreatorsItem {
  asin: string;
  title: string;
  brand?: string;
  features: string[];
  detailPageUrl: string;
  /** Amazon's image URL (hotlinked, never copied: Amazon forbids storing its images). */
  imageUrl?: string;
  /** The offer's price as Amazon shows it, with when it was read. */
  price?: { display: string; readAt: string };
}

/**
 * `auth`: the token was refused (wrong ID, secret or version); `ineligible`: the account may not use
 * the API (Amazon's AssociateNotEligible); `marketplace`: the credentials are not for this store's
 * region; `throttled`: still 429 after the retries; `unavailable`: no answer, or one we cannot read.
 */
export type CreatorsErrorKind = 'auth' | 'ineligible' | 'marketplace' | 'throttled' | 'unavailable';

export class CreatorsApiError extends Error {
  override name = 'CreatorsApiError';
  readonly kind: CreatorsErrorKind;

  constructor(kind: CreatorsErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface CreatorsApiOptions {
  fetch: SafeFetch;
  /** The API's base URL (the sandbox's offline). */
  apiUrl?: string;
  /** A version's token endpoint (the sandbox's offline). */
  tokenUrl?: (version: CreatorsVersion) => string;
  /** Waits before each retry of a 429 (Amazon allows about one request a second per account). */
  retryDelaysMs?: readonly number[];
  now?: () => number;
}

const EXPIRY_MARGIN_MS = 30_000;
const DEFAULT_LIFETIME_S = 3600;
const REQUEST_MS = 10_000;
const lwa = (version: string) => version.startsWith('3.');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Json {
  [key: string]: unknown;
}

const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined),
    value,
  );
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** An item of a getItems answer, as a run reads it. */
function readItem(item: unknown, readAt: string): CreatorsItem | null {
  const asin = text(at(item, 'asin'));
  const title = text(at(item, 'itemInfo', 'title', 'displayValue'));
  if (!asin || !title) return null;
  const brand = text(at(item, 'itemInfo', 'byLineInfo', 'brand', 'displayValue'));
  const features = at(item, 'itemInfo', 'features', 'displayValues');
  const imageUrl = text(at(item, 'images', 'primary', 'large', 'url'));
  const listings = at(item, 'offersV2', 'listings');
  const display = Array.isArray(listings)
    ? text(at(listings[0], 'price', 'money', 'displayAmount'))
    : undefined;
  return {
    asin,
    title,
    ...(brand ? { brand } : {}),
    features: Array.isArray(features) ? features.flatMap((line) => text(line) ?? []).slice(0, 10) : [],
    detailPageUrl: text(at(item, 'detailPageURL')) ?? '',
    ...(imageUrl ? { imageUrl } : {}),
    ...(display ? { price: { display, readAt } } : {}),
  };
}

export function createCreatorsApi(options: CreatorsApiOptions) {
  const apiUrl = options.apiUrl ?? CREATORS_API_URL;
  const tokenUrl = options.tokenUrl ?? ((version: CreatorsVersion) => CREATORS_TOKEN_URLS[version]);
  const delays = options.retryDelaysMs ?? [1_000, 2_000, 4_000];
  const now = options.now ?? Date.now;
  /** Tokens by credential and version; one request at a time per credential. */
  const tokens = new Map<string, Promise<{ token: string; expiresAt: number }>>();

  async function requestToken(credentials: CreatorsCredentials) {
    const fields = {
      grant_type: 'client_credentials',
      client_id: credentials.credentialId,
      client_secret: credentials.credentialSecret,
      scope: lwa(credentials.version) ? 'creatorsapi::default' : 'creatorsapi/default',
    };
    let response: Response;
    try {
      response = await options.fetch(tokenUrl(credentials.version), {
        method: 'POST',
        headers: {
          'content-type': lwa(credentials.version) ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body: lwa(credentials.version) ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(REQUEST_MS),
      });
    } catch {
      throw new CreatorsApiError('unavailable', 'The token endpoint did not answer.');
    }
    const body = (await response.json().catch(() => null)) as Json | null;
    if (response.status === 400 || response.status === 401 || response.status === 403)
      throw new CreatorsApiError('auth', `The token was refused (${response.status}).`);
    const token = text(body?.access_token);
    if (!response.ok || !token) throw new CreatorsApiError('unavailable', `No token (${response.status}).`);
    const lifetime = typeof body?.expires_in === 'number' ? body.expires_in : DEFAULT_LIFETIME_S;
    return { token, expiresAt: now() + lifetime * 1000 - EXPIRY_MARGIN_MS };
  }

  async function tokenFor(credentials: CreatorsCredentials, fresh = false): Promise<string> {
    const key = `${credentials.version}:${credentials.credentialId}:${credentials.credentialSecret}`;
    const cached = tokens.get(key);
    if (cached && !fresh) {
      const held = await cached.catch(() => null);
      if (held && held.expiresAt > now()) return held.token;
    }
    const pending = requestToken(credentials);
    tokens.set(key, pending);
    try {
      return (await pending).token;
    } catch (error) {
      tokens.delete(key);
      throw error;
    }
  }

  async function post(credentials: CreatorsCredentials, marketplace: string, body: Json, retried = false) {
    const token = await tokenFor(credentials);
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await options.fetch(`${apiUrl}/catalog/v1/getItems`, {
          method: 'POST',
          headers: {
            authorization: lwa(credentials.version)
              ? `Bearer ${token}`
              : `Bearer ${token}, Version ${credentials.version}`,
            'content-type': 'application/json; charset=utf-8',
            'x-marketplace': marketplace,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_MS),
        });
      } catch {
        throw new CreatorsApiError('unavailable', 'The Creators API did not answer.');
      }
      if (response.status === 429) {
        await response.body?.cancel();
        const wait = delays[attempt];
        if (wait === undefined) throw new CreatorsApiError('throttled', 'Still throttled after retries.');
        await sleep(wait);
        continue;
      }
      const answer = await response.text();
      // An expired or revoked token: once more with a new one.
      if (response.status === 401 && !retried) {
        await tokenFor(credentials, true);
        return post(credentials, marketplace, body, true);
      }
      if (/AssociateNotEligible/.test(answer))
        throw new CreatorsApiError('ineligible', 'The account may not use the Creators API.');
      if (/InvalidAssociate|InvalidPartnerTag/.test(answer))
        throw new CreatorsApiError('marketplace', 'The credentials are not valid for this marketplace.');
      if (response.status === 401 || response.status === 403)
        throw new CreatorsApiError('auth', `The Creators API refused the token (${response.status}).`);
      if (!response.ok && response.status !== 404)
        throw new CreatorsApiError('unavailable', `The Creators API answered ${response.status}.`);
      try {
        return JSON.parse(answer) as Json;
      } catch {
        throw new CreatorsApiError('unavailable', 'The Creators API answered something unreadable.');
      }
    }
  }

  return {
    /**
     * The items Amazon knows among `asins` in `marketplace` ("www.amazon.com"), in the order asked; an
     * ASIN Amazon does not know is absent.
     */
    async getItems(
      credentials: CreatorsCredentials,
      {
        marketplace,
        asins,
        partnerTag,
      }: { marketplace: string; asins: readonly string[]; partnerTag: string },
    ): Promise<CreatorsItem[]> {
      const answer = await post(credentials, marketplace, {
        partnerTag,
        itemIds: asins,
        resources: ITEM_RESOURCES,
      });
      const readAt = new Date(now()).toISOString();
      const items = at(answer, 'itemsResult', 'items');
      const read = (Array.isArray(items) ? items : []).flatMap((item) => readItem(item, readAt) ?? []);
      return asins.flatMap((asin) => read.find((item) => item.asin === asin) ?? []);
    },
  };
}

export type CreatorsApi = ReturnType<typeof createCreatorsApi>;
