/** The signed-in user's own account: profile, email change, password change. */
import { type ChangePasswordBody, ErrorCode, Messages } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sendVerificationMail } from '../auth/auth.service.ts';
import { retireAuthTokens } from '../auth/auth-tokens.service.ts';
import { revokeUserSessions } from '../auth/sessions.service.ts';
import { findUserById, isEmailTakenByOther, type User, updateUser } from './users.queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;

export async function getUser(deps: Pick<Deps, 'db'>, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound();
  return user;
}

/**
 * Asks for a new email. Nothing changes until the new address is proven: it becomes the pending
 * email, its verification link makes it the account's email, and the old address is told then.
 * A typo therefore never locks anyone out, and a stolen session alone cannot move the account.
 */
export async function requestEmailChange(
  deps: Deps,
  user: User,
  email: string,
): Promise<{ pending: boolean }> {
  return deps.db.transaction(async (tx) => {
    if (email === user.email) {
      if (user.pendingEmail) await updateUser(tx, user.id, { pendingEmail: null });
      return { pending: false };
    }
    if (await isEmailTakenByOther(tx, email, user.id)) {
      throw new AppError(ErrorCode.EMAIL_IN_USE, Messages.emailInUse, 409);
    }
    const updated = await updateUser(tx, user.id, { pendingEmail: email });
    await sendVerificationMail(deps, tx, updated, email);
    return { pending: true };
  });
}

/** Changes (or, for a Google-only account, sets) the password and ends the user's other sessions. */
export async function changePassword(deps: Deps, user: User, sessionId: string, body: ChangePasswordBody) {
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw AppError.badRequest(ErrorCode.WRONG_PASSWORD, Messages.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await retireAuthTokens(tx, user.id, 'reset_password');
    await revokeUserSessions(tx, user.id, sessionId);
  });
}
