/** The signed-in user's own account: profile, email change, password change. */
import { type ChangePasswordBody, ErrorCode, Messages } from '@aa/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sendVerificationMail } from '../auth/auth.service.ts';
import { retireAuthTokens } from '../auth/auth-tokens.service.ts';
import { revokeUserSessions } from '../auth/sessions.service.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;
type UserRow = typeof users.$inferSelect;

export async function getUser(deps: Pick<Deps, 'db'>, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw AppError.notFound();
  return user;
}

/**
 * Changes the email. The new address must be proven again: the account becomes unverified, a
 * verification link goes to the new address and a notice to the old one.
 */
export async function updateEmail(deps: Deps, user: UserRow, email: string): Promise<{ changed: boolean }> {
  if (email === user.email) return { changed: false };
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw new AppError(ErrorCode.EMAIL_IN_USE, Messages.emailInUse, 409);
    const [updated] = await tx
      .update(users)
      .set({ email, isVerified: false, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw AppError.notFound();
    await retireAuthTokens(tx, user.id, 'reset_password');
    await sendVerificationMail(deps, tx, updated);
    await deps.mail.queue(
      user.email,
      { template: 'email-changed', props: { firstName: user.firstName, newEmail: email } },
      tx,
    );
  });
  return { changed: true };
}

/** Changes (or, for a Google-only account, sets) the password and ends the user's other sessions. */
export async function changePassword(deps: Deps, user: UserRow, sessionId: string, body: ChangePasswordBody) {
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw AppError.badRequest(ErrorCode.WRONG_PASSWORD, Messages.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await retireAuthTokens(tx, user.id, 'reset_password');
    await revokeUserSessions(tx, user.id, sessionId);
  });
}
