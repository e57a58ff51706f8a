/** The onboarding tour's completion, per user on the server (PRODUCT.md §4's flags, without localStorage). */
import type { Onboarding } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingStates } from '../../db/schema/platforms.ts';

export async function findOnboardingCompleted(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ completedAt: onboardingStates.completedAt })
    .from(onboardingStates)
    .where(eq(onboardingStates.userId, userId));
  return Boolean(row?.completedAt);
}

export async function completeOnboarding(db: Database, userId: string) {
  const now = new Date();
  await db
    .insert(onboardingStates)
    .values({ userId, completedAt: now, welcomeSeenAt: now })
    .onConflictDoUpdate({ target: onboardingStates.userId, set: { completedAt: now, updatedAt: now } });
}

/** PRODUCT.md §4: Amazon configured resumes at step 6, Pinterest connected at 5, WordPress at 4, else 1. */
export function onboardingStartStep(
  state: Pick<Onboarding, 'wordpressConnected' | 'pinterestConnected' | 'amazonConfigured'>,
): number {
  if (state.amazonConfigured) return 6;
  if (state.pinterestConnected) return 5;
  if (state.wordpressConnected) return 4;
  return 1;
}
