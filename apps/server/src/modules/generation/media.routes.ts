/**
 * GET /api/media/{id}.png: the images runs generated, public (they are on the blog and Pinterest
 * anyway; the id is random) and immutable, so browsers and CDNs keep them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { findImage } from './images.ts';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:file',
    {
      config: { access: 'public' },
      schema: { tags: ['campaigns'], params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.png$/) }) },
    },
    async (request, reply) => {
      const image = await findImage(app.ctx.db, request.params.file.slice(0, 36));
      if (!image) throw AppError.notFound();
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image.bytes);
    },
  );
};
