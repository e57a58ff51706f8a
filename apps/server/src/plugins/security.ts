/**
 * Helmet headers with a strict CSP on every response, and the Origin check that refuses
 * state-changing requests coming from another site (DESIGN §6).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, Messages } from '@aa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isForeignRequest(request: FastifyRequest, appUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  // A same-origin form under `Referrer-Policy: no-referrer` sends `Origin: null`; the browser's own
  // Sec-Fetch-Site still says where it came from.
  if (origin === 'null') return request.headers['sec-fetch-site'] !== 'same-origin';
  if (origin === appUrl) return false;
  // Same host as the request itself (a proxy in front, or another port of this app in dev).
  const host = request.headers.host;
  return !(host && (origin === `http://${host}` || origin === `https://${host}`));
}

/**
 * Runs Helmet once and returns the headers it sets. Our policy has no per-request parts (no nonces),
 * so computing it per request, as the middleware would, only costs throughput.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { appUrl: string; production: boolean },
) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.production,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (SAFE_METHODS.has(request.method)) return;
    if (isForeignRequest(request, options.appUrl)) {
      throw new AppError(ErrorCode.FORBIDDEN_ORIGIN, Messages.forbiddenOrigin, 403);
    }
  });
}
