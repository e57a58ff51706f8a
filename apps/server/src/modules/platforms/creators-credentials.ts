/**
 * A user's Amazon Creators API credentials (issue 29), one set per region: checked with Amazon before
 * they are kept (a token, then GetItems on one ASIN of the region's first store the user has a tag
 * for), the secret sealed with the app's key (bound to the user and region), never shown or logged
 * again. Amazon's refusal is said in plain words (an account without its 10 qualifying sales).
 */
import {
  CREATORS_REGIONS,
  type CreatorsConnection,
  type CreatorsRegion,
  type CreatorsVersion,
  creatorsRegionOf,
  ErrorCode,
  Messages,
  storeById,
} from '@aa/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { amazonCreatorsCredentials } from '../../db/schema/platforms.ts';
import {
  CreatorsApiError,
  type CreatorsCredentials,
  type CreatorsItem,
} from '../../integrations/amazon/creators-api.ts';
import { AppError } from '../../lib/errors.ts';
import { findAmazonTag, listAmazonTags } from './amazon-tag.ts';

/** One product every store of the catalogue sells: asked to check a region's credentials. */
const CHECK_ASIN = 'B09B8V1LZ3';

const sealedFor = (userId: string, region: string) => `creators:${userId}:${region}`;

/** Amazon's refusal as the user reads it, on the field it is about. */
export function creatorsRefusal(error: CreatorsApiError): AppError {
  const [message, field] =
    error.kind === 'ineligible'
      ? [Messages.creatorsIneligible, 'credentialId']
      : error.kind === 'auth'
        ? [Messages.creatorsAuthFailed, 'credentialSecret']
        : error.kind === 'marketplace'
          ? [Messages.creatorsWrongMarketplace, 'region']
          : [Messages.creatorsUnavailable, undefined];
  return field
    ? new AppError(ErrorCode.VALIDATION_ERROR, message, 400, { errors: { [field]: [message] } })
    : new AppError(ErrorCode.AMAZON_API_UNAVAILABLE, message, 502);
}

/** Checks the credentials with Amazon and keeps them for the region, replacing the region's. */
export async function saveCreatorsCredentials(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'creators'>,
  userId: string,
  body: { region: CreatorsRegion; credentialId: string; credentialSecret: string; version: CreatorsVersion },
  now = new Date(),
): Promise<CreatorsConnection> {
  const credentials: CreatorsCredentials = {
    credentialId: body.credentialId,
    credentialSecret: body.credentialSecret,
    version: body.version,
  };
  const stores = CREATORS_REGIONS[body.region].stores as readonly string[];
  const tags = await listAmazonTags(ctx.db, userId);
  // Amazon answers GetItems only for a partner tag of the account: the user's own tag of the region.
  const tagged = tags.find((tag) => stores.includes(tag.store));
  const store = tagged && storeById(tagged.store);
  if (!tagged || !store)
    throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.creatorsTagFirst, 400, {
      errors: { region: [Messages.creatorsTagFirst] },
    });
  try {
    await ctx.creators.getItems(credentials, {
      marketplace: store.host,
      asins: [CHECK_ASIN],
      partnerTag: tagged.affiliateTag,
    });
  } catch (error) {
    if (error instanceof CreatorsApiError) throw creatorsRefusal(error);
    throw error;
  }
  const values = {
    credentialId: body.credentialId,
    sealedSecret: ctx.secrets.seal(body.credentialSecret, sealedFor(userId, body.region)),
    version: body.version,
    verifiedAt: now,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(amazonCreatorsCredentials)
    .values({ userId, region: body.region, ...values })
    .onConflictDoUpdate({
      target: [amazonCreatorsCredentials.userId, amazonCreatorsCredentials.region],
      set: values,
    })
    .returning();
  if (!row) throw new Error('credentials insert returned nothing');
  return presentCreators(row);
}

export function presentCreators(row: typeof amazonCreatorsCredentials.$inferSelect): CreatorsConnection {
  return {
    region: row.region as CreatorsRegion,
    version: row.version,
    credentialIdHint: `…${row.credentialId.slice(-4)}`,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}

export async function listCreatorsConnections(db: Database, userId: string): Promise<CreatorsConnection[]> {
  const rows = await db
    .select()
    .from(amazonCreatorsCredentials)
    .where(eq(amazonCreatorsCredentials.userId, userId));
  return rows.map(presentCreators).sort((a, b) => a.region.localeCompare(b.region));
}

/** Removes the user's credentials for a region; false when there were none. */
export async function deleteCreatorsCredentials(db: Database, userId: string, region: CreatorsRegion) {
  const deleted = await db
    .delete(amazonCreatorsCredentials)
    .where(and(eq(amazonCreatorsCredentials.userId, userId), eq(amazonCreatorsCredentials.region, region)))
    .returning({ region: amazonCreatorsCredentials.region });
  return deleted.length > 0;
}

/**
 * The products as the user's Creators API credentials read them in `storeId`, or null when the user
 * has none for its region (or no tag for the store). Amazon's refusals are thrown (CreatorsApiError).
 */
export async function creatorsItems(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'creators'>,
  userId: string,
  storeId: string,
  asins: readonly string[],
): Promise<CreatorsItem[] | null> {
  const region = creatorsRegionOf(storeId);
  const store = storeById(storeId);
  if (!region || !store) return null;
  const [row] = await ctx.db
    .select()
    .from(amazonCreatorsCredentials)
    .where(and(eq(amazonCreatorsCredentials.userId, userId), eq(amazonCreatorsCredentials.region, region)))
    .limit(1);
  const tag = await findAmazonTag(ctx.db, userId, storeId);
  if (!row || !tag) return null;
  return ctx.creators.getItems(
    {
      credentialId: row.credentialId,
      credentialSecret: ctx.secrets.open(row.sealedSecret, sealedFor(userId, region)),
      version: row.version as CreatorsVersion,
    },
    { marketplace: store.host, asins, partnerTag: tag.affiliateTag },
  );
}
