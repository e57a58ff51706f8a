/**
 * Google sign-in (OpenID Connect, PKCE + state + nonce). Accounts are keyed by issuer + subject; an
 * existing email account is linked only when Google vouches for the email, and an unverified
 * password account loses its password on that link (account pre-hijacking, DESIGN §6).
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { userIdentities, users } from '../../db/schema.ts';
import type { GoogleIdentity } from '../../integrations/google/google-oidc.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail, updateUser } from '../users/users.queries.ts';
import { createUserWithGrant } from './auth.service.ts';
import { createSession, revokeUserSessions } from './sessions.service.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'google' | 'secrets'>;

const signInFailed = () => new AppError(ErrorCode.GOOGLE_AUTH_FAILED, Messages.googleFailed, 400);

export const GOOGLE_FLOW_COOKIE = 'aa_google_flow';
export const GOOGLE_FLOW_TTL_S = 600;

interface FlowState {
  state: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: number;
}

/** Starts the flow: the authorization URL, and the sealed flow state for a short-lived cookie. */
export async function startGoogleSignIn(deps: Deps, log: FastifyBaseLogger) {
  const authorization = await deps.google.startAuthorization().catch((error: unknown) => {
    log.warn({ err: error }, 'Google sign-in could not start');
    throw new AppError(ErrorCode.GOOGLE_AUTH_FAILED, Messages.googleInitiateFailed, 502);
  });
  const { url, state, nonce, codeVerifier } = authorization;
  const flow: FlowState = { state, nonce, codeVerifier, expiresAt: Date.now() + GOOGLE_FLOW_TTL_S * 1000 };
  return { authUrl: url, flowCookie: deps.secrets.seal(JSON.stringify(flow)) };
}

function openFlow(deps: Deps, sealed: string | undefined): FlowState | null {
  if (!sealed) return null;
  try {
    const flow = JSON.parse(deps.secrets.open(sealed)) as FlowState;
    return flow.expiresAt >= Date.now() ? flow : null;
  } catch {
    return null;
  }
}

export async function finishGoogleSignIn(
  deps: Deps,
  input: { code: string; state: string; flowCookie: string | undefined; userAgent?: string },
  log: FastifyBaseLogger,
) {
  const flow = openFlow(deps, input.flowCookie);
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
  const user = await findOrLinkUser(deps, identity);
  const session = await createSession(deps.db, user.id, {
    ttlMs: deps.config.sessionTtlMs,
    userAgent: input.userAgent,
  });
  return { token: session.token, user };
}

async function findOrLinkUser(deps: Deps, identity: GoogleIdentity) {
  return deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
      .limit(1);
    if (linked) return linked.user;

    const email = identity.email?.trim().toLowerCase();
    if (!email || !identity.emailVerified) {
      throw new AppError(ErrorCode.GOOGLE_EMAIL_UNVERIFIED, Messages.googleEmailUnverified, 403);
    }

    let user = await findUserByEmail(tx, email);
    if (user && !user.isVerified) {
      // Nobody proved this address before Google did: whoever set the password may not own it.
      user = await updateUser(tx, user.id, { passwordHash: null, isVerified: true });
      await revokeUserSessions(tx, user.id);
    }
    if (!user) {
      user = await createUserWithGrant(tx, {
        email,
        firstName: identity.givenName ?? identity.name?.split(' ')[0] ?? email.split('@')[0] ?? 'Google',
        lastName: identity.familyName ?? identity.name?.split(' ').slice(1).join(' ') ?? '',
        passwordHash: null,
        isVerified: true,
      });
    }
    await tx
      .insert(userIdentities)
      .values({ userId: user.id, issuer: identity.issuer, subject: identity.subject, email });
    return user;
  });
}
