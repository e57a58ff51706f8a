/**
 * The users table, owned by the users module: every read and write of an account row goes through
 * here (the ledger alone moves `credits`, in credits.service).
 */
import {
  type AnyColumn,
  and,
  eq,
  getTableColumns,
  inArray,
  ne,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type User = typeof users.$inferSelect;
type Db = Database | Tx;

/**
 * The user a session stands for, as requests carry it: never the password hash (a log line or a
 * presenter mistake cannot leak what is not there), only whether there is one.
 */
export type SessionUser = Omit<User, 'passwordHash'> & { hasPassword: boolean };

const { passwordHash: _passwordHash, ...sessionUserColumns } = getTableColumns(users);

/** A session user's columns: every column but the password hash, and whether there is one. */
const sessionUserFields = {
  ...sessionUserColumns,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
};

/**
 * One statement for who is behind a credential: another module's rows (`from`: the auth module's
 * live session of a token hash, a subquery over its own table) with `fields` of them, joined to
 * the account they name by `userId`, which comes back as `user`, as requests carry it. The caller
 * keeps its table and we keep ours, and an authenticated request costs one round trip.
 */
export function selectWithSessionUser<TFields extends SelectedFields>(
  db: Database,
  rows: { from: Subquery; userId: AnyColumn; fields: TFields },
) {
  return db
    .select({ ...rows.fields, user: sessionUserFields })
    .from(rows.from)
    .innerJoin(users, eq(users.id, rows.userId));
}

/** An account as a session carries it (without its password hash), by id. */
export async function findSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  const [user] = await db.select(sessionUserFields).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

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
    timeZone?: string | null;
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
  changes: Partial<
    Pick<
      User,
      'email' | 'pendingEmail' | 'passwordHash' | 'isVerified' | 'language' | 'runMails' | 'timeZone'
    >
  > & {
    /** The mail switches, merged in the database (users.service.ts updateSettings). */
    mailPreferences?: SQL;
  },
): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

/** Locks the account row for the rest of `tx` (serialises credit changes); false when it does not exist. */
export async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

/** Locks several accounts for the rest of `tx` (in id order: no deadlock between two batches); their balances. */
export async function lockUsersCredits(tx: Tx, userIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: users.id, credits: users.credits })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row.credits]));
}

/** Locks those of these accounts no other transaction holds, without waiting; their ids. */
export async function lockFreeUsers(tx: Tx, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.id)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Sets several running totals at once (the credits ledger's batch debit). */
export async function setCredits(tx: Tx, balances: Map<string, number>): Promise<void> {
  if (balances.size === 0) return;
  const values = sql.join(
    [...balances].map(([id, credits]) => sql`(${id}::uuid, ${credits}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE users SET credits = v.credits FROM (VALUES ${values}) AS v(id, credits) WHERE users.id = v.id`,
  );
}

/**
 * Adds `delta` to the running credit total and returns the new balance. Only the credits ledger
 * calls this; a total below zero violates `users_credits_non_negative` and aborts the transaction.
 */
export async function addToCredits(tx: Tx, userId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  if (!row) throw new Error(`credit change for unknown user ${userId}`);
  return row.credits;
}

export async function findCredits(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.credits ?? 0;
}

/** Deletes an account and, by cascade, everything it owns. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
