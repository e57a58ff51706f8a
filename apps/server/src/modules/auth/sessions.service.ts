/** Sessions: opaque 256-bit tokens handed to the client; the database keeps only their SHA-256. */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { type SessionUser, selectWithSessionUser } from '../users/users.queries.ts';

export async function createSession(
  db: Database | Tx,
  userId: string,
  options: { ttlMs: number; userAgent?: string },
): Promise<{ token: string; sessionId: string }> {
  const token = generateToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      userAgent: options.userAgent?.slice(0, 300),
      expiresAt: new Date(Date.now() + options.ttlMs),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

function prepareFindSession(db: Database) {
  const live = db
    .select({
      sessionId: sql<string>`${sessions.id}`.as('session_id'),
      userId: sessions.userId,
      reauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .as('live_session');
  // The account is the users module's: it joins it to our row, in the same statement (no limit:
  // token hashes are unique).
  return selectWithSessionUser(db, {
    from: live,
    userId: live.userId,
    fields: { sessionId: live.sessionId, reauthenticatedAt: live.reauthenticatedAt },
  }).prepare('find_session');
}

/** Built once per database: this runs on every authenticated request, as one round trip. */
const findSessionQueries = new WeakMap<Database, ReturnType<typeof prepareFindSession>>();

function findSessionQuery(db: Database) {
  let query = findSessionQueries.get(db);
  if (!query) {
    query = prepareFindSession(db);
    findSessionQueries.set(db, query);
  }
  return query;
}

/** The user and session behind a token, or null when it is unknown or expired. */
export async function findSession(
  db: Database,
  token: string,
): Promise<{ sessionId: string; reauthenticatedAt: Date | null; user: SessionUser } | null> {
  const [session] = await findSessionQuery(db).execute({ tokenHash: hashToken(token) });
  return session ?? null;
}

/** The SQL `findSession` runs (its one parameter: the token's hash), for bench/api.bench.ts's baseline. */
export function sessionLookupSql(db: Database): string {
  return findSessionQuery(db).getQuery().sql;
}

/**
 * True while the session exists and has not expired. For what outlives its request (a progress
 * stream): logout, a password change or a revocation deletes the row, maybe in another process.
 */
export async function isSessionLive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** Records that the person behind this session just proved who they are again (a fresh Google sign-in). */
export async function markReauthenticated(db: Database | Tx, sessionId: string): Promise<Date> {
  const now = new Date();
  await db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId));
  return now;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Database | Tx, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}
