/**
 * Who a request is from: the account and the session behind it, which the auth module's `/api` guard
 * sets (modules/auth/authenticate.ts) and every module's routes read. Here, beside AppContext, so
 * that reading it ties no module to the auth module (the users module must not depend on it: auth
 * depends on users).
 */
import { REAUTHENTICATION_TTL_MS } from '@aa/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './lib/errors.ts';
import type { SessionUser } from './modules/users/users.queries.ts';

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  token: string;
  /** When this session last re-authenticated (a fresh Google sign-in), if ever. */
  reauthenticatedAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The signed-in user of a route that is not public. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** Until when a session's Google re-authentication counts, or null. */
export function reauthenticatedUntil(
  auth: Pick<RequestAuth, 'reauthenticatedAt'>,
  now = Date.now(),
): Date | null {
  if (!auth.reauthenticatedAt) return null;
  const until = auth.reauthenticatedAt.getTime() + REAUTHENTICATION_TTL_MS;
  return until > now ? new Date(until) : null;
}
