/**
 * Reads the session from the httpOnly cookie (browser) or `Authorization: Bearer` (API clients)
 * and exposes `request.auth`. `requireUser` is the preHandler of every route that reads user data.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { findSession, type SessionUser } from './sessions.service.ts';

export const SESSION_COOKIE = 'aa_session';

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return token;
  }
  return request.cookies[SESSION_COOKIE] || undefined;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const token = readSessionToken(request);
  if (!token || token.length > 200) throw AppError.unauthorized();
  const session = await findSession(request.server.ctx.db, token);
  if (!session) throw AppError.unauthorized();
  request.auth = { user: session.user, sessionId: session.sessionId, token };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
