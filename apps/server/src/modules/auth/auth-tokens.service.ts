/** Single-use, hashed email-verification (24 h) and password-reset (1 h) tokens. */
import { EMAIL_CHANGE_REVERT_TTL_MS, EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@aa/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { type AuthTokenPurpose, authTokens } from '../../db/schema/auth.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { findUserById, type User } from '../users/users.queries.ts';

const ttl: Record<AuthTokenPurpose, number> = {
  verify_email: EMAIL_VERIFICATION_TTL_MS,
  reset_password: PASSWORD_RESET_TTL_MS,
  revert_email: EMAIL_CHANGE_REVERT_TTL_MS,
};

/** Issues a new token and retires the user's earlier unused tokens of the same purpose. */
export async function issueAuthToken(tx: Tx, user: { id: string; email: string }, purpose: AuthTokenPurpose) {
  await retireAuthTokens(tx, user.id, purpose);
  const token = generateToken();
  await tx.insert(authTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: new Date(Date.now() + ttl[purpose]),
  });
  return token;
}

/** Retires the user's unused tokens of these purposes. */
export async function retireAuthTokens(
  tx: Database | Tx,
  userId: string,
  ...purposes: [AuthTokenPurpose, ...AuthTokenPurpose[]]
) {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(authTokens.userId, userId), inArray(authTokens.purpose, purposes), isNull(authTokens.usedAt)),
    );
}

/**
 * Whether a token still proves something about its account. A token only proves the address it was
 * sent to: a verification or reset token dies when that address is no longer the account's (or, for
 * verification, its pending) email; an undo link lives only while the change it undoes stands.
 */
function stillApplies(purpose: AuthTokenPurpose, tokenEmail: string, user: User): boolean {
  switch (purpose) {
    case 'verify_email':
      return tokenEmail === user.email || tokenEmail === user.pendingEmail;
    case 'reset_password':
      return tokenEmail === user.email;
    case 'revert_email':
      return tokenEmail !== user.email;
  }
}

/** The token row behind `token` and its account (asked of the users module), used or not, or null. */
export async function findAuthToken(db: Database | Tx, token: string, purpose: AuthTokenPurpose) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)))
    .limit(1);
  if (!row) return null;
  const user = await findUserById(db, row.userId);
  return user ? { token: row, user } : null;
}

/** Whether a found token may still be used: unused, unexpired, and still about its account. */
export function isLive(found: NonNullable<Awaited<ReturnType<typeof findAuthToken>>>): boolean {
  const { token, user } = found;
  return (
    token.usedAt === null && token.expiresAt > new Date() && stillApplies(token.purpose, token.email, user)
  );
}

/** The live token and its user, or null. */
export async function findLiveAuthToken(db: Database | Tx, token: string, purpose: AuthTokenPurpose) {
  const found = await findAuthToken(db, token, purpose);
  return found && isLive(found) ? found : null;
}

/** Marks a token used; false when another request used it first (single use under concurrency). */
export async function consumeAuthToken(tx: Tx, tokenId: string): Promise<boolean> {
  const used = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return used.length === 1;
}
