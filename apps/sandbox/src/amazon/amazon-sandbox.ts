/**
 * A stand-in for Amazon's product pages (PRODUCT.md §10): the catalogue's products in the markup real
 * pages use (#productTitle, #bylineInfo, #feature-bullets, og:title), any other ASIN as a generic
 * product, B000000000 as a missing page, and /captcha/dp/:asin as Amazon's robot check. Every store
 * answers under its host: /www.amazon.fr/dp/:asin is amazon.fr's page, in French with its French
 * listing; other stores show the catalogue's listing in their own page; /dp/:asin (and a slugged
 * /:slug/dp/:asin) is amazon.com's. Short links are /s/:shortHost/:code and redirect to a store's page
 * (amzn.eu to amazon.fr, amzn.asia to amazon.co.jp, amzn.to and a.co to amazon.com; a code ending in
 * `-co.uk`, `-de` … names the store, `-hop` goes through one more hop).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from '../html.ts';
import { amazonCatalogue, type CatalogueProduct } from './catalogue.ts';
import { frenchListings } from './catalogue-fr.ts';
import { creatorsSandbox } from './creators-sandbox.ts';

const MISSING = 'B000000000';
const DEFAULT_HOST = 'www.amazon.com';
const STORE_HOST = /^www\.amazon\.[a-z]{2,3}(?:\.[a-z]{2})?$/;

interface PageTexts {
  lang: string;
  category: string;
  byline: (brand: string) => string;
  note: string;
}

const ENGLISH: PageTexts = {
  lang: 'en',
  category: 'Electronics',
  byline: (brand) => `Visit the ${brand} Store`,
  note: 'Sandboxed product page (local catalogue): no prices here.',
};

/** amazon.fr's page wording; the other stores show the English one. */
const FRENCH: PageTexts = {
  lang: 'fr',
  category: 'High-Tech',
  byline: (brand) => `Visiter la boutique ${brand}`,
  note: 'Page produit du bac à sable (catalogue local) : aucun prix ici.',
};

const SHORT_LINK_HOSTS: Record<string, string> = {
  'amzn.to': DEFAULT_HOST,
  'a.co': DEFAULT_HOST,
  'amzn.eu': 'www.amazon.fr',
  'amzn.asia': 'www.amazon.co.jp',
};

/** The product as `host` lists it: amazon.fr's French title and bullets when the catalogue has them. */
function listingIn(product: CatalogueProduct, host: string): CatalogueProduct {
  const french = host === 'www.amazon.fr' ? frenchListings[product.asin] : undefined;
  return french ? { ...product, ...french } : product;
}

function productPage(product: CatalogueProduct, host: string): string {
  const texts = host === 'www.amazon.fr' ? FRENCH : ENGLISH;
  const listing = listingIn(product, host);
  const title = escapeHtml(listing.title);
  const storeName = `Amazon.${host.replace(/^www\.amazon\./, '')}`;
  return `<!doctype html><html lang="${texts.lang}"><head><meta charset="utf-8"><title>${storeName}: ${title} : ${texts.category}</title>
<meta property="og:title" content="${title}"></head><body>
<h1 id="title"><span id="productTitle" class="a-size-large">  ${title}  </span></h1>
<a id="bylineInfo" href="/stores/${encodeURIComponent(product.brand)}">${escapeHtml(texts.byline(product.brand))}</a>
<div id="feature-bullets"><ul>${listing.features.map((feature) => `<li><span class="a-list-item"> ${escapeHtml(feature)} </span></li>`).join('')}</ul></div>
<p>${escapeHtml(texts.note)}</p></body></html>`;
}

function findProduct(asin: string): CatalogueProduct | undefined {
  const known = amazonCatalogue.find((product) => product.asin === asin);
  if (known) return known;
  if (asin === MISSING || !/^[A-Z0-9]{10}$/.test(asin)) return undefined;
  return { asin, brand: 'Generic', title: `Product ${asin}`, features: [] };
}

function page(asin: string, host: string, reply: FastifyReply) {
  const product = findProduct(asin.toUpperCase());
  if (!product) return reply.code(404).type('text/html').send('<!doctype html><title>Page Not Found</title>');
  return reply.type('text/html; charset=utf-8').send(productPage(product, host));
}

/** Where a short link's code leads: its store's product page, or one more hop. */
function shortLinkTarget(shortHost: string, code: string): string {
  const [asin = '', suffix] = code.split('-');
  // Relative, so it stays under the stand-in's prefix.
  if (suffix === 'hop') return asin;
  const host = suffix ? `www.amazon.${suffix}` : (SHORT_LINK_HOSTS[shortHost] ?? DEFAULT_HOST);
  return `https://${host}/dp/${asin}?ref=short`;
}

export const amazonSandbox: FastifyPluginAsync<{ publicUrl?: string }> = async (app, options) => {
  // Amazon's Creators API (issue 29), on its own paths: /creators/auth/:version/token, /creators/catalog/v1/…
  await app.register(creatorsSandbox, {
    prefix: '/creators',
    publicUrl: `${options.publicUrl ?? ''}/creators`,
  });
  app.get<{ Params: { asin: string } }>('/dp/:asin', (request, reply) =>
    page(request.params.asin, DEFAULT_HOST, reply),
  );
  // A store's host (the server reads a store's page here) or a product slug on amazon.com.
  app.get<{ Params: { first: string; asin: string } }>('/:first/dp/:asin', (request, reply) => {
    const { first, asin } = request.params;
    return page(asin, STORE_HOST.test(first) ? first : DEFAULT_HOST, reply);
  });
  app.get<{ Params: { asin: string } }>('/captcha/dp/:asin', (_request, reply) =>
    reply
      .code(503)
      .type('text/html')
      .send('<!doctype html><title>Robot Check</title><p>Enter the characters you see below</p>'),
  );
  app.get<{ Params: { shortHost: string; code: string } }>('/s/:shortHost/:code', (request, reply) => {
    const { shortHost, code } = request.params;
    const target = shortLinkTarget(shortHost, code);
    return reply.redirect(target, target.startsWith('https:') ? 301 : 302);
  });
};
