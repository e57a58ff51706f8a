/**
 * Changing what the account is keyed by, from the signed-in account: its email (after the owner
 * proves who they are, only once the new address confirms) and its password (ending the other
 * sessions). The account row is the users module's and changes through it; the proof, the tokens,
 * the cooldowns and the sessions are ours.
 */
import { appLink, type ChangePasswordBody, paths, type UpdateProfileBody } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RequestAuth } from '../../request-auth.ts';
import { findUserByEmail, updateUser } from '../users/users.queries.ts';
import { sendEmailChangeConfirmation } from './auth.service.ts';
import { retireAuthTokens } from './auth-tokens.service.ts';
import { takeEmailSend } from './email-cooldown.ts';
import { confirmIdentity } from './reauthenticate.ts';
import { revokeUserSessions } from './sessions.service.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;

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
