/**
 * Google sign-in (OpenID Connect, PKCE + state + nonce). Accounts are keyed by issuer + subject and
 * Google never links silently into an existing account (PRODUCT.md §12, account pre-hijacking):
 * - an identity already connected signs in to its account;
 * - a new identity whose email has no account creates one;
 * - an address held by an unverified account (nobody proved it) gets a fresh account: the
 *   unverified one is discarded;
 * - an address held by a verified account with a password asks for that password once
 *   (the callback answers intent `link`, then POST /auth/google/link); without a password, the account signs in
 *   with another Google identity and this one is refused.
 * `intent=reauth` signs the same person in again to confirm an account change (no password to ask).
 */
import {
  appLink,
  canonicalEmail,
  ErrorCode,
  isSafeLine,
  type Language,
  Messages,
  NAME_MAX_LENGTH,
  paths,
} from '@aa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { GoogleIdentity } from '../../integrations/google/google-oidc.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  type SessionUser,
  type User,
} from '../users/users.queries.ts';
import { createUserWithGrant, provePassword } from './auth.service.ts';
import { findUserByIdentity, linkIdentity } from './identities.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { createSession, markReauthenticated } from './sessions.service.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'google' | 'secrets' | 'mail'>;

const signInFailed = () => new AppError(ErrorCode.GOOGLE_AUTH_FAILED, Messages.googleFailed, 400);

export const GOOGLE_FLOW_COOKIE = 'aa_google_flow';
export const GOOGLE_LINK_COOKIE = 'aa_google_link';
export const GOOGLE_COOKIE_PATH = '/api/auth/google';
export const GOOGLE_FLOW_TTL_S = 600;
/** Clock skew allowed between Google's auth_time and the start of a re-authentication. */
const AUTH_TIME_SKEW_S = 60;

type Intent = 'signin' | 'reauth';

interface FlowState {
  state: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: number;
  intent: Intent;
  language?: Language;
  returnTo?: string;
  /** For a re-authentication: the session that asked, and when. */
  sessionId?: string;
  startedAt: number;
}

/** A Google identity waiting for the password of the existing account it asks to join. */
interface PendingLink {
  issuer: string;
  subject: string;
  email: string;
  userId: string;
  expiresAt: number;
}

function seal<T>(deps: Deps, value: T): string {
  return deps.secrets.seal(JSON.stringify(value));
}

function openSealed<T extends { expiresAt: number }>(deps: Deps, sealed: string | undefined): T | null {
  if (!sealed) return null;
  try {
    const value = JSON.parse(deps.secrets.open(sealed)) as T;
    return value.expiresAt >= Date.now() ? value : null;
  } catch {
    return null;
  }
}

/** Starts the flow: the authorization URL, and the sealed flow state for a short-lived cookie. */
export async function startGoogleSignIn(
  deps: Deps,
  input: {
    intent: Intent;
    language?: Language;
    returnTo?: string;
    /** The signed-in session, required for a re-authentication. */
    session?: { sessionId: string; user: SessionUser };
  },
  log: FastifyBaseLogger,
) {
  let loginHint: string | undefined;
  if (input.intent === 'reauth') {
    if (!input.session) throw AppError.unauthorized();
    loginHint = input.session.user.email;
  }
  const authorization = await deps.google
    .startAuthorization(loginHint ? { reauthenticate: { loginHint } } : {})
    .catch((error: unknown) => {
      log.warn({ err: error }, 'Google sign-in could not start');
      throw new AppError(ErrorCode.GOOGLE_AUTH_FAILED, Messages.googleInitiateFailed, 502);
    });
  const { url, state, nonce, codeVerifier } = authorization;
  const flow: FlowState = {
    state,
    nonce,
    codeVerifier,
    expiresAt: Date.now() + GOOGLE_FLOW_TTL_S * 1000,
    startedAt: Date.now(),
    intent: input.intent,
    language: input.language,
    returnTo: input.returnTo,
    sessionId: input.session?.sessionId,
  };
  return { authUrl: url, flowCookie: seal(deps, flow) };
}

export type GoogleCallbackResult =
  | { kind: 'session'; token: string; user: User; intent: 'signin' }
  | { kind: 'reauthenticated'; user: SessionUser; returnTo?: string }
  | { kind: 'link-required'; email: string; linkCookie: string };

export async function finishGoogleSignIn(
  deps: Deps,
  input: {
    code: string;
    state: string;
    flowCookie: string | undefined;
    userAgent?: string;
    /** The session of the request (a re-authentication must come from the session that asked). */
    session?: { sessionId: string; user: SessionUser };
  },
  log: FastifyBaseLogger,
): Promise<GoogleCallbackResult> {
  const flow = openSealed<FlowState>(deps, input.flowCookie);
  if (!flow || flow.state !== input.state) {
    log.warn({ hasFlow: flow !== null }, 'Google callback without a matching sign-in flow');
    throw signInFailed();
  }
  const identity = await deps.google
    .finishAuthorization({ code: input.code, state: input.state, expected: flow })
    .catch((error: unknown) => {
      log.warn({ err: error }, 'Google sign-in failed');
      throw signInFailed();
    });

  if (flow.intent === 'reauth') return confirmIdentity(deps, flow, identity, input.session, log);

  const found = await findOrCreateUser(deps, identity, flow.language, log);
  if (found.kind === 'link-required') return found;
  const session = await createSession(deps.db, found.user.id, {
    ttlMs: deps.config.sessionTtlMs,
    userAgent: input.userAgent,
  });
  return { kind: 'session', token: session.token, user: found.user, intent: 'signin' };
}

