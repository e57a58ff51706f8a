/**
 * A demo's shortcut, registered only while Pinterest is its simulator (never in production):
 * POST /api/dev/pinterest/results ages the signed-in user's simulated Pinterest account by `days`
 * (its clock helper moves that account's clock only: its pins age, its tokens too, no one else's) and
 * fetches the user's pins' results now, as the job would an hour or a day later, so the loop
 * (results, then a steered subject) can be seen at once.
 */
import { devPinResultsBodySchema, devPinResultsResponseSchema } from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { SANDBOX_PREFIXES } from '../../sandbox-settings.ts';
import { findPinterestAccount } from '../pinterest/pinterest-connection.ts';
import { fetchPinResults } from './fetch-pin-results.ts';

export const devPinResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pinterest/results',
    {
      schema: {
        tags: ['dev'],
        body: devPinResultsBodySchema,
        response: { 200: devPinResultsResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const simulator = app.ctx.sandboxes.pinterest;
      // Without a connected account there are no pins to age, and no clock of the user's to move.
      const account =
        simulator && request.body.days > 0 ? await findPinterestAccount(app.ctx.db, userId) : undefined;
      if (simulator && account) {
        const credentials = Buffer.from(`${simulator.clientId}:${simulator.clientSecret}`).toString('base64');
        const moved = await app.inject({
          method: 'POST',
          url: `${SANDBOX_PREFIXES.pinterest}/_sandbox/clock/advance`,
          headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ seconds: request.body.days * 86_400, username: account.username }),
        });
        // 404: the simulator no longer has the account (its data file was reset); the fetch then says so.
        if (moved.statusCode !== 200 && moved.statusCode !== 404)
          throw new Error(`the simulator's clock answered ${moved.statusCode}`);
      }
      const { pins, saved, skipped } = await fetchPinResults(app.ctx, userId);
      return { success: true as const, data: { pins, saved, skipped } };
    },
  );
};
