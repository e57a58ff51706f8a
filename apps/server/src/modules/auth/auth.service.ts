/**
 * Email + password accounts: registration, sign-in, email verification (of the account's address
 * and of a new one), the one-click undo of an email change, and password reset.
 * Answers never reveal whether an email has an account (PRODUCT.md §12).
 */
import { randomBytes } from 'node:crypto';
import {
  appLink,
  ErrorCode,
  FREE_SIGNUP_CREDITS,
  Messages,
  paths,
  type RegisterBody,
  type VerifyEmailStatus,
} from '@aa/contracts';
import { TransactionRollbackError } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import {
  deleteUser,
  findUserByEmail,
  insertUser,
  isEmailTakenByOther,
  type User,
  updateUser,
} from '../users/users.queries.ts';
import {
  consumeAuthToken,
  findAuthToken,
  findLiveAuthToken,
  isLive,
  issueAuthToken,
  retireAuthTokens,
} from './auth-tokens.service.ts';
import { takeEmailSend } from './email-cooldown.ts';
import { unlinkIdentitiesSince } from './identities.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { createSession, revokeUserSessions } from './sessions.service.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;

/** Creates a user with the signup grant, inside `tx`. */
export async function createUserWithGrant(tx: Tx, values: Parameters<typeof insertUser>[1]): Promise<User> {
  const user = await insertUser(tx, values);
  const grant = await applyCreditChange(tx, {
    userId: user.id,
    delta: FREE_SIGNUP_CREDITS,
    reason: 'signup_grant',
    reference: `signup:${user.id}`,
  });
  return { ...user, credits: grant.balance };
}

/** Issues a verification token for the account's own address and queues the sign-up mail. */
export async function sendVerificationMail(deps: Deps, tx: Tx, user: User) {
  const token = await issueAuthToken(tx, { id: user.id, email: user.email }, 'verify_email');
  const url = appLink(deps.config.appUrl, paths.verifyEmail, { token, email: user.email });
  await deps.mail.queue(
    user.email,
    { template: 'verify-email', language: user.language, props: { firstName: user.firstName, url } },
    tx,
  );
}

/**
 * Asks `newEmail` to confirm that an existing account moves to it: its own mail, naming the account,
 * never the sign-up mail (which would invite the owner of the address to verify someone else's account).
 */
export async function sendEmailChangeConfirmation(deps: Deps, tx: Tx, user: User, newEmail: string) {
  const token = await issueAuthToken(tx, { id: user.id, email: newEmail }, 'verify_email');
  const url = appLink(deps.config.appUrl, paths.verifyEmail, { token, email: newEmail });
  const props = {
    firstName: user.firstName,
    lastName: user.lastName,
    currentEmail: user.email,
    newEmail,
    url,
  };
  await deps.mail.queue(newEmail, { template: 'confirm-email-change', language: user.language, props }, tx);
}

/**
 * Registration. Both answers (new address, existing address) do the same database work, so their
 * timing tells nothing: for an existing address the sign-up's writes run in a savepoint that is
 * rolled back, and the owner gets an "account exists" mail instead.
 */