/**
 * Whether Google authenticated the user after the re-authentication started. max_age=0 obliges the
 * provider to say when (`auth_time`): without it, the sign-in may be an old session, and is refused.
 */
export function isFreshAuthentication(authTime: number | null, startedAtMs: number): boolean {
  return authTime !== null && authTime * 1000 >= startedAtMs - AUTH_TIME_SKEW_S * 1000;
}

/** A re-authentication: the same session, and an identity already connected to its account. */
async function confirmIdentity(
  deps: Deps,
  flow: FlowState,
  identity: GoogleIdentity,
  session: { sessionId: string; user: SessionUser } | undefined,
  log: FastifyBaseLogger,
): Promise<GoogleCallbackResult> {
  if (!session || session.sessionId !== flow.sessionId) throw AppError.unauthorized();
  const owner = await findUserByIdentity(deps.db, identity.issuer, identity.subject);
  const fresh = isFreshAuthentication(identity.authTime, flow.startedAt);
  if (owner?.id !== session.user.id || !fresh) {
    log.warn({ sameAccount: owner?.id === session.user.id, fresh }, 'Google re-authentication refused');
    throw new AppError(ErrorCode.REAUTH_REQUIRED, Messages.reauthRequired, 403);
  }
  await markReauthenticated(deps.db, session.sessionId);
  return { kind: 'reauthenticated', user: session.user, returnTo: flow.returnTo };
}

/** Google's names, as we accept names anywhere: no control characters, bounded length. */
function cleanName(value: string | null | undefined): string {
  return [...(value ?? '')]
    .filter((character) => isSafeLine(character))
    .join('')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
}

async function findOrCreateUser(
  deps: Deps,
  identity: GoogleIdentity,
  language: Language | undefined,
  log: FastifyBaseLogger,
): Promise<{ kind: 'user'; user: User } | { kind: 'link-required'; email: string; linkCookie: string }> {
  return deps.db.transaction(async (tx) => {
    const linked = await findUserByIdentity(tx, identity.issuer, identity.subject);
    if (linked) return { kind: 'user' as const, user: linked };

    if (!identity.email || !identity.emailVerified) {
      throw new AppError(ErrorCode.GOOGLE_EMAIL_UNVERIFIED, Messages.googleEmailUnverified, 403);
    }
    // Keyed like every other email: an address that has no canonical form (a non-ASCII local part
    // such as a Kelvin sign for "k") is never folded into someone else's.
    const email = canonicalEmail(identity.email);
    if (!email) throw new AppError(ErrorCode.GOOGLE_AUTH_FAILED, Messages.googleEmailUnusable, 400);

    const existing = await findUserByEmail(tx, email);
    if (existing?.isVerified) {
      if (!existing.passwordHash) {
        throw new AppError(ErrorCode.GOOGLE_LINK_REFUSED, Messages.googleLinkRefused, 409);
      }
      const pending: PendingLink = {
        issuer: identity.issuer,
        subject: identity.subject,
        email,
        userId: existing.id,
        expiresAt: Date.now() + GOOGLE_FLOW_TTL_S * 1000,
      };
      return { kind: 'link-required' as const, email, linkCookie: seal(deps, pending) };
    }
    if (existing) {
      // Nobody proved this address before Google did: whoever registered it may not own it.
      log.info({ userId: existing.id }, 'unverified account replaced by a Google sign-in for its address');
      await deleteUser(tx, existing.id);
    }
    const firstName =
      cleanName(identity.givenName ?? identity.name?.split(' ')[0]) || email.split('@')[0] || 'Google';
    const user = await createUserWithGrant(tx, {
      email,
      firstName,
      lastName: cleanName(identity.familyName ?? identity.name?.split(' ').slice(1).join(' ')),
      passwordHash: null,
      isVerified: true,
      language: language ?? 'en',
    });
    await linkIdentity(tx, { userId: user.id, issuer: identity.issuer, subject: identity.subject, email });
    return { kind: 'user' as const, user };
  });
}

/**
 * Connects a waiting Google identity once the existing account's password is proven, then signs in.
 * Wrong passwords count in the sign-in throttle of that email like any sign-in.
 */
export async function completeGoogleLink(
  deps: Deps,
  throttle: LoginThrottle,
  input: { linkCookie: string | undefined; password: string; userAgent?: string; deviceCookie?: string },
) {
  const pending = openSealed<PendingLink>(deps, input.linkCookie);
  if (!pending) throw new AppError(ErrorCode.GOOGLE_AUTH_FAILED, Messages.googleLinkExpired, 400);
  const found = await findUserById(deps.db, pending.userId);
  // The account must still be the one the link was made for (same address).
  const user = found?.email === pending.email ? found : undefined;
  const deviceCookie = await provePassword(throttle, {
    email: pending.email,
    password: input.password,
    passwordHash: user?.passwordHash ?? null,
    deviceCookie: input.deviceCookie,
  });
  if (!user) throw new AppError(ErrorCode.INVALID_CREDENTIALS, Messages.invalidCredentials, 401);
  await deps.db.transaction(async (tx) => {
    if (!(await findUserByIdentity(tx, pending.issuer, pending.subject))) {
      await linkIdentity(tx, {
        userId: user.id,
        issuer: pending.issuer,
        subject: pending.subject,
        email: pending.email,
      });
    }
    const props = {
      firstName: user.firstName,
      googleEmail: pending.email,
      resetUrl: appLink(deps.config.appUrl, paths.forgotPassword),
    };
    await deps.mail.queue(user.email, { template: 'google-linked', language: user.language, props }, tx);
  });
  const session = await createSession(deps.db, user.id, {
    ttlMs: deps.config.sessionTtlMs,
    userAgent: input.userAgent,
  });
  return { token: session.token, user, deviceCookie };
}
