/**
 * A stand-in for Amazon's product pages (PRODUCT.md §10): the catalogue's products at /dp/:asin (and the
 * slugged /:slug/dp/:asin) in the markup real pages use (#productTitle, #bylineInfo, #feature-bullets,
 * og:title), any other ASIN as a generic product, B000000000 as a missing page, short links at
 * /s/:code that redirect, and /captcha/dp/:asin as Amazon's robot check.
 */
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../html.ts';
import { amazonCatalogue, type CatalogueProduct } from './catalogue.ts';

const MISSING = 'B000000000';

function productPage(product: CatalogueProduct): string {
  const title = escapeHtml(product.title);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Amazon.com: ${title} : Electronics</title>
<meta property="og:title" content="${title}"></head><body>
<h1 id="title"><span id="productTitle" class="a-size-large">  ${title}  </span></h1>
<a id="bylineInfo" href="/stores/${encodeURIComponent(product.brand)}">Visit the ${escapeHtml(product.brand)} Store</a>
<div id="feature-bullets"><ul>${product.features.map((feature) => `<li><span class="a-list-item"> ${escapeHtml(feature)} </span></li>`).join('')}</ul></div>
<p>Sandboxed product page (local catalogue): no prices here.</p></body></html>`;
}

function findProduct(asin: string): CatalogueProduct | undefined {
  const known = amazonCatalogue.find((product) => product.asin === asin);
  if (known) return known;
  if (asin === MISSING || !/^[A-Z0-9]{10}$/.test(asin)) return undefined;
  return { asin, brand: 'Generic', title: `Product ${asin}`, features: [] };
}

export const amazonSandbox: FastifyPluginAsync = async (app) => {
  const page = async (asin: string, reply: import('fastify').FastifyReply) => {
    const product = findProduct(asin.toUpperCase());
    if (!product)
      return reply.code(404).type('text/html').send('<!doctype html><title>Page Not Found</title>');
    return reply.type('text/html; charset=utf-8').send(productPage(product));
  };
  app.get<{ Params: { asin: string } }>('/dp/:asin', (request, reply) => page(request.params.asin, reply));
  app.get<{ Params: { slug: string; asin: string } }>('/:slug/dp/:asin', (request, reply) =>
    page(request.params.asin, reply),
  );
  app.get<{ Params: { asin: string } }>('/captcha/dp/:asin', (_request, reply) =>
    reply
      .code(503)
      .type('text/html')
      .send('<!doctype html><title>Robot Check</title><p>Enter the characters you see below</p>'),
  );
  // Short links: /s/<ASIN> redirects to the product page on amazon.com, /s/<ASIN>-hop goes through one more hop.
  app.get<{ Params: { code: string } }>('/s/:code', (request, reply) => {
    const [asin, hop] = request.params.code.split('-');
    // Relative, so it stays under the stand-in's prefix.
    if (hop === 'hop') return reply.redirect(String(asin), 302);
    return reply.redirect(`https://www.amazon.com/dp/${asin}?ref=short`, 301);
  });
};
