/**
 * POST /api/support/message (PRODUCT.md §7): open to visitors and users alike. Limited per IP and per
 * sender's address (a receipt goes to whatever address a visitor types).
 */
import { Messages, messageEnvelopeSchema, supportMessageBodySchema } from '@aa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extraLimits, perIp } from '../../lib/rate-limits.ts';
import { loadOptionalUser } from '../auth/authenticate.ts';
import { senderEmailOf, sendSupportMessage } from './support.service.ts';

const tags = ['support'];

function visitorLanguage(request: FastifyRequest) {
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const max = ctx.config.rateLimits.supportPer10Minutes;
  const perSender = extraLimits(app, [
    {
      name: 'support-email',
      max,
      timeWindow: '1 hour',
      key: (request) => {
        const body = request.body as { userEmail?: string } | undefined;
        return senderEmailOf(request.auth?.user ?? null, body ?? {}) ?? '';
      },
    },
  ]);

  app.post(
    '/support/message',
    {
      config: { ...perIp(max, '10 minutes'), access: 'public' },
      preHandler: [loadOptionalUser, perSender],
      schema: { tags, body: supportMessageBodySchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await sendSupportMessage(ctx, {
        body: request.body,
        user: request.auth?.user ?? null,
        ip: request.ip,
        visitorLanguage: visitorLanguage(request),
      });
      return { success: true as const, message: Messages.supportMessageSent };
    },
  );
};
