/**
 * The local stand-ins of the outside world (apps/sandbox), mounted on the app's own origin when
 * configuration says a system is sandboxed; never in production (sandbox-settings.ts returns none).
 * One entry per system: its mount and its line in the start banner. Each stand-in is imported only
 * when mounted, so a production process never loads them; @aa/sandbox is a dev dependency, absent
 * from a production install (npm run build:deploy), where a sandboxed system stops the start.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.ts';
import { createSafeFetch } from './lib/safe-fetch.ts';
import { SANDBOX_PREFIXES, type SandboxSettings } from './sandbox-settings.ts';

interface SandboxDefinition<K extends keyof SandboxSettings> {
  key: K;
  describe(settings: NonNullable<SandboxSettings[K]>): string;
  mount(app: FastifyInstance, settings: NonNullable<SandboxSettings[K]>): Promise<void>;
}

const wordpress: SandboxDefinition<'wordpress'> = {
  key: 'wordpress',
  describe: (s) => `WordPress: demo blog at ${s.publicUrl}/ (user ${s.username})`,
  async mount(app, s) {
    const { wordpressSandbox, DEMO_BLOG_CATEGORIES } = await import(
      '@aa/sandbox/wordpress/wordpress-sandbox'
    );
    await app.register(wordpressSandbox, {
      prefix: SANDBOX_PREFIXES.wordpress,
      publicUrl: s.publicUrl,
      siteTitle: 'Affiliate Autopilot demo blog',
      // Filed like a real blog, so a run's post lands in a fitting category, not Uncategorized.
      categories: DEMO_BLOG_CATEGORIES,
      users: [
        {
          username: s.username,
          applicationPassword: s.applicationPassword,
          role: 'author',
          name: 'Demo Author',
        },
      ],
      dataDir: s.dataDir,
    });
  },
};

const pinterest: SandboxDefinition<'pinterest'> = {
  key: 'pinterest',
  // Its accounts are keyed by the username typed on its authorize page: no password.
  describe: (s) =>
    `Pinterest: API v5 simulator at ${s.apiUrl} (accounts by typed username: anyone who reaches it can sign in as any username)`,
  async mount(app, s) {
    const { pinterestSandbox } = await import('@aa/sandbox/pinterest/pinterest-sandbox');
    await app.register(pinterestSandbox, {
      prefix: SANDBOX_PREFIXES.pinterest,
      publicUrl: s.publicUrl,
      clients: [{ clientId: s.clientId, clientSecret: s.clientSecret, redirectUris: [s.redirectUri] }],
      dataFile: s.dataFile,
      // Pinterest fetches a pin's image from its URL: from public addresses, and here from the demo
      // blog (or a local WordPress), with the server's own guards (no other address of this machine).
      fetchImage: createSafeFetch({ allow: s.imageSources, maxResponseBytes: 8 * 1024 * 1024 }),
    });
  },
};

const amazon: SandboxDefinition<'amazon'> = {
  key: 'amazon',
  describe: (s) =>
    `Amazon: product pages of the local catalogue at ${s.publicUrl}/dp/<ASIN>, each store's at ${s.publicUrl}/www.amazon.<tld>/dp/<ASIN>`,
  async mount(app, s) {
    const { amazonSandbox } = await import('@aa/sandbox/amazon/amazon-sandbox');
    await app.register(amazonSandbox, { prefix: SANDBOX_PREFIXES.amazon, publicUrl: s.publicUrl });
  },
};

const makers: SandboxDefinition<'makers'> = {
  key: 'makers',
  describe: (s) =>
    `Manufacturers: the catalogue's products on their makers' pages at ${s.publicUrl}/<host>/<path>`,
  async mount(app) {
    const { makersSandbox } = await import('@aa/sandbox/makers/makers-sandbox');
    await app.register(makersSandbox, { prefix: SANDBOX_PREFIXES.makers });
  },
};

const stripe: SandboxDefinition<'stripe'> = {
  key: 'stripe',
  describe: (s) =>
    `Stripe: checkout, customer portal and signed webhooks at ${s.publicUrl} (card 4242 4242 4242 4242)`,
  async mount(app, s) {
    const { stripeSandbox } = await import('@aa/sandbox/stripe/stripe-sandbox');
    const { CURRENCY, PLANS, chargedPrice, priceLookupKey, toMinorUnits } = await import(
      '@aa/contracts/plans'
    );
    await app.register(stripeSandbox, {
      prefix: SANDBOX_PREFIXES.stripe,
      publicUrl: s.publicUrl,
      secretKey: s.secretKey,
      webhook: { url: s.webhookUrl, secret: s.webhookSecret },
      prices: PLANS.flatMap((plan) =>
        (['monthly', 'annual'] as const).map((cycle) => ({
          lookupKey: priceLookupKey(plan.id, cycle),
          productName: plan.name,
          unitAmount: toMinorUnits(chargedPrice(plan, cycle)),
          currency: CURRENCY.toLowerCase(),
          interval: cycle === 'monthly' ? ('month' as const) : ('year' as const),
          metadata: { plan: plan.id, credits: String(plan.credits) },
        })),
      ),
      dataFile: s.dataFile,
    });
  },
};

const google: SandboxDefinition<'google'> = {
  key: 'google',
  describe: (s) => `Google sign-in: local OpenID provider at ${s.issuer}`,
  async mount(app, s) {
    const prefix = SANDBOX_PREFIXES.google;
    // Built on its first request, not at start-up (loading oidc-provider and making keys takes ~0.7 s).
    let handler: Promise<(req: IncomingMessage, res: ServerResponse) => void> | undefined;
    const loadHandler = async () => {
      const { createGoogleSandbox, createMountedHandler } = await import('@aa/sandbox/google/google-sandbox');
      const provider = await createGoogleSandbox({
        issuer: s.issuer,
        clients: [{ client_id: s.clientId, client_secret: s.clientSecret, redirect_uris: [s.redirectUri] }],
      });
      return createMountedHandler(provider, prefix);
    };
    const isSandboxPath = (url: string) =>
      url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
    // The provider reads its own request bodies and writes its own responses.
    app.addHook('onRequest', async (request, reply) => {
      if (!isSandboxPath(request.url)) return;
      handler ??= loadHandler().catch((error: unknown) => {
        handler = undefined;
        throw error;
      });
      const handle = await handler;
      // Our security headers (set by an earlier onRequest hook) go out on the raw response too.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      handle(request.raw, reply.raw);
      return reply;
    });
  },
};

/** A definition paired with this process's settings for it, when its system is sandboxed. */
function activate<K extends keyof SandboxSettings>(
  definition: SandboxDefinition<K>,
  settings: SandboxSettings,
) {
  const own = settings[definition.key];
  if (!own) return [];
  return [{ line: definition.describe(own), mount: (app: FastifyInstance) => definition.mount(app, own) }];
}

