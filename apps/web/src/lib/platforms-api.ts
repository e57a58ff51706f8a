/**
 * The calls of platform setup (PRODUCT.md §7 Platforms and Pinterest) as TanStack Query hooks: each
 * mutation refreshes what it changed (the status, the boards, the onboarding state).
 */
import {
  type AmazonTagBody,
  boardResponseSchema,
  boardSectionsResponseSchema,
  type ConnectWordPressBody,
  type CreatorsCredentialsBody,
  type CreatorsRegion,
  creatorsConnectionsResponseSchema,
  messageEnvelopeSchema,
  type OnboardingStepBody,
  onboardingResponseSchema,
  type PinPacing,
  type PinterestBoardsResponse,
  pinPacingResponseSchema,
  pinterestAuthUrlResponseSchema,
  pinterestBoardsResponseSchema,
  pinterestConfigResponseSchema,
  pinterestConnectedResponseSchema,
  platformSavedResponseSchema,
  platformStatusResponseSchema,
  selectedBoardResponseSchema,
  type UpdateWordPressSiteBody,
  type WordPressSites,
  wordpressSitesResponseSchema,
} from '@aa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

export type Platform = 'wordpress' | 'pinterest' | 'amazon';

export const platformKeys = {
  all: ['platforms'] as const,
  status: ['platforms', 'status'] as const,
  boards: ['platforms', 'pinterest', 'boards'] as const,
  pinterestConfig: ['platforms', 'pinterest', 'config'] as const,
  onboarding: ['platforms', 'onboarding'] as const,
  creators: ['platforms', 'amazon', 'creators'] as const,
  wordpressSites: ['platforms', 'wordpress', 'sites'] as const,
  /**
   * Outside 'platforms' on purpose: a platform change refreshes every 'platforms' read, and the pacing
   * of a Pinterest account being disconnected would be asked for (409) before its section unmounts.
   */
  pinPacing: ['pin-pacing'] as const,
};

/** The user's WordPress sites, the default first, and how many the plan connects (issue 31). */
export const wordpressSitesQuery = queryOptions({
  queryKey: platformKeys.wordpressSites,
  queryFn: async () => (await api.get('/platforms/wordpress/sites', wordpressSitesResponseSchema)).data,
});

/**
 * A site's actions (rename or make default, check, delete): each answers the sites anew. A change of
 * default or a removal changes what the single-site status says: the other platform reads refresh too.
 */
export function useWordPressSiteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'update'; id: string; body: UpdateWordPressSiteBody }
        | { kind: 'check'; id: string }
        | { kind: 'delete'; id: string },
    ) => {
      const path = `/platforms/wordpress/sites/${encodeURIComponent(action.id)}`;
      if (action.kind === 'update') return api.patch(path, action.body, wordpressSitesResponseSchema);
      if (action.kind === 'check') return api.post(`${path}/check`, undefined, wordpressSitesResponseSchema);
      return api.delete(path, wordpressSitesResponseSchema);
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData<WordPressSites>(platformKeys.wordpressSites, answer.data);
      await queryClient.invalidateQueries({ queryKey: platformKeys.status });
      await queryClient.invalidateQueries({ queryKey: platformKeys.onboarding });
    },
    // A failed check is kept on the site: show it.
    onError: () => queryClient.invalidateQueries({ queryKey: platformKeys.wordpressSites }),
  });
}

/** The user's Creators API connections, one per region (issue 29). */
export const creatorsConnectionsQuery = queryOptions({
  queryKey: platformKeys.creators,
  queryFn: async () => (await api.get('/platforms/amazon/creators', creatorsConnectionsResponseSchema)).data,
});

/** Checks a region's Creators API credentials with Amazon and keeps them. */
export function useSaveCreatorsCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorsCredentialsBody) =>
      api.put('/platforms/amazon/creators', body, creatorsConnectionsResponseSchema),
    onSuccess: (answer) => queryClient.setQueryData(platformKeys.creators, answer.data),
  });
}

export function useDeleteCreatorsCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (region: CreatorsRegion) =>
      api.delete(`/platforms/amazon/creators/${region}`, creatorsConnectionsResponseSchema),
    onSuccess: (answer) => queryClient.setQueryData(platformKeys.creators, answer.data),
  });
}

export const platformStatusQuery = queryOptions({
  queryKey: platformKeys.status,
  queryFn: async () => (await api.get('/platforms/status', platformStatusResponseSchema)).status,
});

/** PRODUCT.md §4: status loading is skipped while an OAuth callback is being processed. */
export const usePlatformStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...platformStatusQuery, enabled: options.enabled ?? true });

export const onboardingQuery = queryOptions({
  queryKey: platformKeys.onboarding,
  queryFn: async () => (await api.get('/onboarding', onboardingResponseSchema)).data,
});

function useRefreshPlatforms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: platformKeys.all });
}

export function useConnectWordPress() {
  const refresh = useRefreshPlatforms();
  return useMutation({
    mutationFn: (body: ConnectWordPressBody) =>
      api.post('/platforms/wordpress', body, platformSavedResponseSchema),
    onSuccess: refresh,
  });
}

