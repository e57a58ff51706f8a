import { afterEach, describe, expect, it } from 'vitest';
import {
  buyPlanPath,
  clearPendingPlan,
  PENDING_PLAN_KEY,
  PENDING_PLAN_TTL_MS,
  parsePendingPlan,
  pendingPlanPath,
  readPendingPlan,
  rememberPendingPlan,
} from './pending-plan.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the pending plan', () => {
  it('is kept in both storages under one key, and read back within a day', () => {
    rememberPendingPlan({ plan: 'growth', cycle: 'monthly' }, NOW);
    expect(sessionStorage.getItem(PENDING_PLAN_KEY)).toBeTruthy();
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBe(sessionStorage.getItem(PENDING_PLAN_KEY));
    expect(readPendingPlan(NOW + PENDING_PLAN_TTL_MS - 1)).toEqual({ plan: 'growth', cycle: 'monthly' });
    expect(pendingPlanPath(NOW + 1000)).toBe('/dashboard/buy-credits?plan=growth&cycle=monthly');
  });

  it('is found from another tab, where only localStorage holds it (the verification mail)', () => {
    rememberPendingPlan({ plan: 'starter', cycle: 'annual' }, NOW);
    sessionStorage.clear();
    expect(readPendingPlan(NOW)).toEqual({ plan: 'starter', cycle: 'annual' });
  });

  it('expires after a day, and an expired pick is dropped when asked for', () => {
    rememberPendingPlan({ plan: 'growth', cycle: 'annual' }, NOW);
    expect(readPendingPlan(NOW + PENDING_PLAN_TTL_MS)).toBeNull();
    expect(pendingPlanPath(NOW + PENDING_PLAN_TTL_MS + 1)).toBeNull();
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
  });

  it('is gone from both storages once cleared (after use)', () => {
    rememberPendingPlan({ plan: 'enterprise', cycle: 'monthly' }, NOW);
    clearPendingPlan();
    expect(readPendingPlan(NOW)).toBeNull();
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
  });

  it('ignores unknown plans, bad cycles and garbage', () => {
    expect(parsePendingPlan('platinum', 'annual')).toBeNull();
    expect(parsePendingPlan('growth', 'weekly')).toEqual({ plan: 'growth', cycle: 'annual' });
    localStorage.setItem(PENDING_PLAN_KEY, '{not json');
    expect(readPendingPlan(NOW)).toBeNull();
    localStorage.setItem(PENDING_PLAN_KEY, JSON.stringify({ plan: 'growth', cycle: 'annual' }));
    expect(readPendingPlan(NOW)).toBeNull();
  });

  it('builds the buy page link with the plan and cycle', () => {
    expect(buyPlanPath({ plan: 'professional', cycle: 'annual' })).toBe(
      '/dashboard/buy-credits?plan=professional&cycle=annual',
    );
  });
});
