/**
 * The Content Library's call (PRODUCT.md §7 Campaigns): the user's runs across campaigns, newest first,
 * followed every 15 s while any of them is still in progress (queued counts, PRODUCT.md §4).
 */
import { type Execution, executionsResponseSchema } from '@aa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { executionKeys } from '../../../lib/executions-api.ts';
import { inProgress } from '../library-filters.ts';

/** The most runs one call may return (contracts' executionsQuerySchema). */
export const LIBRARY_LIMIT = 100;
export const LIBRARY_REFRESH_MS = 15_000;

/** 15 s while a run is in progress, otherwise no polling. */
export function libraryRefetchInterval(executions: Execution[] | undefined): number | false {
  return executions?.some((execution) => inProgress(execution.status)) ? LIBRARY_REFRESH_MS : false;
}

export function useLibraryExecutions() {
  return useQuery({
    // Under executionKeys.all: posting an image (usePostImage) or a campaign change refreshes it.
    queryKey: executionKeys.list({ limit: LIBRARY_LIMIT }),
    queryFn: async ({ signal }) =>
      (await api.get(`/campaigns/executions?limit=${LIBRARY_LIMIT}`, executionsResponseSchema, signal)).data
        .executions,
    refetchInterval: (query) => libraryRefetchInterval(query.state.data),
  });
}
