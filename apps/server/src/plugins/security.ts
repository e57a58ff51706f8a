/**
 * Security headers on every response (a document's strict CSP, or the API's set), the Host check that answers only requests
 * addressed to APP_URL (DNS rebinding), and the Origin check that refuses state-changing requests
 * coming from another site (PRODUCT.md §12).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, Messages } from '@aa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface OriginPolicy {
  /** APP_URL's origin, e.g. https://app.example.com */
  appUrl: string;
  /** Self-contained mode (a sandbox runs): the app is also reached as localhost, 127.0.0.1 or [::1]. */
  allowLoopback: boolean;
}

/** The hostnames this server answers for: APP_URL's, plus the loopback names in self-contained mode. */
export function allowedHostnames(policy: OriginPolicy): Set<string> {
  const names = new Set([new URL(policy.appUrl).hostname.toLowerCase()]);
  if (policy.allowLoopback) for (const name of LOOPBACK_HOSTNAMES) names.add(name);
  return names;
}

/** The origins a state-changing request may come from: APP_URL's (and its loopback aliases). */
export function allowedOrigins(policy: OriginPolicy): Set<string> {
  const app = new URL(policy.appUrl);
  const origins = new Set([app.origin]);
  if (policy.allowLoopback) {
    for (const name of LOOPBACK_HOSTNAMES)
      origins.add(`${app.protocol}//${name}${app.port ? `:${app.port}` : ''}`);
  }
  return origins;
}

/**
 * True for a state-changing request another site made: the browser says so (Sec-Fetch-Site), or its
 * Origin is not ours. Compared with APP_URL, never with the request's own Host, which the client sets.
 */
export function isForeignRequest(request: FastifyRequest, origins: Set<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  // A same-origin form under `Referrer-Policy: no-referrer` sends `Origin: null`; the browser's own
  // Sec-Fetch-Site still says where it came from.
  if (origin === 'null') return request.headers['sec-fetch-site'] !== 'same-origin';
  return !origins.has(origin);
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

/** Helmet's headers for our pages: the strict policy a document needs (the web app, /api/docs). */
export function securityHeaders(production: boolean): Record<string, string> {
  return helmetHeaders({
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
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production,
  });
}

/**
 * The API's answers (JSON, event streams, images) are no documents: they get OWASP's set for REST
 * services instead of a page's. Nothing may load or frame them (`default-src 'none'`), they are not
 * sniffed, referred or shared across origins, and nothing stores them (they hold the account's data);
 * HSTS in production as everywhere. The document-only headers (DNS prefetch, IE's download and XSS
 * switches, the agent cluster, the opener policy) would be a third of every answer's bytes for nothing.
 * A route that serves something else sets its own (images: cacheable, cross-origin).
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  const page = securityHeaders(production);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    ...(page['strict-transport-security']
      ? { 'strict-transport-security': page['strict-transport-security'] }
      : {}),
  };
}

/** The API's paths: everything under /api except its documentation's pages. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** The security headers of the answer to `url`: the API's, or a document's. */
export function headersFor(production: boolean): (url: string) => Record<string, string> {
  const page = securityHeaders(production);
  const api = apiSecurityHeaders(production);
  return (url) => (isApiPath(url) ? api : page);
}

/** Paths any Host may reach: a load balancer's health check uses the machine's own address. */
const ANY_HOST_PATHS = new Set(['/healthz']);

export async function registerSecurity(
  app: FastifyInstance,
  options: OriginPolicy & { production: boolean },
) {
  const headersOf = headersFor(options.production);
  const hostnames = allowedHostnames(options);
  const origins = allowedOrigins(options);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headersOf(request.url));
    // Only requests addressed to us by name: a page on another site whose name was rebound to this
    // machine's address (DNS rebinding) sends its own name in Host and gets nothing.
    if (
      !hostnames.has(request.hostname.toLowerCase()) &&
      !ANY_HOST_PATHS.has(request.url.split('?')[0] ?? '')
    ) {
      throw new AppError(ErrorCode.MISDIRECTED_REQUEST, Messages.misdirectedRequest, 421);
    }
    if (SAFE_METHODS.has(request.method)) return;
    if (isForeignRequest(request, origins)) {
      throw new AppError(ErrorCode.FORBIDDEN_ORIGIN, Messages.forbiddenOrigin, 403);
    }
  });
}
