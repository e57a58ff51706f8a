/** HTTP routes of SPEC §7 "Credits" under /api/credits. */
import { creditsResponseSchema, Messages } from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authenticate.ts';
import { getCreditsOverview } from './credits.service.ts';

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
};
