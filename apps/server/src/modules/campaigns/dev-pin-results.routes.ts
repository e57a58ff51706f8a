/**
 * A demo's shortcut, registered only while Pinterest is its simulator (never in production):
 * POST /api/dev/pinterest/results ages the simulator's pins by `days` (its clock helper) and fetches
 * the signed-in user's pins' results now, as the job would an hour or a day later, so the loop
 * (results, then a steered subject) can be seen at once.
 */
import { devPinResultsBodySchema, devPinResultsResponseSchema } from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { SANDBOX_PREFIXES } from '../../sandbox-settings.ts';
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
      const simulator = app.ctx.sandboxes.pinterest;
      if (simulator && request.body.days > 0) {
        const credentials = Buffer.from(`${simulator.clientId}:${simulator.clientSecret}`).toString('base64');
        const moved = await app.inject({
          method: 'POST',
          url: `${SANDBOX_PREFIXES.pinterest}/_sandbox/clock/advance`,
          headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ seconds: request.body.days * 86_400 }),
        });
        if (moved.statusCode !== 200) throw new Error(`the simulator's clock answered ${moved.statusCode}`);
      }
      const { pins, saved, skipped } = await fetchPinResults(app.ctx, authOf(request).user.id);
      return { success: true as const, data: { pins, saved, skipped } };
    },
  );
};
