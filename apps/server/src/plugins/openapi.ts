/** The OpenAPI document generated from the contract schemas, and its reference page at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance, appUrl: string) {
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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
