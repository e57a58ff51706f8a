/** The operators' view under /api/admin (admin.service.ts): ADMIN_EMAILS only. */
import {
  adminOverviewResponseSchema,
  adminRetryPinBodySchema,
  Messages,
  messageEnvelopeSchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { adminOverview, requireAdmin, retryPin } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    '/overview',
    { schema: { tags, security, response: { 200: adminOverviewResponseSchema } } },
    async (request) => {
      requireAdmin(app.ctx, authOf(request).user);
      return { success: true as const, data: await adminOverview(app.ctx) };
    },
  );

  app.post(
    '/pins/retry',
    { schema: { tags, security, body: adminRetryPinBodySchema, response: { 202: messageEnvelopeSchema } } },
    async (request, reply) => {
      requireAdmin(app.ctx, authOf(request).user);
      await retryPin(app.ctx, request.body);
      return reply.code(202).send({ success: true as const, message: Messages.adminPinQueued });
    },
  );
};