export async function register(deps: Deps, body: RegisterBody): Promise<void> {
  // Hash first on every path so both answers take the same time.
  const passwordHash = await hashPassword(body.password);
  const values = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash,
    isVerified: false,
    language: body.language ?? 'en',
    timeZone: body.timeZone ?? null,
  };
  try {
    await deps.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, body.email);
      const send = await takeEmailSend(tx, body.email, 'signup');
      if (!existing) {
        await tx.transaction(async (savepoint) => {
          const user = await createUserWithGrant(savepoint, values);
          await sendVerificationMail(deps, savepoint, user);
        });
        return;
      }
      await rehearseSignup(deps, tx, values);
      // No second account and no new password: the owner hears about it, and may reset.
      if (!send.allowed) return;
      const props = {
        firstName: existing.firstName,
        signInUrl: appLink(deps.config.appUrl, paths.auth, { mode: 'login' }),
        resetUrl: appLink(deps.config.appUrl, paths.forgotPassword),
      };
      await deps.mail.queue(
        existing.email,
        { template: 'account-exists', language: existing.language, props },
        tx,
      );
    });
  } catch (error) {
    // A concurrent registration of the same address won: answer as for an existing account.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** The writes of a sign-up, under an address nobody can have, rolled back. */
async function rehearseSignup(deps: Deps, tx: Tx, values: Parameters<typeof insertUser>[1]) {
  try {
    await tx.transaction(async (savepoint) => {
      const shadow = { ...values, email: `rehearsal-${randomBytes(8).toString('hex')}@signup.invalid` };
      const user = await createUserWithGrant(savepoint, shadow);
      await sendVerificationMail(deps, savepoint, user);
      savepoint.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

/**
 * A sign-in's proof of password under the per-email throttle: refused with 429 while the email must
 * wait, counted as a failure when wrong (unknown accounts the same), and on success the browser's
 * device cookie to set (it lets this browser past the wait next time).
 */
export async function provePassword(
  throttle: LoginThrottle,
  input: { email: string; password: string; passwordHash: string | null; deviceCookie?: string },
): Promise<string> {
  const decision = await throttle.check(input.email, input.deviceCookie);
  if (!decision.allowed) {
    throw new AppError(ErrorCode.RATE_LIMITED, Messages.tooManySignInAttempts, 429, {
      remainingTime: decision.retryAfterSeconds,
    });
  }
  if (!(await verifyPassword(input.passwordHash, input.password))) {
    await throttle.recordFailure(input.email, input.deviceCookie);
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, Messages.invalidCredentials, 401);
  }
  return throttle.recordSuccess(input.email, input.deviceCookie);
}

export async function login(
  deps: Deps,
  throttle: LoginThrottle,
  input: { email: string; password: string; userAgent?: string; deviceCookie?: string },
) {
  const user = await findUserByEmail(deps.db, input.email);
  const deviceCookie = await provePassword(throttle, { ...input, passwordHash: user?.passwordHash ?? null });
  // verifyPassword is false without a hash, so a user exists here; the check narrows the type.
  if (!user) throw new AppError(ErrorCode.INVALID_CREDENTIALS, Messages.invalidCredentials, 401);
  if (!user.isVerified) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, Messages.emailNotVerified, 403);
  const session = await createSession(deps.db, user.id, {
    ttlMs: deps.config.sessionTtlMs,
    userAgent: input.userAgent,
  });
  return { token: session.token, user, deviceCookie };
}

/**
 * Consumes a verification token: proves the account's email, or, for a token sent to the pending
 * address, makes that address the account's email and mails the previous one a link that undoes it.
 * A link opened again after it worked says the address is already verified.
 */
export async function verifyEmail(
  deps: Deps,
  token: string,
): Promise<{ credits: number; status: VerifyEmailStatus }> {
  const invalid = AppError.badRequest(ErrorCode.INVALID_TOKEN, Messages.invalidVerificationLink);
  return deps.db.transaction(async (tx) => {
    const live = await findAuthToken(tx, token, 'verify_email');
    if (!live) throw invalid;
    if (!isLive(live)) {
      // Used before, on an account whose address it proved: say so instead of failing.
      const { token: used, user } = live;
      if (used.usedAt !== null && user.isVerified && used.email === user.email) {
        return { credits: user.credits, status: 'already_verified' as const };
      }
      throw invalid;
    }
    if (!(await consumeAuthToken(tx, live.token.id))) throw invalid;
    const { user } = live;
    if (live.token.email === user.email) {
      await updateUser(tx, user.id, { isVerified: true });
      return { credits: user.credits, status: 'verified' as const };
    }
    if (await isEmailTakenByOther(tx, live.token.email, user.id)) {
      throw new AppError(ErrorCode.EMAIL_IN_USE, Messages.emailInUse, 409);
    }
    const oldEmail = user.email;
    await updateUser(tx, user.id, { email: live.token.email, pendingEmail: null, isVerified: true });
    await retireAuthTokens(tx, user.id, 'reset_password');
    const revertToken = await issueAuthToken(tx, { id: user.id, email: oldEmail }, 'revert_email');
    const props = {
      firstName: user.firstName,
      oldEmail,
      newEmail: live.token.email,
      revertUrl: appLink(deps.config.appUrl, paths.revertEmail, { token: revertToken }),
    };
    await deps.mail.queue(oldEmail, { template: 'email-changed', language: user.language, props }, tx);
    return { credits: user.credits, status: 'email_changed' as const };
  });
}

/**
 * The undo of an email change, from the link mailed to the previous address: that address is the
 * account's again, every session ends, Google identities connected since the change are removed,
 * and the answer carries a reset token so the owner sets a new password at once.
 */
export async function revertEmailChange(
  deps: Deps,
  token: string,
): Promise<{ email: string; resetToken: string }> {
  return deps.db.transaction(async (tx) => {
    const live = await findLiveAuthToken(tx, token, 'revert_email');
    if (!live || !(await consumeAuthToken(tx, live.token.id))) {
      throw AppError.badRequest(ErrorCode.INVALID_TOKEN, Messages.invalidRevertLink);
    }
    const { user, token: revert } = live;
    const holder = await findUserByEmail(tx, revert.email);
    if (holder && holder.id !== user.id) {
      // An account registered on the freed address since: unverified, nobody proved it (the mailbox
      // owner is the one undoing); verified, it is someone's and stays theirs.
      if (holder.isVerified) throw new AppError(ErrorCode.EMAIL_IN_USE, Messages.revertAddressTaken, 409);
      await deleteUser(tx, holder.id);
    }
    await updateUser(tx, user.id, { email: revert.email, pendingEmail: null, isVerified: true });
    await retireAuthTokens(tx, user.id, 'verify_email', 'reset_password', 'revert_email');
    await unlinkIdentitiesSince(tx, user.id, revert.createdAt);
    await revokeUserSessions(tx, user.id);
    const resetToken = await issueAuthToken(tx, { id: user.id, email: revert.email }, 'reset_password');
    return { email: revert.email, resetToken };
  });
}

export async function resendVerification(deps: Deps, email: string) {
  return deps.db.transaction(async (tx) => {
    const send = await takeEmailSend(tx, email, 'verify_email');
    if (!send.allowed) {
      throw new AppError(ErrorCode.RESEND_COOLDOWN, Messages.tooManyAttempts, 429, {
        remainingTime: send.remainingTime,
        attemptCount: send.attemptCount,
      });
    }
    const user = await findUserByEmail(tx, email);
    if (user && !user.isVerified) await sendVerificationMail(deps, tx, user);
    return { attemptCount: send.attemptCount, remainingTime: send.remainingTime };
  });
}

export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Counted for every address, so known and unknown ones do the same work; a burst of requests
    // sends mail on the resend cooldown schedule and the answer stays the same.
    const send = await takeEmailSend(tx, email, 'reset_password');
    const user = await findUserByEmail(tx, email);
    if (!user || !send.allowed) return;
    await sendResetMail(deps, tx, user);
  });
}

async function sendResetMail(deps: Deps, tx: Tx, user: User) {
  const token = await issueAuthToken(tx, user, 'reset_password');
  const url = appLink(deps.config.appUrl, paths.resetPassword, { token });
  await deps.mail.queue(
    user.email,
    { template: 'reset-password', language: user.language, props: { firstName: user.firstName, url } },
    tx,
  );
}

export async function verifyResetToken(deps: Deps, token: string): Promise<{ email: string }> {
  const live = await findLiveAuthToken(deps.db, token, 'reset_password');
  if (!live) throw AppError.badRequest(ErrorCode.INVALID_TOKEN, Messages.invalidResetLink);
  return { email: live.user.email };
}

/** Sets the new password, proves the address (the link reached it) and ends every session. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const live = await findLiveAuthToken(tx, token, 'reset_password');
    if (!live || !(await consumeAuthToken(tx, live.token.id))) {
      throw AppError.badRequest(ErrorCode.INVALID_TOKEN, Messages.invalidResetLink);
    }
    await updateUser(tx, live.user.id, { passwordHash, isVerified: true });
    await retireAuthTokens(tx, live.user.id, 'reset_password');
    await revokeUserSessions(tx, live.user.id);
  });
}
