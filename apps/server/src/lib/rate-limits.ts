/** Per-route rate limits on top of @fastify/rate-limit; every 429 uses PRODUCT.md's envelope and message. */
import { ErrorCode, Messages } from '@aa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export function rateLimited(retryAfterSeconds: number) {
  return new AppError(ErrorCode.RATE_LIMITED, Messages.tooManyRequests, 429, {
    remainingTime: retryAfterSeconds,
  });
}

/** The route's own limit, per client IP. */
export function perIp(max: number, timeWindow: string) {
  return { rateLimit: { max, timeWindow } };
}

/**
 * The limits of the campaigns' and runs' routes (PRODUCT.md §9): the client allows itself 20 writes a
 * minute per key, the server a margin over it; reads four times as many.
 */
export function campaignRouteLimits(writesPerMinute: number) {
  return {
    readLimit: perIp(writesPerMinute * 4, '1 minute'),
    writeLimit: perIp(writesPerMinute, '1 minute'),
  };
}

/** The route's own limit, per IP and email; runs after body parsing so the email is known. */
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

/**
 * Further limits a route needs beyond its own (a route runs one @fastify/rate-limit hook): e.g.
 * sign-in per IP across emails (password spraying) and per email across IPs (one account, many IPs).
 */
export function extraLimits(
  app: FastifyInstance,
  limits: Array<{ name: string; max: number; timeWindow: string; key: (request: FastifyRequest) => string }>,
) {
  const limiters = limits.map((limit) => ({
    name: limit.name,
    key: limit.key,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      if (!limiter.key(request)) continue;
      const result = await limiter.check(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    }
  };
}

export const byIp = (request: FastifyRequest) => request.ip;
