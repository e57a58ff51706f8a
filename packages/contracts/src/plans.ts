/**
 * PRODUCT.md §9's plans and service costs, written once: the pricing page, the buy page, the server and
 * Stripe all read them. Names and descriptions shown to users live in the web locales.
 */
import { articlesForCredits } from './constants.ts';

export type BillingCycle = 'monthly' | 'annual';

export type PlanId = 'starter' | 'growth' | 'professional' | 'enterprise';

export interface Plan {
  id: PlanId;
  /** The product name (PRODUCT.md §9), the same in every language. */
  name: string;
  /** Credits granted each month, whatever the billing cycle. */
  credits: number;
  monthlyPrice: number;
  popular?: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'starter', name: 'Income Starter', credits: 100, monthlyPrice: 9.85 },
  { id: 'growth', name: 'Growth Accelerator', credits: 300, monthlyPrice: 19, popular: true },
  { id: 'professional', name: 'Professional Suite', credits: 800, monthlyPrice: 39 },
  { id: 'enterprise', name: 'Enterprise Solution', credits: 8000, monthlyPrice: 79 },
];

export const ANNUAL_DISCOUNT = 0.3;

/** The one currency money is charged and shown in (PRODUCT.md §13): ISO 4217, as Intl and Stripe take it. */
export const CURRENCY = 'EUR';

/**
 * What the packages API says of each plan, in English (the web shows its own translations for known
 * plans). Article numbers in features are rewritten to the plan's count by the buy page (PRODUCT.md §2).
 */
export const PLAN_COPY: Readonly<Record<PlanId, { description: string; features: readonly string[] }>> = {
  starter: {
    description: 'Test the waters with your first campaigns.',
    features: ['10 AI articles with 3 images each', 'Auto-posting to Pinterest', 'Email support'],
  },
  growth: {
    description: 'A steady flow of articles for a growing site.',
    features: ['30 AI articles with 3 images each', 'Auto-posting to Pinterest', 'Priority support'],
  },
  professional: {
    description: 'For several niches and frequent publishing.',
    features: ['80 AI articles with 3 images each', 'Auto-posting to Pinterest', 'Priority support'],
  },
  enterprise: {
    description: 'High volume publishing across many sites.',
    features: ['800 AI articles with 3 images each', 'Auto-posting to Pinterest', 'Dedicated support'],
  },
};

/**
 * How many WordPress sites each plan connects (PRODUCT.md §9, issue 31); an account without a plan
 * connects one. The demo blog never counts.
 */
export const PLAN_SITE_LIMITS: Readonly<Record<PlanId, number>> = {
  starter: 1,
  growth: 3,
  professional: 10,
  enterprise: 50,
};
export const SITE_LIMIT_WITHOUT_PLAN = 1;

export function siteLimitOf(planId: PlanId | undefined): number {
  return planId ? PLAN_SITE_LIMITS[planId] : SITE_LIMIT_WITHOUT_PLAN;
}

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** What one payment of the plan costs in the cycle, in major units: a month, or the year's total. */
export function chargedPrice(plan: Plan, cycle: BillingCycle): number {
  return cycle === 'monthly' ? plan.monthlyPrice : annualPrice(plan);
}

/** Major units (9.85) to Stripe's minor units (985), without float drift. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** The Stripe price of a plan and cycle is found by this lookup key (set on the price in Stripe). */
export function priceLookupKey(plan: PlanId, cycle: BillingCycle): string {
  return `affiliate_autopilot_${plan}_${cycle}`;
}

/** Annual price = round(monthly × 12 × 0.7), labelled 'Save 30%'. */
export function annualPrice(plan: Pick<Plan, 'monthlyPrice'>): number {
  return Math.round(plan.monthlyPrice * 12 * (1 - ANNUAL_DISCOUNT));
}

export interface PlanPrice {
  /** The price per month shown large (annual: annual / 12). */
  perMonth: number;
  /** Billed once a year (annual only). */
  billedYearly?: number;
  /** Saved per year against 12 × monthly (annual only). */
  savings?: number;
  articlesPerMonth: number;
}

export function planPrice(plan: Plan, cycle: BillingCycle): PlanPrice {
  const articlesPerMonth = articlesForCredits(plan.credits);
  if (cycle === 'monthly') return { perMonth: plan.monthlyPrice, articlesPerMonth };
  const yearly = annualPrice(plan);
  return {
    perMonth: Math.round((yearly / 12) * 100) / 100,
    billedYearly: yearly,
    savings: Math.round((plan.monthlyPrice * 12 - yearly) * 100) / 100,
    articlesPerMonth,
  };
}

export type ServiceId = 'wordpress' | 'images' | 'pinterest' | 'analytics' | 'social' | 'email';

/** PRODUCT.md §9's credit cost of each service card, in the order the services page shows them. */
export const SERVICE_COSTS: ReadonlyArray<{ id: ServiceId; credits: number }> = [
  { id: 'wordpress', credits: 5 },
  { id: 'images', credits: 3 },
  { id: 'pinterest', credits: 4 },
  { id: 'analytics', credits: 2 },
  { id: 'social', credits: 6 },
  { id: 'email', credits: 4 },
];