export function useConnectDemoWordPress() {
  const refresh = useRefreshPlatforms();
  return useMutation({
    mutationFn: () => api.post('/demo/connect-wordpress', undefined, platformSavedResponseSchema),
    onSuccess: refresh,
  });
}

/** Saves the tag of one store (amazon.com without `store`), replacing the one it had. */
export function useSaveAmazonTag() {
  const refresh = useRefreshPlatforms();
  return useMutation({
    mutationFn: (body: AmazonTagBody) => api.post('/platforms/amazon', body, platformSavedResponseSchema),
    onSuccess: refresh,
  });
}

/** Removes one store's tag; the others stay. */
export function useDeleteAmazonTag() {
  const refresh = useRefreshPlatforms();
  return useMutation({
    mutationFn: (store: string) =>
      api.delete(`/platforms/amazon/${encodeURIComponent(store)}`, platformSavedResponseSchema),
    onSuccess: refresh,
  });
}

export function useDeletePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: Platform) => api.delete(`/platforms/${platform}`, messageEnvelopeSchema),
    onSuccess: async (_answer, platform) => {
      if (platform === 'pinterest') {
        queryClient.removeQueries({ queryKey: platformKeys.boards });
        queryClient.removeQueries({ queryKey: platformKeys.pinPacing });
      }
      await queryClient.invalidateQueries({ queryKey: platformKeys.all });
    },
  });
}

export const pinterestConfigQuery = queryOptions({
  queryKey: platformKeys.pinterestConfig,
  queryFn: async () => {
    try {
      return (await api.get('/platforms/pinterest/config', pinterestConfigResponseSchema)).data;
    } catch {
      // PRODUCT.md §7: falls back to sandbox mode when the config cannot be read.
      return { isInSandboxMode: true, sandboxEnabled: true };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * PRODUCT.md §4: boards load only when Pinterest is completed, connected, verified and has a username.
 */
export function usePinterestBoards(enabled: boolean) {
  return useQuery({
    queryKey: platformKeys.boards,
    queryFn: () => api.get('/pinterest/boards', pinterestBoardsResponseSchema),
    enabled,
  });
}

export function useSelectBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: { boardId: string; boardName: string }) =>
      api.post('/campaigns/pinterest/selected-board', board, selectedBoardResponseSchema),
    // The boards answer carries the selected board: update it in place.
    onSuccess: (answer) =>
      queryClient.setQueryData<PinterestBoardsResponse>(platformKeys.boards, (boards) =>
        boards ? { ...boards, selectedBoard: answer.data } : boards,
      ),
  });
}

/** A new board on the account (the board picker's "Create a board"); the boards are read again. */
export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await api.post('/pinterest/boards', { name }, boardResponseSchema)).data.board,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.boards }),
  });
}

/** A board's sections (issue 32), read when a campaign's board is chosen. */
export function useBoardSections(boardId: string | null) {
  return useQuery({
    queryKey: [...platformKeys.boards, boardId, 'sections'],
    queryFn: async () =>
      (await api.get(`/pinterest/boards/${boardId}/sections`, boardSectionsResponseSchema)).data.sections,
    enabled: boardId !== null,
    staleTime: 60_000,
  });
}

/** The Pinterest account's pin pacing (issue 32). */
export function usePinPacing(enabled: boolean) {
  return useQuery({
    queryKey: platformKeys.pinPacing,
    queryFn: async () => (await api.get('/platforms/pinterest/pacing', pinPacingResponseSchema)).data,
    enabled,
  });
}

export function useSavePinPacing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pacing: PinPacing) =>
      (await api.put('/platforms/pinterest/pacing', pacing, pinPacingResponseSchema)).data,
    onSuccess: (saved) => queryClient.setQueryData(platformKeys.pinPacing, saved),
  });
}

/** The OAuth state we expect back, kept in this browser until the callback (PRODUCT.md §3). */
export const PINTEREST_STATE_KEY = 'pinterest_oauth_state';

/** Sends the browser to Pinterest's authorize page. */
export async function startPinterestOAuth() {
  const answer = await api.get('/pinterest/oauth/url', pinterestAuthUrlResponseSchema);
  window.localStorage.setItem(PINTEREST_STATE_KEY, answer.data.state);
  window.location.assign(answer.data.authUrl);
}

export function useCompletePinterest() {
  const refresh = useRefreshPlatforms();
  return useMutation({
    mutationFn: (input: { code: string; state: string }) =>
      api.post('/pinterest/oauth/complete', input, pinterestConnectedResponseSchema),
    onSuccess: refresh,
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/onboarding/complete', undefined, onboardingResponseSchema),
    onSuccess: (answer) => queryClient.setQueryData(platformKeys.onboarding, answer.data),
  });
}

/**
 * Keeps the tour's step on the server. One at a time (a mutation scope), so quick clicks arrive in
 * order and the last step the user saw is the one stored.
 */
export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'onboarding-step' },
    mutationFn: (body: OnboardingStepBody) => api.put('/onboarding/step', body, onboardingResponseSchema),
    onSuccess: (answer) => queryClient.setQueryData(platformKeys.onboarding, answer.data),
  });
}
