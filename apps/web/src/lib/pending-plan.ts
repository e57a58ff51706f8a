/**
 * The plan a visitor picked on the pricing page before having an account. Sign-up, the email
 * verification (often opened from the mail in another tab) and the first sign-in lie between the
 * pick and the buy page, so it is kept in sessionStorage and localStorage under one key, for a day,
 * and taken (read and cleared) once a sign-in lands.
 */
import { type BillingCycle, findPlan, type PlanId } from '@aa/contracts/plans';
import { appPath, paths } from '@aa/contracts/routes';

export const PENDING_PLAN_KEY = 'aa_pending_plan';
export const PENDING_PLAN_TTL_MS = 24 * 60 * 60 * 1000;

export interface PendingPlan {
  plan: PlanId;
  cycle: BillingCycle;
}

interface StoredPlan extends PendingPlan {
  expiresAt: number;
}

function isCycle(value: unknown): value is BillingCycle {
  return value === 'monthly' || value === 'annual';
}

/** A plan and cycle from untrusted text (a query string, storage); anything unknown is null. */
export function parsePendingPlan(plan: unknown, cycle: unknown): PendingPlan | null {
  if (typeof plan !== 'string' || !findPlan(plan)) return null;
  return { plan: plan as PlanId, cycle: isCycle(cycle) ? cycle : 'annual' };
}

function stores(): Storage[] {
  const found: Storage[] = [];
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const store = globalThis[name];
      if (store) found.push(store);
    } catch {
      // Storage disabled (privacy settings): the pick then lives only in this page's URL.
    }
  }
  return found;
}

function readStored(store: Storage, now: number): PendingPlan | null {
  try {
    const raw = store.getItem(PENDING_PLAN_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredPlan>;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) return null;
    return parsePendingPlan(stored.plan, stored.cycle);
  } catch {
    return null;
  }
}

export function rememberPendingPlan(pick: PendingPlan, now = Date.now()): void {
  const value = JSON.stringify({ ...pick, expiresAt: now + PENDING_PLAN_TTL_MS } satisfies StoredPlan);
  for (const store of stores()) {
    try {
      store.setItem(PENDING_PLAN_KEY, value);
    } catch {
      // Full or refused: the other store may still hold it.
    }
  }
}

/** The remembered pick if it has not expired (this tab's first, else one from another tab). */
export function readPendingPlan(now = Date.now()): PendingPlan | null {
  for (const store of stores()) {
    const pick = readStored(store, now);
    if (pick) return pick;
  }
  return null;
}

export function clearPendingPlan(): void {
  for (const store of stores()) {
    try {
      store.removeItem(PENDING_PLAN_KEY);
    } catch {
      // Nothing to clear there.
    }
  }
}

/** The buy page with the plan and cycle preselected. */
export function buyPlanPath(pick: PendingPlan): string {
  return appPath(paths.buyCredits, { plan: pick.plan, cycle: pick.cycle });
}

/** The buy page for a remembered pick, or null; expired picks are dropped on the way. */
export function pendingPlanPath(now = Date.now()): string | null {
  const pick = readPendingPlan(now);
  if (!pick) clearPendingPlan();
  return pick ? buyPlanPath(pick) : null;
}
