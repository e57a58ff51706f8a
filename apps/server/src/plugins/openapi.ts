/**
 * The OpenAPI document generated from the contract schemas, and its reference page at /api/docs
 * (on by default, off in production unless API_DOCS=true).
 */

import { errorBodySchema } from '@aa/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance, appUrl: string) {
  // Every API route answers errors in the one envelope: say so once, for the document.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema || route.schema.hide) return;
    route.schema.response = {
      '4xx': errorBodySchema,
      '5xx': errorBodySchema,
      ...(route.schema.response as object),
    };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Affiliate Autopilot API',
        version: '1.0.0',
        description:
          'Every response uses the envelope `{ success, message, code?, data? }`. Browsers authenticate with the ' +
          'httpOnly session cookie; API clients send `Authorization: Bearer <token>` with the token returned by login.',
      },
      servers: [{ url: appUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // The document describes our API; the sandboxes' stand-in routes (/sandbox/…) are not part of it.
    transform: (input) =>
      input.url.startsWith('/sandbox')
        ? { schema: { hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });
  // No CSP of its own: the reference page loads only same-origin scripts, so the app's strict policy
  // (set on every response by the security plugin) fits it.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
