/**
 * Serves the built web app (apps/web/dist) on the same origin as the API. The public pages were
 * prerendered at build time (dist/<path>/index.html, French under dist/fr/): each is served at its
 * path, with or without a trailing slash. Every other page gets the client app's shell (dist/app.html;
 * dist/index.html in a build without prerendering). A path that is none of the app's pages (PRODUCT.md §2:
 * "any unknown path redirects to /") is redirected by the server, to '/' or, under the French prefix,
 * '/fr': a crawler gets a redirect, not a 200 copy of the shell. HTML is revalidated on every visit,
 * hashed assets are cached for a year, sitemap.xml and robots.txt for an hour. Misses under /api, /dev
 * and /assets answer a JSON 404.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basenameOf, isAppPath, stripLanguagePrefix, withoutTrailingSlash } from '@aa/contracts/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

export const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const SHELL = 'app.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  const name = path.basename(filePath);
  return name === 'sitemap.xml' || name === 'robots.txt' ? SHORT : REVALIDATE;
}

/** URL path → file (relative to dist) of every prerendered page: '/fr/pricing' → 'fr/pricing/index.html'. */
export function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  // Without the shell beside it, dist/index.html is the shell itself (a build without prerendering).
  if (!existsSync(path.join(distDir, SHELL))) return pages;
  const walk = (relativeDir: string) => {
    for (const entry of readdirSync(path.join(distDir, relativeDir))) {
      const relative = relativeDir ? `${relativeDir}/${entry}` : entry;
      if (entry === 'assets' && !relativeDir) continue;
      if (statSync(path.join(distDir, relative)).isDirectory()) walk(relative);
      else if (entry === 'index.html') pages.set(relativeDir ? `/${relativeDir}` : '/', relative);
    }
  };
  walk('');
  return pages;
}

export async function registerSpa(app: FastifyInstance, distDir = webDistDir) {
  const shell = existsSync(path.join(distDir, SHELL)) ? SHELL : 'index.html';
  const hasBuild = existsSync(path.join(distDir, shell));
  const pages = hasBuild ? findPrerenderedPages(distDir) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // scripts/precompress.mjs writes .br/.gz next to each asset at build time.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const reserved = /^\/(api|dev)(\/|$)/.test(urlPath);
    // A missing asset (a page of an older build asking for its chunks) is a 404, never the app.
    if (/^\/assets\//.test(urlPath)) return reply.code(404).type('text/plain').send('Not found');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !reserved;
    if (wantsPage && hasBuild) {
      if (!isAppPath(stripLanguagePrefix(urlPath))) {
        return reply.header('cache-control', REVALIDATE).redirect(basenameOf(urlPath) ?? '/', 302);
      }
      const page = pages.get(withoutTrailingSlash(urlPath));
      return reply.header('cache-control', REVALIDATE).sendFile(page ?? shell);
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    throw AppError.notFound(`Route ${request.method} ${urlPath} not found`);
  });
}
