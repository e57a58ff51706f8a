/** Per-route rate-limit settings for @fastify/rate-limit, keyed by client IP (and email where given). */
import type { FastifyRequest } from 'fastify';

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export function perIp(max: number, timeWindow: string) {
  return { rateLimit: { max, timeWindow } };
}

/** Counted per IP and email; runs after body parsing so the email is known. */
export function perIpAndEmail(max: number, timeWindow: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${bodyEmail(request)}`,
    },
  };
}
