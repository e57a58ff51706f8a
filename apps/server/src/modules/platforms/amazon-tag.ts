/**
 * The Amazon Associates tracking IDs a user's affiliate links carry: one per store, since a tag earns
 * only in its own store (a campaign's links take the tag of its products' store).
 */
import { AMAZON_STORE_IDS, DEFAULT_STORE_ID } from '@aa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { amazonTags } from '../../db/schema/platforms.ts';

export type AmazonTagRow = typeof amazonTags.$inferSelect;

/** Saves the user's tag for `store`, replacing the one it had. */
export async function saveAmazonTag(
  db: Database,
  userId: string,
  affiliateTag: string,
  store: string = DEFAULT_STORE_ID,
  /** The server's demo tag: it publishes to the demo blog only. */
  demo = false,
) {
  const [row] = await db
    .insert(amazonTags)
    .values({ userId, store, affiliateTag, demo })
    .onConflictDoUpdate({
      target: [amazonTags.userId, amazonTags.store],
      set: { affiliateTag, demo, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/** The user's tag for `store`, if they gave one. */
export async function findAmazonTag(db: Database, userId: string, store: string) {
  const [row] = await db
    .select()
    .from(amazonTags)
    .where(and(eq(amazonTags.userId, userId), eq(amazonTags.store, store)))
    .limit(1);
  return row;
}

const storeOrder = (store: string) => {
  const index = AMAZON_STORE_IDS.indexOf(store);
  return index === -1 ? AMAZON_STORE_IDS.length : index;
};

/** Every tag of the user, in AMAZON_STORES' order (amazon.com first). */
export async function listAmazonTags(db: Database, userId: string): Promise<AmazonTagRow[]> {
  const rows = await db.select().from(amazonTags).where(eq(amazonTags.userId, userId));
  return rows.sort((a, b) => storeOrder(a.store) - storeOrder(b.store));
}

/** Removes the user's tag for `store`, or every tag of theirs without one; false when there was none. */
export async function deleteAmazonTag(db: Database, userId: string, store?: string): Promise<boolean> {
  const deleted = await db
    .delete(amazonTags)
    .where(and(eq(amazonTags.userId, userId), store ? eq(amazonTags.store, store) : undefined))
    .returning({ userId: amazonTags.userId });
  return deleted.length > 0;
}
