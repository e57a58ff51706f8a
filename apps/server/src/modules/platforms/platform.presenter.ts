/**
 * The wire shape of PRODUCT.md §3's platform data: every platform with the same eight fields. Rows hold
 * sealed secrets; only these functions turn them into what leaves the server, and they never open
 * a secret (the application password shows as its last four characters).
 */
import { DEFAULT_STORE_ID, type PlatformState } from '@aa/contracts';
import type { amazonTags, wordpressConnections } from '../../db/schema/platforms.ts';

const empty: PlatformState = {
  completed: false,
  verified: false,
  connected: false,
  username: null,
  websiteUrl: null,
  apiKey: null,
  profileImage: null,
  affiliateTag: null,
};

export function presentWordPress(row: typeof wordpressConnections.$inferSelect | undefined): PlatformState {
  if (!row) return empty;
  return {
    ...empty,
    completed: true,
    verified: true,
    connected: true,
    username: row.username,
    websiteUrl: row.siteUrl,
    apiKey: `•••• •••• •••• •••• •••• ${row.apiKeyHint}`,
  };
}

/**
 * The user's tags, one per store (in AMAZON_STORES' order): `affiliateTag` keeps PRODUCT.md's one field
 * (the amazon.com tag, else the first), `tags` lists them all.
 */
export function presentAmazon(rows: (typeof amazonTags.$inferSelect)[]): PlatformState {
  const tags = rows.map((row) => ({ store: row.store, affiliateTag: row.affiliateTag }));
  const [first] = tags;
  if (!first) return { ...empty, tags };
  const main = tags.find((tag) => tag.store === DEFAULT_STORE_ID) ?? first;
  return {
    ...empty,
    completed: true,
    verified: true,
    connected: true,
    affiliateTag: main.affiliateTag,
    tags,
  };
}

export function presentPinterest(
  connection: { username: string; profileImage: string | null } | undefined,
): PlatformState {
  if (!connection) return empty;
  return {
    ...empty,
    completed: true,
    verified: true,
    connected: true,
    username: connection.username,
    profileImage: connection.profileImage,
  };
}
