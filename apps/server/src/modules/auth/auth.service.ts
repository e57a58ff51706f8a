/**
 * Email + password accounts: registration, sign-in, email verification, password reset.
 * Answers never reveal whether an email has an account (DESIGN §6).
 */
import { ErrorCode, FREE_SIGNUP_CREDITS, Messages, type RegisterBody } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import {
  findUserByEmail,
  insertUser,
  isEmailTakenByOther,
  type User,
  updateUser,
} from '../users/users.queries.ts';
import {
  consumeAuthToken,
  findLiveAuthToken,
  issueAuthToken,
  retireAuthTokens,
} from './auth-tokens.service.ts';
import { takeEmailSend } from './email-cooldown.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { createSession, revokeUserSessions } from './sessions.service.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;

function appLink(appUrl: string, pathname: string, params: Record<string, string> = {}) {
  const url = new URL(pathname, appUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

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

/** Issues a verification token for `address` (the email, or a pending one) and queues its mail. */
export async function sendVerificationMail(deps: Deps, tx: Tx, user: User, address = user.email) {
  const token = await issueAuthToken(tx, { id: user.id, email: address }, 'verify_email');
  const url = appLink(deps.config.appUrl, '/verify-email', { token, email: address });
  await deps.mail.queue(address, { template: 'verify-email', props: { firstName: user.firstName, url } }, tx);
}

export async function register(deps: Deps, body: RegisterBody): Promise<void> {
  // Hash first on every path so both answers take the same time.
  const passwordHash = await hashPassword(body.password);
  try {
    await deps.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, body.email);
      const send = await takeEmailSend(tx, body.email, 'signup');
      if (existing) {
        // No second account and no new password: the owner hears about it, and may reset.
        if (!send.allowed) return;
        const props = {
          firstName: existing.firstName,
          signInUrl: appLink(deps.config.appUrl, '/auth', { mode: 'login' }),
          resetUrl: appLink(deps.config.appUrl, '/forgot-password'),
        };
        await deps.mail.queue(existing.email, { template: 'account-exists', props }, tx);
        return;
      }
      const user = await createUserWithGrant(tx, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
        isVerified: false,
      });
      await sendVerificationMail(deps, tx, user);
    });
  } catch (error) {
    // A concurrent registration of the same address won: answer as for an existing account.
    if (!isUniqueViolation(error)) throw error;
  }
}

export async function login(
  deps: Deps,
  throttle: LoginThrottle,
  input: { email: string; password: string; userAgent?: string; deviceCookie?: string },
) {
  const { email, password, deviceCookie } = input;
  const decision = await throttle.check(email, deviceCookie);
  if (!decision.allowed) {
    throw new AppError(ErrorCode.RATE_LIMITED, Messages.tooManySignInAttempts, 429, {
      remainingTime: decision.retryAfterSeconds,
    });
  }
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await throttle.recordFailure(email, deviceCookie);
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, Messages.invalidCredentials, 401);
  }
  if (!user.isVerified) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, Messages.emailNotVerified, 403);
  const session = await createSession(deps.db, user.id, {
    ttlMs: deps.config.sessionTtlMs,
    userAgent: input.userAgent,
  });
  return { token: session.token, user, deviceCookie: await throttle.recordSuccess(email, deviceCookie) };
}

/**
 * Consumes a verification token: proves the account's email, or, for a token sent to the pending
 * address, makes that address the account's email (and tells the previous one).
 */
export async function verifyEmail(deps: Deps, token: string): Promise<{ credits: number }> {
  const invalid = AppError.badRequest(ErrorCode.INVALID_TOKEN, Messages.invalidVerificationLink);
  return deps.db.transaction(async (tx) => {
    const live = await findLiveAuthToken(tx, token, 'verify_email');
    if (!live || !(await consumeAuthToken(tx, live.token.id))) throw invalid;
    const { user } = live;
    if (live.token.email === user.email) {
      await updateUser(tx, user.id, { isVerified: true });
      return { credits: user.credits };
    }
    if (await isEmailTakenByOther(tx, live.token.email, user.id)) {
      throw new AppError(ErrorCode.EMAIL_IN_USE, Messages.emailInUse, 409);
    }
    await updateUser(tx, user.id, { email: live.token.email, pendingEmail: null, isVerified: true });
    await retireAuthTokens(tx, user.id, 'reset_password');
    await deps.mail.queue(
      user.email,
      { template: 'email-changed', props: { firstName: user.firstName, newEmail: live.token.email } },
      tx,
    );
    return { credits: user.credits };
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
    const token = await issueAuthToken(tx, user, 'reset_password');
    const url = appLink(deps.config.appUrl, '/reset-password', { token });
    await deps.mail.queue(
      user.email,
      { template: 'reset-password', props: { firstName: user.firstName, url } },
      tx,
    );
  });
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
