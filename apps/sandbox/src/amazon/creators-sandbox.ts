/**
 * A stand-in for Amazon's Creators API (issue 29), speaking its protocol so the real client runs in
 * every test: token endpoints for both version families (/auth/:version/token: 2.x form-encoded with
 * scope `creatorsapi/default`, 3.x JSON with `creatorsapi::default`), and POST /catalog/v1/getItems
 * with the token (and for 2.x the version) in Authorization and the store in x-marketplace, answering
 * the catalogue's products (title, brand, features, a hotlinkable image, a price).
 *
 * Credentials it knows (any version of the right region): `sandbox-creators` / `sandbox-secret`, an
 * eligible account; `sandbox-new-associate` / `sandbox-secret`, an account without its 10 qualifying
 * sales (AssociateNotEligible); `sandbox-busy` / `sandbox-secret`, eligible but throttled: its first
 * getItems after each token answers 429. Tokens live `expires_in` (TOKEN_SECONDS) seconds.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { amazonCatalogue } from './catalogue.ts';
import { frenchListings } from './catalogue-fr.ts';

const SECRET = 'sandbox-secret';
const ACCOUNTS = new Set(['sandbox-creators', 'sandbox-new-associate', 'sandbox-busy']);
const VERSIONS = new Set(['2.1', '2.2', '2.3', '3.1', '3.2', '3.3']);
export const TOKEN_SECONDS = 3600;

/** What the stand-in counts, for tests: tokens issued and getItems answered per credential. */
export const creatorsCalls = { tokens: new Map<string, number>(), items: new Map<string, number>() };

interface Token {
  credentialId: string;
  version: string;
  expiresAt: number;
  throttledOnce: boolean;
}

/** A deterministic price per product and store: the stand-in's offer (Amazon's changes all day). */
function priceOf(asin: string, marketplace: string): string {
  let h = 0;
  for (const char of asin) h = (h * 31 + char.charCodeAt(0)) % 100_000;
  const amount = 29 + (h % 300);
  if (marketplace === 'www.amazon.fr' || marketplace === 'www.amazon.de') return `${amount},99 €`;
  if (marketplace === 'www.amazon.co.uk') return `£${amount}.99`;
  return `$${amount}.99`;
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ errors: [{ code, message }] });
}

