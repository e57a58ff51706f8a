/**
 * Email + password accounts: registration, sign-in, email verification, password reset.
 * Answers never reveal whether an email has an account (DESIGN §6).
 */
import { ErrorCode, FREE_SIGNUP_CREDITS, Messages, type RegisterBody } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import {
  consumeAuthToken,
  findLiveAuthToken,
  issueAuthToken,
  retireAuthTokens,
} from './auth-tokens.service.ts';
import { takeEmailSend } from './email-cooldown.ts';
import { createSession, revokeUserSessions } from './sessions.service.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;
type UserRow = typeof users.$inferSelect;

export function verificationUrl(appUrl: string, token: string, email: string) {
  const url = new URL('/verify-email', appUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

function resetUrl(appUrl: string, token: string) {
  const url = new URL('/reset-password', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

async function findUserByEmail(db: Deps['db'] | Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Creates a user with the signup grant, inside `tx`. */
export async function createUserWithGrant(
  tx: Tx,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string | null;
    isVerified: boolean;
  },
): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  const grant = await applyCreditChange(tx, {
    userId: user.id,
    delta: FREE_SIGNUP_CREDITS,
    reason: 'signup_grant',
    reference: `signup:${user.id}`,
  });
  return { ...user, credits: grant.balance };
}

/** Issues a verification token and queues its mail, inside `tx`. */
export async function sendVerificationMail(deps: Deps, tx: Tx, user: UserRow) {
  const token = await issueAuthToken(tx, user, 'verify_email');
  await deps.mail.queue(
    user.email,
    {
      template: 'verify-email',
      props: { firstName: user.firstName, url: verificationUrl(deps.config.appUrl, token, user.email) },
    },
    tx,
  );
}

export async function register(deps: Deps, body: RegisterBody): Promise<void> {
  // Hash first on every path so both answers take the same time.
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, body.email);
    const send = await takeEmailSend(tx, body.email, 'verify_email');
    if (existing) {
      if (!send.allowed) return;
      const signInUrl = new URL('/auth?mode=login', deps.config.appUrl).toString();
      const forgotUrl = new URL('/forgot-password', deps.config.appUrl).toString();
      await deps.mail.queue(
        existing.email,
        {
          template: 'account-exists',
          props: { firstName: existing.firstName, signInUrl, resetUrl: forgotUrl },
        },
        tx,
      );
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
}

export async function login(deps: Deps, email: string, password: string, userAgent?: string) {
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) throw new AppError(ErrorCode.INVALID_CREDENTIALS, Messages.invalidCredentials, 401);
  if (!user.isVerified) throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, Messages.emailNotVerified, 403);
  const session = await createSession(deps.db, user.id, { ttlMs: deps.config.sessionTtlMs, userAgent });
  return { token: session.token, user };
}

export async function verifyEmail(deps: Deps, token: string): Promise<{ credits: number }> {
  return deps.db.transaction(async (tx) => {
    const live = await findLiveAuthToken(tx, token, 'verify_email');
    if (!live || !(await consumeAuthToken(tx, live.token.id))) {
      throw AppError.badRequest(ErrorCode.INVALID_TOKEN, Messages.invalidVerificationLink);
    }
    await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, live.user.id));
    return { credits: live.user.credits };
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
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    // A burst of requests sends mail on the resend cooldown schedule; the answer stays the same.
    const send = await takeEmailSend(tx, email, 'reset_password');
    if (!send.allowed) return;
    const token = await issueAuthToken(tx, user, 'reset_password');
    await deps.mail.queue(
      user.email,
      {
        template: 'reset-password',
        props: { firstName: user.firstName, url: resetUrl(deps.config.appUrl, token) },
      },
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
    await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: new Date() })
      .where(eq(users.id, live.user.id));
    await retireAuthTokens(tx, live.user.id, 'reset_password');
    await revokeUserSessions(tx, live.user.id);
  });
}
