/**
 * GET /api/media/{id}.png: the images runs generated, public (they are on the blog and Pinterest
 * anyway; the id is random). A finished run's images never change, so browsers and CDNs keep them;
 * until then they are revalidated, because a run that fails and is refunded takes its images back
 * (404 from then on).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { executionStatus } from '../runs/runs.service.ts';
import { findImage } from './images.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:file',
    {
      config: { access: 'public' },
      schema: { tags: ['campaigns'], params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.png$/) }) },
    },
    async (request, reply) => {
      const image = await findImage(app.ctx, request.params.file.slice(0, 36));
      if (!image) throw AppError.notFound();
      const final = (await executionStatus(app.ctx.db, image.executionId)) === 'completed';
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', final ? 'public, max-age=31536000, immutable' : 'public, no-cache')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image.bytes);
    },
  );
};
