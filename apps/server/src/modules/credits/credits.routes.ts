/** HTTP routes of PRODUCT.md §7 "Credits" under /api/credits (the history ones are credit-history's). */
import {
  creditCheckQuerySchema,
  creditCheckResponseSchema,
  creditStatsResponseSchema,
  Messages,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { findCredits } from '../users/users.queries.ts';
import { getCreditStats } from './credits.service.ts';

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check',
    {
      schema: {
        tags: ['credits'],
        security: [{ bearer: [] }],
        querystring: creditCheckQuerySchema,
        response: { 200: creditCheckResponseSchema },
      },
    },
    async (request) => {
      const currentCredits = await findCredits(app.ctx.db, authOf(request).user.id);
      const { requiredCredits } = request.query;
      return {
        success: true as const,
        message: Messages.creditsChecked,
        data: {
          hasEnoughCredits: currentCredits >= requiredCredits,
          currentCredits,
          requiredCredits,
          shortfall: Math.max(0, requiredCredits - currentCredits),
        },
      };
    },
  );

  app.get(
    '/stats',
    {
      schema: { tags: ['credits'], security: [{ bearer: [] }], response: { 200: creditStatsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.creditStatsFetched,
      data: await getCreditStats(app.ctx.db, authOf(request).user.id),
    }),
  );
};
