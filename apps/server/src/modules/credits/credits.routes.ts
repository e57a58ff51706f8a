/** HTTP routes of PRODUCT.md §7 "Credits" under /api/credits. */
import {
  creditCheckQuerySchema,
  creditCheckResponseSchema,
  creditStatsResponseSchema,
  creditsResponseSchema,
  creditTransactionsQuerySchema,
  creditTransactionsResponseSchema,
  Messages,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { findCredits } from '../users/users.queries.ts';
import { getCreditStats, getCreditsOverview, listCreditTransactions } from './credits.service.ts';

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: { tags: ['credits'], security: [{ bearer: [] }], response: { 200: creditsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.creditsFetched,
      data: await getCreditsOverview(app.ctx.db, authOf(request).user.id),
    }),
  );

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

  app.get(
    '/transactions',
    {
      schema: {
        tags: ['credits'],
        security: [{ bearer: [] }],
        querystring: creditTransactionsQuerySchema,
        response: { 200: creditTransactionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.transactionsFetched,
      data: await listCreditTransactions(
        app.ctx.db,
        authOf(request).user.id,
        request.query.page,
        request.query.pageSize,
      ),
    }),
  );
};
