/**
 * A stand-in for manufacturers' sites (issue 29): each catalogue product's page at its maker's
 * address, asked as /<host>/<path> (https://www.apple.com/airpods-pro/specs/ is
 * /www.apple.com/airpods-pro/specs/). The pages come in the three shapes makers' sites use: a
 * Product in JSON-LD with its specs as additionalProperty, a spec table, and a definition list, each
 * with marketing text around; any other address is a 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../html.ts';
import { type MakerPage, makerPages } from './maker-catalogue.ts';

const key = (host: string, path: string) => `${host.toLowerCase()}${path.replace(/\/+$/, '')}`;
const byAddress = new Map(
  makerPages.map((page) => [key(new URL(page.url).host, new URL(page.url).pathname), page]),
);

/** The page's `<script>` JSON-LD, `</` escaped so no value can close the script early. */
const jsonLd = (value: unknown) => JSON.stringify(value).replaceAll('</', '<\\/');

const NAV = '<nav><a href="/">Home</a> <a href="/support">Support</a> <a href="/cart">Cart</a></nav>';
const FOOTER = '<footer><p>Sandboxed manufacturer page (local catalogue): no prices here.</p></footer>';

/** A Product in JSON-LD: the specs as additionalProperty, the description in the document. */
function jsonLdPage(page: MakerPage): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.name,
    description: page.description,
    additionalProperty: page.specs.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.name)}</title>
<script type="application/ld+json">${jsonLd(product)}</script></head>
<body>${NAV}<main><h1>${escapeHtml(page.name)}</h1><p class="hero">Designed to be used every day.</p>
<button>Buy</button></main>${FOOTER}</body></html>`;
}

/** A "Tech specs" table of th/td rows, the description in a meta tag and a paragraph. */
function tablePage(page: MakerPage): string {
  const rows = page.specs
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.name)} – Tech Specs</title>
<meta name="description" content="${escapeHtml(page.description)}"></head>
<body>${NAV}<main><h1>${escapeHtml(page.name)}</h1><section><h2>Tech specs</h2><table><tbody>${rows}</tbody></table></section>
<section><p>${escapeHtml(page.description)}</p></section></main>${FOOTER}</body></html>`;
}

/** Specs as a definition list, the description as og:description. */
function listPage(page: MakerPage): string {
  const terms = page.specs
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.name)}</title>
<meta property="og:description" content="${escapeHtml(page.description)}"></head>
<body>${NAV}<main><h1>${escapeHtml(page.name)}</h1><div class="specifications"><h2>Specifications</h2><dl>${terms}</dl></div></main>${FOOTER}</body></html>`;
}

const SHAPES = [jsonLdPage, tablePage, listPage];

/** The page a maker's address shows: its shape by its place in the catalogue. */
export function makerPageHtml(page: MakerPage): string {
  const shape = SHAPES[makerPages.indexOf(page) % SHAPES.length] ?? jsonLdPage;
  return shape(page);
}

export const makersSandbox: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { host: string; '*': string } }>('/:host/*', (request, reply) => {
    const page = byAddress.get(key(request.params.host, `/${request.params['*']}`));
    if (!page) return reply.code(404).type('text/html').send('<!doctype html><h1>Page not found</h1>');
    return reply.type('text/html; charset=utf-8').send(makerPageHtml(page));
  });
};
