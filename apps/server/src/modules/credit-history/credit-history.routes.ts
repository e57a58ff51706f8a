/** PRODUCT.md §7 "Credits": the balance with the newest entries, and the ledger's pages, under /api/credits. */
import {
  creditsResponseSchema,
  creditTransactionsQuerySchema,
  creditTransactionsResponseSchema,
  Messages,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { getCreditsOverview, listCreditTransactions } from './credit-history.service.ts';

export const creditHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
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
