/**
 * Builds the Fastify instance of the API (and the SPA it serves). Tests use it through `inject`;
 * main.ts listens with it. External plugins first, then our plugins, then routes.
 */

import { randomUUID } from 'node:crypto';
import { installZodMessages } from '@aa/contracts';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { loggedPath, loggerOptions } from './lib/logger.ts';
import { httpRequestDuration } from './lib/metrics.ts';
import { rateLimited } from './lib/rate-limits.ts';
import { activeTraceId, requestTracing, tracingEnabled } from './lib/tracing.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type Access, guardByAccess } from './modules/auth/authenticate.ts';
import { credentialsRoutes } from './modules/auth/credentials.routes.ts';
import { billingRoutes, stripeWebhookRoutes } from './modules/billing/billing.routes.ts';
import { campaignPhotosRoutes } from './modules/campaigns/campaign-photos.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { creditHistoryRoutes } from './modules/credit-history/credit-history.routes.ts';
import { creditsRoutes } from './modules/credits/credits.routes.ts';
import { devMailApiRoutes, devMailPageRoutes } from './modules/dev-mail/dev-mail.routes.ts';
import { mediaRoutes } from './modules/generation/media.routes.ts';
import { runPostRoutes } from './modules/generation/run-post.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { pinterestRoutes } from './modules/pinterest/pinterest.routes.ts';
import { platformsRoutes } from './modules/platforms/platforms.routes.ts';
import { rateLimitStoreClass } from './modules/rate-limits/fastify-store.ts';
import { devPinResultsRoutes } from './modules/runs/dev-pin-results.routes.ts';
import { endExecutionStreams } from './modules/runs/execution-events.ts';
import { runsRoutes } from './modules/runs/runs.routes.ts';
import { campaignRuns } from './modules/runs/runs.service.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { productTemplatesRoutes } from './modules/templates/templates.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { limitConnectionsPerIp, serverTimeouts } from './plugins/connection-limits.ts';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { headersFor, registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { refuseLoneSurrogates } from './plugins/well-formed-input.ts';

const DYNAMIC_PATHS = /^\/(api|dev|sandbox)(\/|\?|$)/;
/**
 * Not counted by the flood guard: Stripe's signed webhooks (bursts from a few addresses, refused
 * cheaply by their signature), and the stand-ins this server itself calls from the same loopback
 * address as a local user (the sandboxes are only ever served on loopback): the Stripe sandbox's API
 * and the demo blog, which every run reads and writes (its REST API, and its pages, whose links a run
 * checks alive).
 */
const UNLIMITED_PATHS = /^\/(api\/stripe\/webhook|sandbox\/stripe\/(v1|_sandbox)\/|sandbox\/wordpress\/)/;

export interface BuildAppOptions {
  /** The process logger (main.ts shares one pino instance); false for silence. */
  logger?: FastifyBaseLogger | false;
  /** Extra routes mounted before the SPA fallback (the sandboxes of the outside world). */
  mount?: (app: FastifyInstance) => Promise<void> | void;
  webDistDir?: string;
}

/** A proxy's request id we keep: short, plain characters (it lands in logs and headers). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function requestIdOf(forwarded: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
  return randomUUID();
}

/** Health probes: asked every few seconds by the orchestrator and nginx, never worth a log line. */
const PROBE_PATHS = new Set(['/livez', '/readyz', '/healthz']);

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const logging = options.logger
    ? { loggerInstance: options.logger }
    : { logger: options.logger === false ? false : loggerOptions(ctx.config.logLevel) };
  const app = Fastify({
    ...logging,
    frameworkErrors: frameworkErrorHandler(headersFor(ctx.config.production)),
    trustProxy: ctx.config.trustProxy,
    // Every request's id, in its log lines (reqId) and its answer (x-request-id): the one the proxy
    // gave when we trust it, else our own.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id'], ctx.config.trustProxy),
    bodyLimit: 64 * 1024,
    ...serverTimeouts(ctx.config.connections.requestTimeoutMs),
    // Fastify's own two lines per request (received, completed) only when debugging; the access log
    // below is one line per answer at info.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(
        options.logger ? options.logger.level : ctx.config.logLevel,
      ),
    }),
  }).withTypeProvider<ZodTypeProvider>();

  limitConnectionsPerIp(app.server, ctx.config.connections.maxPerIp);
  installZodMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // Traced (OTEL_EXPORTER_OTLP_ENDPOINT): each request a span, before any other hook or route.
  if (tracingEnabled()) await app.register(await requestTracing(PROBE_PATHS));
  app.addHook('onRequest', async (request, reply) => {
    // Traced, the answer names its trace (the `traceId` of its log lines); else its request id.
    reply.header('x-request-id', activeTraceId() ?? request.id);
  });
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  // A request without a body may still say `Content-Type: application/json` (clients that set it on
  // every call, DELETE included): it is a request without a body, not malformed JSON.
  app.addHook('onRequest', async (request) => {
    const length = request.headers['content-length'];
    if (!request.headers['transfer-encoding'] && (length === undefined || length === '0')) {
      delete request.headers['content-type'];
    }
  });

  await app.register(cookie);
  await registerSecurity(app, {
    appUrl: ctx.config.appUrl,
    allowLoopback: ctx.config.selfContained,
    production: ctx.config.production,
  });
  await app.register(rateLimit, {
    global: true,
    max: ctx.config.rateLimits.globalPerMinute,
    timeWindow: '1 minute',
    store: rateLimitStoreClass(ctx.rates),
    // A flood guard for what costs work (the API, the dev mailbox, the sandboxes): the web app's
    // static files are precompressed reads, and one page load fetches a dozen of them.
    allowList: (request) => !DYNAMIC_PATHS.test(request.url) || UNLIMITED_PATHS.test(request.url),
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
    // Counts are told only once they run out (429 with Retry-After): the flood guard's x-ratelimit-*
    // on every answer was a tenth of its bytes, and no client reads them.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
  if (ctx.config.apiDocs) await registerOpenApi(app, ctx.config.appUrl);

  await app.register(healthRoutes);
  // Every answer timed by its route's pattern (never its URL: bounded labels). `unmatched` is a 404
  // no route knew.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    // The access log: one line per answer at info (the request id is the line's reqId), the path
    // without its query string (tokens travel there); probes stay out of it.
    if (!PROBE_PATHS.has(route)) {
      request.log.info(
        {
          method: request.method,
          // The stand-ins' paths carry their secrets (a portal session's id): their pattern only.
          path: route.startsWith('/sandbox/') ? undefined : loggedPath(request.url),
          route,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          ip: request.ip,
        },
        'request',
      );
    }
  });
  // At a stop, progress streams end (telling browsers to reconnect) before the server waits for its
  // connections: an open stream would otherwise hold the stop to its deadline.
  app.addHook('preClose', async () => {
    endExecutionStreams();
  });
  // Every API route, with who may call it, for the test that checks each one is guarded.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      // Authenticated and verified by default; a route opens itself with `config.access`.
      api.addHook('preValidation', guardByAccess);
      api.addHook('preValidation', refuseLoneSurrogates);
      api.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD')
            apiRoutes.push({ method, url: route.url, access: route.config?.access ?? 'verified' });
        }
      });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/user' });
      await api.register(credentialsRoutes, { prefix: '/user' });
      await api.register(creditsRoutes, { prefix: '/credits' });
      await api.register(creditHistoryRoutes, { prefix: '/credits' });
      await api.register(platformsRoutes);
      await api.register(pinterestRoutes);
      await api.register(campaignsRoutes, { runs: campaignRuns(ctx) });
      await api.register(campaignPhotosRoutes);
      await api.register(runsRoutes);
      await api.register(billingRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(productTemplatesRoutes);
      await api.register(mediaRoutes);
      await api.register(runPostRoutes);
      await api.register(supportRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      if (ctx.config.mail.devMailbox) await api.register(devMailApiRoutes, { prefix: '/dev' });
      // A demo's shortcut to Pinterest's results, with its simulator only.
      if (ctx.sandboxes.pinterest) await api.register(devPinResultsRoutes, { prefix: '/dev' });
    },
    { prefix: '/api' },
  );
  if (ctx.config.mail.devMailbox) await app.register(devMailPageRoutes, { prefix: '/dev' });
  if (options.mount) await options.mount(app);
  await registerSpa(app, options.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}
