/**
 * Health, as an orchestrator or a load balancer asks it:
 * - GET /healthz: 200 when the database answers, 503 otherwise (what SPEC's deployments have used);
 * - GET /livez: 200 while the process answers at all (a restart helps only when this fails);
 * - GET /readyz: 200 when this instance should get traffic: not stopping, and the database, the job
 *   queue, the runs' progress listener, Redis and the image bucket (when configured) all answer; 503 with the checks
 *   otherwise, at once from the moment a stop begins (main.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const checksSchema = z.record(z.string(), z.boolean());

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      if (await app.ctx.ping()) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  );

  app.get(
    '/livez',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), checks: checksSchema }),
          503: z.object({ status: z.enum(['stopping', 'unavailable']), checks: checksSchema }),
        },
      },
    },
    async (_request, reply) => {
      if (app.ctx.stop?.draining.aborted)
        return reply.code(503).send({ status: 'stopping' as const, checks: {} });
      const checks = await app.ctx.readiness();
      if (Object.values(checks).every(Boolean)) return { status: 'ok' as const, checks };
      return reply.code(503).send({ status: 'unavailable' as const, checks });
    },
  );
};
