/**
 * Stripe through its official SDK: the real API with STRIPE_SECRET_KEY, or the sandbox of
 * apps/sandbox mounted under a path of our own origin (the SDK is pointed at its host and port, and
 * every path is prefixed). Webhooks are verified with the SDK's `constructEvent`.
 */
import { type BillingCycle, PLANS, type PlanId, priceLookupKey } from '@aa/contracts/plans';
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The sandbox's absolute URL (…/sandbox/stripe); absent: api.stripe.com. */
  apiUrl?: string;
}

export interface PlanPrice {
  priceId: string;
  planId: PlanId;
  cycle: BillingCycle;
  /** What one interval (a month or a year) costs, in minor units. */
  unitAmount: number;
  productId: string;
}

/** The metadata that marks the Customer Portal configuration this app made (found again by it). */
const PORTAL_CONFIGURATION_MARK = { app: 'affiliate-autopilot', rules: '2026-11' };

type MakeRequest = Stripe.HttpClient['makeRequest'];

/** Answers the SDK's requests from a server mounted below a path (the sandbox). */
function prefixedHttpClient(prefix: string): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  const makeRequest: MakeRequest = (host, port, path, ...rest) =>
    inner.makeRequest(host, port, `${prefix}${path}`, ...rest);
  return Object.assign(Object.create(inner) as Stripe.HttpClient, { makeRequest });
}

function sdkFor(settings: StripeSettings): Stripe {
  const common = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Affiliate Autopilot' },
  };
  if (!settings.apiUrl) return new Stripe(settings.secretKey, common);
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    ...common,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient: prefixedHttpClient(url.pathname.replace(/\/+$/, '')),
  });
}

/** Every plan price's lookup key → the plan and cycle it stands for. */
const PLAN_PRICE_KEYS = new Map<string, { planId: PlanId; cycle: BillingCycle }>(
  PLANS.flatMap((plan) =>
    (['monthly', 'annual'] as const).map(
      (cycle) => [priceLookupKey(plan.id, cycle), { planId: plan.id, cycle }] as const,
    ),
  ),
);

export function createStripeClient(settings: StripeSettings) {
  const api = sdkFor(settings);
  let prices: Promise<Map<string, PlanPrice>> | undefined;

  /** The plans' prices, found once by their lookup keys (see contracts' priceLookupKey). */
  async function loadPrices(): Promise<Map<string, PlanPrice>> {
    const found = await api.prices.list({
      lookup_keys: [...PLAN_PRICE_KEYS.keys()],
      active: true,
      limit: 100,
    });
    const byKey = new Map<string, PlanPrice>();
    for (const price of found.data) {
      const plan = price.lookup_key ? PLAN_PRICE_KEYS.get(price.lookup_key) : undefined;
      if (plan)
        byKey.set(price.lookup_key as string, {
          priceId: price.id,
          unitAmount: price.unit_amount ?? 0,
          productId: typeof price.product === 'string' ? price.product : price.product.id,
          ...plan,
        });
    }
    const missing = [...PLAN_PRICE_KEYS.keys()].filter((key) => !byKey.has(key));
    if (missing.length > 0)
      throw new Error(`Stripe has no active price with lookup key ${missing.join(', ')}`);
    return byKey;
  }

  function planPrices(): Promise<Map<string, PlanPrice>> {
    prices ??= loadPrices().catch((error: unknown) => {
      prices = undefined;
      throw error;
    });
    return prices;
  }

  let portalConfiguration: Promise<string> | undefined;

  /**
   * The Customer Portal configuration of our rules, made once in the Stripe account: a customer may
   * switch between the plans (a dearer one at once, its proration invoiced now; a cheaper one or a
   * shorter interval at the end of the period already paid for, so nothing is credited back), cancel
   * at the period end, change the card and read invoices.
   */
  async function findOrCreatePortalConfiguration(): Promise<string> {
    const existing = await api.billingPortal.configurations.list({ active: true, limit: 100 });
    const ours = existing.data.find(
      (entry) =>
        entry.metadata?.app === PORTAL_CONFIGURATION_MARK.app &&
        entry.metadata?.rules === PORTAL_CONFIGURATION_MARK.rules,
    );
    if (ours) return ours.id;
    const byProduct = new Map<string, string[]>();
    for (const price of (await planPrices()).values())
      byProduct.set(price.productId, [...(byProduct.get(price.productId) ?? []), price.priceId]);
    const made = await api.billingPortal.configurations.create(
      {
        features: {
          subscription_update: {
            enabled: true,
            default_allowed_updates: ['price'],
            proration_behavior: 'always_invoice',
            products: [...byProduct].map(([product, prices]) => ({ product, prices })),
            schedule_at_period_end: {
              conditions: [{ type: 'decreasing_item_amount' }, { type: 'shortening_interval' }],
            },
          },
          subscription_cancel: { enabled: true, mode: 'at_period_end' },
          payment_method_update: { enabled: true },
          invoice_history: { enabled: true },
        },
        metadata: PORTAL_CONFIGURATION_MARK,
      },
      { idempotencyKey: `portal-configuration:${PORTAL_CONFIGURATION_MARK.rules}` },
    );
    return made.id;
  }

  return {
    api,
    /** Our Customer Portal configuration's id (found or made once per process). */
    portalConfiguration(): Promise<string> {
      portalConfiguration ??= findOrCreatePortalConfiguration().catch((error: unknown) => {
        portalConfiguration = undefined;
        throw error;
      });
      return portalConfiguration;
    },
    /** The Stripe price of a plan and cycle. */
    async priceFor(planId: PlanId, cycle: BillingCycle): Promise<string> {
      const price = (await planPrices()).get(priceLookupKey(planId, cycle));
      if (!price) throw new Error(`no price for ${planId} ${cycle}`);
      return price.priceId;
    },
    /** The plan and cycle a Stripe price stands for, by its lookup key; undefined for other prices. */
    planOfPrice(
      price: Pick<Stripe.Price, 'lookup_key'> | null | undefined,
    ): { planId: PlanId; cycle: BillingCycle } | undefined {
      return price?.lookup_key ? PLAN_PRICE_KEYS.get(price.lookup_key) : undefined;
    },
    /** The plan price of a price id (invoice lines name their price by id only); undefined for others. */
    async planPriceById(priceId: string): Promise<PlanPrice | undefined> {
      for (const price of (await planPrices()).values()) if (price.priceId === priceId) return price;
      return undefined;
    },
    /** Verifies a webhook's signature (and its age, 300 s) and parses it; throws when it does not hold. */
    constructEvent(rawBody: Buffer | string, signature: string | undefined): Stripe.Event {
      return api.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
    },
  };
}

/** The id of a Stripe reference, whether it came as an id or expanded into its object. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.id;
}
export type { Stripe };
