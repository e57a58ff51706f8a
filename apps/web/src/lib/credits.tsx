/**
 * The credit balance of the signed-in user, from `GET /api/credits`. Refetched when the user
 * changes; the dashboard adds a 120 s refresh with `useCreditsAutoRefresh`. If the call fails the
 * balance falls back to the user's credits, or 0.
 */
import type { CreditsResponse } from '@aa/contracts';
import { DELAYS } from '@aa/contracts/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { api } from './api-client.ts';
import { useAuth } from './session.tsx';

export const creditsQueryKey = (userId: string | undefined) => ['credits', userId ?? 'anonymous'] as const;

async function fetchCredits(): Promise<number> {
  const response = await api.get<CreditsResponse>('/credits');
  return response.data.credits.credits_balance;
}

function useCreditsQuery(refetchInterval: number | false) {
  const { user } = useAuth();
  return useQuery({
    queryKey: creditsQueryKey(user?.id),
    queryFn: fetchCredits,
    enabled: Boolean(user),
    retry: 1,
    staleTime: 30_000,
    refetchInterval,
  });
}

export interface CreditsContextValue {
  credits: number;
  loading: boolean;
  /** When the balance was last loaded (ms since epoch, 0 if never). */
  updatedAt: number;
  refresh: () => Promise<void>;
}

const CreditsContext = createContext<CreditsContextValue | null>(null);

export function CreditsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useCreditsQuery(false);
  const userId = user?.id;

  const refresh = useCallback(async () => {
    if (userId) await queryClient.invalidateQueries({ queryKey: creditsQueryKey(userId) });
  }, [queryClient, userId]);

  const credits = user ? (query.data ?? user.credits ?? 0) : 0;
  const value = useMemo<CreditsContextValue>(
    () => ({
      credits,
      loading: Boolean(user) && query.isPending,
      updatedAt: query.dataUpdatedAt,
      refresh,
    }),
    [credits, user, query.isPending, query.dataUpdatedAt, refresh],
  );
  return <CreditsContext.Provider value={value}>{children}</CreditsContext.Provider>;
}

export function useCredits(): CreditsContextValue {
  const context = useContext(CreditsContext);
  if (!context) throw new Error('useCredits must be used within a CreditsProvider');
  return context;
}

/** Keeps the balance fresh while mounted (the dashboard): every 120 s. */
export function useCreditsAutoRefresh(): void {
  useCreditsQuery(DELAYS.creditsRefresh);
}
