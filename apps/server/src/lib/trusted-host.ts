/**
 * The sandboxes and the dev mailbox trust whoever reaches them (any email can sign in "with Google",
 * every reset link is readable). They answer only requests addressed to this machine by name, which
 * also defeats DNS rebinding from a web page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isTrustedHost(hostHeader: string | undefined, appUrl: string): boolean {
  if (!hostHeader) return false;
  const hostname = hostHeader.replace(/:\d+$/, '').toLowerCase();
  return LOOPBACK_HOSTS.has(hostname) || hostname === new URL(appUrl).hostname.toLowerCase();
}

/** onRequest hook for sandbox and dev-mailbox routes. */
export async function requireTrustedHost(request: FastifyRequest, _reply: FastifyReply) {
  if (!isTrustedHost(request.headers.host, request.server.ctx.config.appUrl)) throw AppError.notFound();
}
