import { describe, expect, it } from 'vitest';
import { annualPrice, PLANS, planPrice, SERVICE_COSTS } from './plans.ts';

describe('plans (SPEC §9)', () => {
  it('prices the year at round(monthly × 12 × 0.7) and shows per month, total and savings', () => {
    expect(PLANS.map((plan) => [plan.name, plan.credits, plan.monthlyPrice, annualPrice(plan)])).toEqual([
      ['Income Starter', 100, 9.85, 83],
      ['Growth Accelerator', 300, 19, 160],
      ['Professional Suite', 800, 39, 328],
      ['Enterprise Solution', 8000, 79, 664],
    ]);
    const growth = PLANS.find((plan) => plan.popular);
    expect(growth?.id).toBe('growth');
    expect(planPrice(PLANS[0] as (typeof PLANS)[number], 'annual')).toEqual({
      perMonth: 6.92,
      billedYearly: 83,
      savings: 35.2,
      articlesPerMonth: 10,
    });
    expect(planPrice(PLANS[3] as (typeof PLANS)[number], 'monthly')).toEqual({
      perMonth: 79,
      articlesPerMonth: 800,
    });
  });

  it('costs the six services as SPEC says', () => {
    expect(Object.fromEntries(SERVICE_COSTS.map((s) => [s.id, s.credits]))).toEqual({
      wordpress: 5,
      images: 3,
      pinterest: 4,
      analytics: 2,
      social: 6,
      email: 4,
    });
  });
});
