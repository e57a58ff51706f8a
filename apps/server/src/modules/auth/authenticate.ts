/**
 * Reads the session from the httpOnly cookie (browser) or `Authorization: Bearer` (API clients)
 * and exposes `request.auth`. Every `/api` route requires a verified user unless its config says
 * otherwise (`access`, see `guardByAccess`): a route forgets nothing by forgetting a line.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { findSession } from './sessions.service.ts';

export const SESSION_COOKIE = 'aa_session';
/**
 * A readable companion of the httpOnly session cookie, holding no secret: it tells the web app
 * whether asking `/api/auth/me` is worth a request (anonymous visitors get no 401 at all).
 */
export const SIGNED_IN_HINT_COOKIE = 'aa_signed_in';

export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; maxAgeSeconds: number },
) {
  const common = {
    sameSite: 'lax' as const,
    secure: options.secure,
    path: '/',
    maxAge: options.maxAgeSeconds,
  };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return token;
  }
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * Sets `request.auth` (request-auth.ts) when the request carries a live session: one statement,
 * the session with its user. Anonymous requests pass as they are.
 */
export async function loadOptionalUser(request: FastifyRequest) {
  const token = readSessionToken(request);
  const session = token && token.length <= 200 ? await findSession(request.server.ctx.db, token) : null;
  if (token && session) request.auth = { ...session, token };
}

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  await loadOptionalUser(request);
  if (request.auth) return;
  // A dead cookie session (expired, revoked elsewhere): forget it in the browser too.
  if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookies(reply);
  throw AppError.unauthorized();
}

/**
 * For everything behind the dashboard (PRODUCT.md §6: a signed-in, email-verified user). An unverified
 * session can still read itself, sign out and ask for a verification mail.
 */
export async function requireVerifiedUser(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.auth?.user.isVerified) {
    throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, Messages.emailNotVerified, 403);
  }
}

/**
 * Who may call a route: `verified` (the default: a signed-in user with a verified email, PRODUCT.md §6),
 * `signed-in` (any session: the unverified user can read itself and choose its language), or
 * `public` (sign-up, sign-in and the links of mails, which authenticate themselves if they need to).
 */
export type Access = 'public' | 'signed-in' | 'verified';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The preValidation hook of the /api scope: after the rate limits, before anything else. */
export async function guardByAccess(request: FastifyRequest, reply: FastifyReply) {
  const access = request.routeOptions.config.access ?? 'verified';
  if (access === 'public') return;
  if (access === 'signed-in') await requireUser(request, reply);
  else await requireVerifiedUser(request, reply);
}
