/** The Amazon Associates tracking ID a user's affiliate links carry. */
import { DEFAULT_STORE_ID } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { amazonTags } from '../../db/schema/platforms.ts';

export async function saveAmazonTag(
  db: Database,
  userId: string,
  affiliateTag: string,
  store: string = DEFAULT_STORE_ID,
) {
  const [row] = await db
    .insert(amazonTags)
    .values({ userId, store, affiliateTag })
    .onConflictDoUpdate({
      target: [amazonTags.userId, amazonTags.store],
      set: { affiliateTag, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function findAmazonTag(db: Database, userId: string) {
  const [row] = await db.select().from(amazonTags).where(eq(amazonTags.userId, userId));
  return row;
}

export async function deleteAmazonTag(db: Database, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(amazonTags)
    .where(eq(amazonTags.userId, userId))
    .returning({ userId: amazonTags.userId });
  return deleted.length > 0;
}