export const creatorsSandbox: FastifyPluginAsync<{ publicUrl?: string }> = async (app, options) => {
  const tokens = new Map<string, Token>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
  );

  app.post<{ Params: { version: string }; Body: Record<string, string> }>(
    '/auth/:version/token',
    (request, reply) => {
      const { version } = request.params;
      const lwa = version.startsWith('3.');
      const type = request.headers['content-type'] ?? '';
      // Each family encodes its request its own way; the other way is refused as Amazon refuses it.
      if (
        !VERSIONS.has(version) ||
        (lwa ? !type.startsWith('application/json') : !type.startsWith('application/x-www-form-urlencoded'))
      )
        return reply.code(400).send({ error: 'invalid_request' });
      const body = request.body ?? {};
      if (body.grant_type !== 'client_credentials')
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      if (body.scope !== (lwa ? 'creatorsapi::default' : 'creatorsapi/default'))
        return reply.code(400).send({ error: 'invalid_scope' });
      if (!ACCOUNTS.has(body.client_id ?? '') || body.client_secret !== SECRET)
        return reply.code(lwa ? 401 : 400).send({ error: 'invalid_client' });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, {
        credentialId: body.client_id ?? '',
        version,
        expiresAt: Date.now() + TOKEN_SECONDS * 1000,
        throttledOnce: false,
      });
      creatorsCalls.tokens.set(
        body.client_id ?? '',
        (creatorsCalls.tokens.get(body.client_id ?? '') ?? 0) + 1,
      );
      return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS };
    },
  );

  app.post<{ Body: { partnerTag?: string; itemIds?: string[]; resources?: string[] } }>(
    '/catalog/v1/getItems',
    (request, reply) => {
      const authorization = request.headers.authorization ?? '';
      const match = /^Bearer ([\w-]+)(?:, Version (\d\.\d))?$/.exec(authorization);
      const held = match?.[1] ? tokens.get(match[1]) : undefined;
      if (!held || held.expiresAt < Date.now())
        return refuse(reply, 401, 'Unauthorized', 'The access token is missing, invalid or expired.');
      // 2.x names its version beside the token; 3.x does not.
      if (held.version.startsWith('2.') ? match?.[2] !== held.version : match?.[2] !== undefined)
        return refuse(
          reply,
          401,
          'Unauthorized',
          'The Authorization header does not match the credentials version.',
        );
      const marketplace = String(request.headers['x-marketplace'] ?? '');
      if (!/^www\.amazon\./.test(marketplace))
        return refuse(reply, 400, 'InvalidParameterValue', 'x-marketplace is missing.');
      const region = held.version.split('.')[1];
      const inRegion =
        region === '1'
          ? /^www\.amazon\.(com|ca|com\.mx|com\.br)$/.test(marketplace)
          : region === '3'
            ? /^www\.amazon\.(co\.jp|sg|com\.au)$/.test(marketplace)
            : !/^www\.amazon\.(com|ca|com\.mx|com\.br|co\.jp|sg|com\.au)$/.test(marketplace);
      if (!inRegion)
        return refuse(
          reply,
          400,
          'InvalidAssociate',
          'Your credentials are not valid for the requested marketplace.',
        );
      if (held.credentialId === 'sandbox-new-associate')
        return refuse(
          reply,
          403,
          'AssociateNotEligible',
          'Your account does not currently meet the eligibility requirements to access the Creators API.',
        );
      if (held.credentialId === 'sandbox-busy' && !held.throttledOnce) {
        held.throttledOnce = true;
        return refuse(reply, 429, 'TooManyRequests', 'The request was denied due to request throttling.');
      }
      const { partnerTag, itemIds } = request.body ?? {};
      if (!partnerTag) return refuse(reply, 400, 'InvalidPartnerTag', 'The partner tag is missing.');
      if (!Array.isArray(itemIds) || itemIds.length === 0 || itemIds.length > 10)
        return refuse(reply, 400, 'InvalidParameterValue', 'itemIds must list 1 to 10 ASINs.');
      creatorsCalls.items.set(held.credentialId, (creatorsCalls.items.get(held.credentialId) ?? 0) + 1);
      const items = itemIds.flatMap((asin) => {
        const product = amazonCatalogue.find((entry) => entry.asin === asin);
        if (!product) return [];
        const listing = marketplace === 'www.amazon.fr' ? { ...product, ...frenchListings[asin] } : product;
        const host = marketplace;
        return [
          {
            asin,
            detailPageURL: `https://${host}/dp/${asin}?tag=${encodeURIComponent(partnerTag)}&linkCode=ogi&th=1&psc=1`,
            itemInfo: {
              title: { displayValue: listing.title, label: 'Title', locale: 'en_US' },
              byLineInfo: { brand: { displayValue: listing.brand, label: 'Brand', locale: 'en_US' } },
              features: { displayValues: listing.features, label: 'Features', locale: 'en_US' },
            },
            images: {
              primary: {
                large: { url: `${options.publicUrl ?? ''}/images/${asin}.svg`, height: 500, width: 500 },
              },
            },
            offersV2: {
              listings: [
                { price: { money: { displayAmount: priceOf(asin, marketplace), currency: 'USD' } } },
              ],
            },
          },
        ];
      });
      const missing = itemIds.filter((asin) => !items.some((item) => item.asin === asin));
      return {
        itemsResult: { items },
        ...(missing.length > 0
          ? {
              errors: missing.map((asin) => ({
                code: 'ItemNotAccessible',
                message: `The ItemId ${asin} is not accessible through the Creators API.`,
              })),
            }
          : {}),
      };
    },
  );

  /** The product's picture as Amazon's image host would serve it: a plain card with its brand. */
  app.get<{ Params: { file: string } }>('/images/:file', (request, reply) => {
    const asin = request.params.file.replace(/\.svg$/, '');
    const product = amazonCatalogue.find((entry) => entry.asin === asin);
    if (!product) return reply.code(404).send();
    const brand = product.brand.replace(/[<&>"]/g, '');
    return (
      reply
        // Hotlinked by blogs, as Amazon's image host allows: embeddable from any origin (and by the demo
        // blog's sandboxed pages, whose origin is opaque).
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(
          `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500" fill="#f1f5f9"/><text x="250" y="260" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#334155">${brand}</text></svg>`,
        )
    );
  });
};
