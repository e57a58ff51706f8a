/**
 * The onboarding tour's progress, per user on the server (PRODUCT.md §4's flags, without localStorage):
 * the step the user is on and whether the tour is over.
 */
import type { Onboarding } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingStates } from '../../db/schema/platforms.ts';

export async function findOnboardingState(
  db: Database,
  userId: string,
): Promise<{ completed: boolean; step: number | null }> {
  const [row] = await db
    .select({ completedAt: onboardingStates.completedAt, step: onboardingStates.step })
    .from(onboardingStates)
    .where(eq(onboardingStates.userId, userId));
  return { completed: Boolean(row?.completedAt), step: row?.step ?? null };
}

export async function completeOnboarding(db: Database, userId: string) {
  const now = new Date();
  await db
    .insert(onboardingStates)
    .values({ userId, completedAt: now, welcomeSeenAt: now })
    .onConflictDoUpdate({ target: onboardingStates.userId, set: { completedAt: now, updatedAt: now } });
}

/** Keeps the step the user is on: a reload or another browser resumes there, not at the welcome. */
export async function saveOnboardingStep(db: Database, userId: string, step: number) {
  await db
    .insert(onboardingStates)
    .values({ userId, step })
    .onConflictDoUpdate({ target: onboardingStates.userId, set: { step, updatedAt: new Date() } });
}

/**
 * PRODUCT.md §4: Amazon configured resumes at step 6, Pinterest connected at 5, WordPress at 4, else 1;
 * a step the user already reached wins, so a reload does not send them back (e.g. past step 3 without
 * connecting a blog).
 */
export function onboardingStartStep(
  state: Pick<Onboarding, 'wordpressConnected' | 'pinterestConnected' | 'amazonConfigured'>,
  storedStep: number | null,
): number {
  return Math.max(connectedStep(state), storedStep ?? 1);
}

function connectedStep(
  state: Pick<Onboarding, 'wordpressConnected' | 'pinterestConnected' | 'amazonConfigured'>,
): number {
  if (state.amazonConfigured) return 6;
  if (state.pinterestConnected) return 5;
  if (state.wordpressConnected) return 4;
  return 1;
}