function activeSandboxes(settings: SandboxSettings) {
  return [
    activate(google, settings),
    activate(wordpress, settings),
    activate(pinterest, settings),
    activate(amazon, settings),
    activate(makers, settings),
    activate(stripe, settings),
  ].flat();
}

/** The banner's lines: what this process sandboxes and where. */
export function describeSandboxes(settings: SandboxSettings): string[] {
  return activeSandboxes(settings).map((sandbox) => sandbox.line);
}

/** Whether apps/sandbox is installed: it is not in a production install (dev dependency). */
function sandboxesInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('@aa/sandbox/amazon/amazon-sandbox');
    return true;
  } catch {
    return false;
  }
}

/** The `mount` option of buildApp: registers every sandboxed system's stand-in. */
export function sandboxMount(settings: SandboxSettings, installed = sandboxesInstalled) {
  return async (app: FastifyInstance) => {
    const active = activeSandboxes(settings);
    if (active.length > 0 && !installed()) {
      throw new ConfigError(
        'These systems have no credentials, and this install has no local stand-ins for them (a production ' +
          `install leaves the sandboxes out):\n${active.map((sandbox) => `  - ${sandbox.line}`).join('\n')}\n` +
          'Set NODE_ENV=production and the real credentials (.env.example), or run `npm start` in the repository.',
      );
    }
    for (const sandbox of active) await sandbox.mount(app);
  };
}
