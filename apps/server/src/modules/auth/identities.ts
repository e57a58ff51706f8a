/** External sign-in identities (Google), keyed by issuer + subject; owned by the auth module. */
import { and, eq, gte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { userIdentities } from '../../db/schema/auth.ts';
import { findUserById } from '../users/users.queries.ts';

type Db = Database | Tx;

/** The account an identity is connected to, if any. */
export async function findUserByIdentity(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ? findUserById(db, row.userId) : undefined;
}

export async function linkIdentity(
  db: Db,
  identity: { userId: string; issuer: string; subject: string; email: string },
): Promise<void> {
  await db.insert(userIdentities).values(identity);
}

/** Removes the identities connected to an account since `since` (the undo of an email change). */
export async function unlinkIdentitiesSince(db: Db, userId: string, since: Date): Promise<void> {
  await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), gte(userIdentities.createdAt, since)));
}
