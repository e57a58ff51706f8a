import { describe, expect, it } from 'vitest';
import { ANNUAL_DISCOUNT, annualPrice, chargedPrice, PLANS, planPrice, SERVICE_COSTS } from './plans.ts';

describe('plans (PRODUCT.md §9)', () => {
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

  it.each([
    // plan, monthly price, annual total = round(m × 12 × 0.7), per month = annual / 12, savings = 12 × m − annual
    ['starter', 9.85, 83, 6.92, 35.2, 10],
    ['growth', 19, 160, 13.33, 68, 30],
    ['professional', 39, 328, 27.33, 140, 80],
    ['enterprise', 79, 664, 55.33, 284, 800],
  ] as const)(
    '%s: %s a month, or %s a year (%s a month, %s saved)',
    (id, monthly, yearly, perMonth, savings, articles) => {
      const plan = PLANS.find((candidate) => candidate.id === id);
      if (!plan) throw new Error(`no plan ${id}`);
      expect(planPrice(plan, 'monthly')).toEqual({ perMonth: monthly, articlesPerMonth: articles });
      expect(planPrice(plan, 'annual')).toEqual({
        perMonth,
        billedYearly: yearly,
        savings,
        articlesPerMonth: articles,
      });
      expect(chargedPrice(plan, 'monthly')).toBe(monthly);
      expect(chargedPrice(plan, 'annual')).toBe(yearly);
      // 'Save 30%' holds to within the rounding of the annual total.
      expect(Math.abs(savings / (monthly * 12) - ANNUAL_DISCOUNT)).toBeLessThan(0.01);
    },
  );

  it('costs the six services as PRODUCT.md says', () => {
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
