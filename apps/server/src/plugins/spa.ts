/**
 * Serves the built web app (apps/web/dist) on the same origin as the API: hashed assets cached for a
 * year, every other GET falls through to index.html. Misses under /api and /dev answer a JSON 404.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

export const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function registerSpa(app: FastifyInstance, distDir = webDistDir) {
  const hasBuild = existsSync(`${distDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // scripts/precompress.mjs writes .br/.gz next to each asset at build time.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const reserved = /^\/(api|dev)(\/|$)/.test(path);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !reserved;
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    throw AppError.notFound(`Route ${request.method} ${path} not found`);
  });
}
