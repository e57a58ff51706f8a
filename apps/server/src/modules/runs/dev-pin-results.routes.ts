/**
 * A demo's shortcut, registered only while Pinterest is its simulator (never in production):
 * POST /api/dev/pinterest/results ages the signed-in user's own pins on the simulator by `days`
 * (its pins-age helper moves their creation back: nothing else moves, no clock, no token, no one
 * else's pin, though simulated accounts are shared by username) and fetches the user's pins' results
 * now, as the job would an hour or a day later, so the loop (results, then a steered subject) can be
 * seen at once.
 */
import { devPinResultsBodySchema, devPinResultsResponseSchema } from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../request-auth.ts';
import { fetchPinResults, PIN_RESULTS_DAYS } from './fetch-pin-results.ts';
import { pinsToMeasure } from './pin-results.ts';

const DAY_MS = 86_400_000;

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
      const since = new Date(Date.now() - PIN_RESULTS_DAYS * DAY_MS);
      const pins = simulator && request.body.days > 0 ? await pinsToMeasure(app.ctx.db, userId, since) : [];
      if (simulator && pins.length > 0) {
        const credentials = Buffer.from(`${simulator.clientId}:${simulator.clientSecret}`).toString('base64');
        // Over HTTP, as every call to the simulator: it answers in this process or in the one serving
        // the stand-ins (SANDBOXES=elsewhere), at the same origin.
        const { status } = await fetch(`${simulator.publicUrl}/_sandbox/pins/age`, {
          method: 'POST',
          headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
          body: JSON.stringify({ seconds: request.body.days * 86_400, pins: pins.map((pin) => pin.pinId) }),
        });
        if (status !== 200) throw new Error(`the simulator's pins-age helper answered ${status}`);
      }
      const { pins: measured, saved, skipped } = await fetchPinResults(app.ctx, userId);
      return { success: true as const, data: { pins: measured, saved, skipped } };
    },
  );
};
