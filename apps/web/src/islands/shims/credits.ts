/** `lib/credits.tsx` in the islands' build: a visitor without a session has no balance to show. */
import type { CreditsContextValue } from '../../lib/credits.tsx';

const none: CreditsContextValue = { credits: 0, loading: false, updatedAt: 0, refresh: async () => {} };

export function useCredits(): CreditsContextValue {
  return none;
}
