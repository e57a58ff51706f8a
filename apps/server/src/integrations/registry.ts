/**
 * One factory per outside system, chosen by configuration: the real service when its credentials
 * are set, else the same adapter pointed at its local sandbox (PRODUCT.md §10). Adding a system is adding
 * a factory here; the runtime builds them all in one loop.
 */
import type { AmazonStore } from '@aa/contracts';
import type { Config } from '../config.ts';
import { instrumented } from '../lib/metrics.ts';
import type { SafeFetch } from '../lib/safe-fetch.ts';
import type { SandboxSettings } from '../sandbox-settings.ts';
import { createAmazonProducts } from './amazon/amazon-products.ts';
import { createCreatorsApi } from './amazon/creators-api.ts';
import type { BlogPublishers } from './blog/blog-publisher.ts';
import { createGoogleOidc } from './google/google-oidc.ts';
import { createManufacturerPages } from './manufacturer/manufacturer-pages.ts';
import { createPinterestClient } from './pinterest/pinterest-client.ts';
import { createStripeClient } from './stripe/stripe-client.ts';
import { createPublicWeb } from './web/public-web.ts';
import { createWordPressClient } from './wordpress/wordpress-client.ts';

export interface AdapterEnvironment {
  config: Config;
  sandboxes: SandboxSettings;
  /** The only way to reach a URL a user typed. */
  safeFetch: SafeFetch;
}

const factories = {
  google: ({ config, sandboxes }: AdapterEnvironment) =>
    createGoogleOidc(
      sandboxes.google
        ? { ...sandboxes.google, allowInsecure: sandboxes.google.issuer.startsWith('http:') }
        : {
            issuer: config.google.issuer,
            clientId: config.google.clientId ?? '',
            clientSecret: config.google.clientSecret ?? '',
            redirectUri: config.google.redirectUri,
            allowInsecure: false,
          },
    ),
  /**
   * The blog port's adapters, one per engine (integrations/blog/blog-publisher.ts). Blogs are
   * user-supplied URLs: every request goes through safe-fetch.
   */
  blogs: ({ safeFetch }: AdapterEnvironment): BlogPublishers => ({
    wordpress: createWordPressClient({ fetch: safeFetch }),
  }),
  pinterest: ({ config, sandboxes }: AdapterEnvironment) =>
    createPinterestClient(
      sandboxes.pinterest
        ? sandboxes.pinterest
        : {
            apiUrl: config.pinterest.apiUrl,
            oauthUrl: config.pinterest.oauthUrl,
            clientId: config.pinterest.clientId ?? '',
            clientSecret: config.pinterest.clientSecret ?? '',
          },
    ),
  /**
   * Product facts: Amazon's pages through safe-fetch, or the sandbox's catalogue, which answers each
   * store under its host (/www.amazon.fr/dp/…) and each short link host under /s/<host>/….
   */
  amazon: ({ sandboxes, safeFetch }: AdapterEnvironment) => {
    const sandbox = sandboxes.amazon;
    return createAmazonProducts({
      fetch: safeFetch,
      ...(sandbox
        ? {
            pageUrl: (asin: string, store: AmazonStore) => `${sandbox.publicUrl}/${store.host}/dp/${asin}`,
            shortLinkUrl: (url: URL) => `${sandbox.publicUrl}/s/${url.hostname}${url.pathname}`,
          }
        : {}),
    });
  },
  /**
   * Amazon's Creators API with each user's own credentials (issue 29): Amazon's token endpoints and
   * API through safe-fetch, or the sandbox's stand-in of both under /sandbox/amazon/creators.
   */
  creators: ({ sandboxes, safeFetch }: AdapterEnvironment) => {
    const sandbox = sandboxes.amazon;
    return createCreatorsApi({
      fetch: safeFetch,
      ...(sandbox
        ? {
            apiUrl: `${sandbox.publicUrl}/creators`,
            tokenUrl: (version: string) => `${sandbox.publicUrl}/creators/auth/${version}/token`,
            retryDelaysMs: [50, 100, 200],
          }
        : {}),
    });
  },
  /**
   * Manufacturers' product pages a campaign names (issue 29): the web through safe-fetch, or the
   * sandbox's stand-ins, which answer each maker's address under /<host>/<path>.
   */
  manufacturers: ({ sandboxes, safeFetch }: AdapterEnvironment) => {
    const sandbox = sandboxes.makers;
    return createManufacturerPages({
      fetch: safeFetch,
      ...(sandbox ? { pageUrl: (url: URL) => `${sandbox.publicUrl}/${url.host}${url.pathname}` } : {}),
    });
  },
  /** Public pages as a visitor reads them (the post check): user-supplied sites, through safe-fetch. */
  publicWeb: ({ safeFetch }: AdapterEnvironment) => createPublicWeb({ fetch: safeFetch }),
  /** Payments: Stripe's API with the configured keys, or the sandbox's (same SDK, same code). */
  stripe: ({ config, sandboxes }: AdapterEnvironment) =>
    createStripeClient(
      sandboxes.stripe
        ? {
            secretKey: sandboxes.stripe.secretKey,
            webhookSecret: sandboxes.stripe.webhookSecret,
            apiUrl: sandboxes.stripe.publicUrl,
          }
        : { secretKey: config.stripe.secretKey ?? '', webhookSecret: config.stripe.webhookSecret ?? '' },
    ),
} satisfies Record<string, (environment: AdapterEnvironment) => unknown>;

export type Adapters = { [K in keyof typeof factories]: ReturnType<(typeof factories)[K]> };

/** The system each adapter's calls are counted under (aa_outside_call_duration_seconds). */
const SYSTEM_OF: Record<keyof typeof factories, string> = {
  google: 'google',
  blogs: 'wordpress',
  pinterest: 'pinterest',
  amazon: 'amazon',
  creators: 'creators',
  manufacturers: 'manufacturers',
  publicWeb: 'public_web',
  stripe: 'stripe',
};

export function createAdapters(environment: AdapterEnvironment): Adapters {
  const adapters = Object.fromEntries(
    Object.entries(factories).map(([name, create]) => {
      const adapter = create(environment) as object;
      const system = SYSTEM_OF[name as keyof typeof factories];
      // The blog engines are one level down (blogs.wordpress).
      if (name === 'blogs')
        return [
          name,
          Object.fromEntries(
            Object.entries(adapter).map(([engine, blog]) => [engine, instrumented(engine, blog as object)]),
          ),
        ];
      return [name, instrumented(system, adapter)];
    }),
  );
  return adapters as Adapters;
}
