/** The signed-in user's own account: profile, email change, password change, language. */
import {
  appLink,
  type ChangePasswordBody,
  type Language,
  paths,
  type UpdateProfileBody,
} from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sendEmailChangeConfirmation } from '../auth/auth.service.ts';
import { retireAuthTokens } from '../auth/auth-tokens.service.ts';
import type { RequestAuth } from '../auth/authenticate.ts';
import { takeEmailSend } from '../auth/email-cooldown.ts';
import { confirmIdentity } from '../auth/reauthenticate.ts';
import { revokeUserSessions } from '../auth/sessions.service.ts';
import { findUserByEmail, findUserById, type User, updateUser } from './users.queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;

export async function getUser(deps: Pick<Deps, 'db'>, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notFound();
  return user;
}

/**
 * Asks for a new email, after the owner proves who they are. Nothing changes until the new address
 * is proven: it becomes the pending email and gets its own confirmation mail naming the account;
 * its link makes it the account's email, and the previous address gets a link that undoes it.
 * The answer is the same when the address belongs to another account (no enumeration): that
 * account's owner is told instead, and no link is sent.
 */
export async function requestEmailChange(
  deps: Deps,
  auth: RequestAuth,
  body: UpdateProfileBody,
): Promise<{ pending: boolean }> {
  const { email } = body;
  if (email === auth.user.email) {
    if (auth.user.pendingEmail) await updateUser(deps.db, auth.user.id, { pendingEmail: null });
    return { pending: false };
  }
  await confirmIdentity(deps.db, auth, body.currentPassword);
  return deps.db.transaction(async (tx) => {
    const user = await updateUser(tx, auth.user.id, { pendingEmail: email });
    await retireAuthTokens(tx, user.id, 'verify_email');
    // Mail to an address this account does not own yet is spaced out like any verification mail.
    const send = await takeEmailSend(tx, email, 'email_change');
    if (!send.allowed) return { pending: true };
    const owner = await findUserByEmail(tx, email);
    if (owner) {
      const props = {
        firstName: owner.firstName,
        email,
        signInUrl: appLink(deps.config.appUrl, paths.auth, { mode: 'login' }),
      };
      await deps.mail.queue(email, { template: 'email-in-use', language: owner.language, props }, tx);
    } else {
      await sendEmailChangeConfirmation(deps, tx, user, email);
    }
    return { pending: true };
  });
}

/**
 * Changes the password (or sets a first one on an account without, after a fresh Google sign-in)
 * and ends the user's other sessions.
 */
export async function changePassword(deps: Deps, auth: RequestAuth, body: ChangePasswordBody) {
  await confirmIdentity(deps.db, auth, body.currentPassword || undefined);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, { passwordHash });
    await retireAuthTokens(tx, auth.user.id, 'reset_password');
    await revokeUserSessions(tx, auth.user.id, auth.sessionId);
  });
}

/** The language of the account's mails follows the UI's. */
export async function setLanguage(deps: Pick<Deps, 'db'>, userId: string, language: Language) {
  await updateUser(deps.db, userId, { language });
}
