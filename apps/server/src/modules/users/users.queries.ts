/**
 * The users table, owned by the users module: every read and write of an account row goes through
 * here (the ledger alone moves `credits`, in credits.service).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type User = typeof users.$inferSelect;
type Db = Database | Tx;

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** The password hash of an account, for the one comparison that needs it (null: Google-only). */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash ?? null;
}

export async function isEmailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(
  tx: Tx,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string | null;
    isVerified: boolean;
    language?: User['language'];
  },
): Promise<User> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** Updates the account fields a flow may change; returns the row as it now is. */
export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<Pick<User, 'email' | 'pendingEmail' | 'passwordHash' | 'isVerified' | 'language'>>,
): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

/** Deletes an account and, by cascade, everything it owns. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
