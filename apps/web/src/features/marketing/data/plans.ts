import { articlesForCredits } from '@aa/contracts';

export type BillingCycle = 'monthly' | 'annual';

export interface Plan {
  id: string;
  credits: number;
  monthlyPrice: number;
  popular?: boolean;
}

/** SPEC §9 plans. Names and descriptions live in the locales (`pricing.plans.<id>`). */
export const plans: Plan[] = [
  { id: 'starter', credits: 100, monthlyPrice: 9.85 },
  { id: 'growth', credits: 300, monthlyPrice: 19, popular: true },
  { id: 'professional', credits: 800, monthlyPrice: 39 },
  { id: 'enterprise', credits: 8000, monthlyPrice: 79 },
];

export const ANNUAL_DISCOUNT = 0.3;

/** Annual price = round(monthly × 12 × 0.7). */
export function annualPrice(plan: Plan): number {
  return Math.round(plan.monthlyPrice * 12 * (1 - ANNUAL_DISCOUNT));
}

export interface PlanPrice {
  /** The price per month shown large. */
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
