/** PRODUCT.md §7 Campaigns as TanStack Query hooks; each change refreshes the list (and the balance). */
import {
  type Campaign,
  type CampaignImportBody,
  type CreateCampaignBody,
  campaignImportResponseSchema,
  campaignPhotoResponseSchema,
  campaignPhotosResponseSchema,
  campaignResponseSchema,
  campaignStatusResponseSchema,
  campaignsResponseSchema,
  createCampaignResponseSchema,
  executeCampaignResponseSchema,
  executionsResponseSchema,
  Messages,
  messageEnvelopeSchema,
  type PhotoProduct,
  productTemplatesResponseSchema,
  type UpdateCampaignBody,
} from '@aa/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useCredits } from '../../../lib/credits.tsx';
import { executionKeys } from '../../../lib/executions-api.ts';
import { runFinished } from '../campaign-format.ts';
import { takeClientSlot } from './client-rate-limit.ts';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  templates: ['campaigns', 'templates'] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  photos: (id: string) => ['campaigns', 'photos', id] as const,
};

/** How often a campaign's page follows a run in progress. */
export const CAMPAIGN_RUNS_REFRESH_MS = 15_000;

/** PRODUCT.md §4: a load is skipped while another is in progress (TanStack dedupes); 30 s cache. */
export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.list,
    queryFn: async () => {
      takeClientSlot('campaigns', Messages.clientRateLimited);
      return (await api.get('/campaigns', campaignsResponseSchema)).data;
    },
    staleTime: 30_000,
    // Runs in progress move the table along.
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((campaign) => campaign.status === 'active') ? 60_000 : false,
  });
}

/** One campaign (its page); another user's or a deleted one answers 404. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/campaigns/${id}`, campaignResponseSchema, signal)).data.campaign,
    // An unknown campaign stays unknown: no second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/** Runs a page of the campaign page holds: a campaign has up to 1000. */
export const CAMPAIGN_RUNS_PAGE = 50;

/**
 * A campaign's runs, newest first, a page at a time (`fetchNextPage` reads the older ones), followed
 * while one is in progress.
 */
export function useCampaignRuns(id: string) {
  return useInfiniteQuery({
    // Under executionKeys.all: posting an image or a campaign change refreshes it.
    queryKey: executionKeys.list({ campaignId: id, paged: true }),
    initialPageParam: null as number | null,
    queryFn: async ({ signal, pageParam }) =>
      (
        await api.get(
          `/campaigns/${id}/executions?limit=${CAMPAIGN_RUNS_PAGE}${pageParam ? `&beforeRun=${pageParam}` : ''}`,
          executionsResponseSchema,
          signal,
        )
      ).data.executions,
    // The next page starts below the oldest run of this one; a short page was the last.
    getNextPageParam: (page) =>
      page.length < CAMPAIGN_RUNS_PAGE ? undefined : (page.at(-1)?.run_number ?? undefined),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    refetchInterval: (query) =>
      query.state.data?.pages[0]?.some((run) => !runFinished(run.status)) ? CAMPAIGN_RUNS_REFRESH_MS : false,
  });
}

export function useProductTemplates(enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.templates,
    queryFn: async () => (await api.get('/product-templates', productTemplatesResponseSchema)).templates,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

function useRefreshCampaigns() {
  const queryClient = useQueryClient();
  const { refresh } = useCredits();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
      queryClient.invalidateQueries({ queryKey: executionKeys.all }),
      refresh(),
    ]);
  };
}

/** Campaigns in bulk (issue 31): checked (`confirm: false`), then the valid rows created. */
export function useImportCampaigns() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (body: CampaignImportBody) =>
      api.post('/campaigns/import', body, campaignImportResponseSchema),
    onSuccess: async (_answer, body) => {
      if (body.confirm) await refresh();
    },
  });
}

export function useCreateCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (body: CreateCampaignBody) => api.post('/campaigns', body, createCampaignResponseSchema),
    onSuccess: refresh,
  });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateCampaignBody }) =>
      api.patch(`/campaigns/${id}`, change, campaignResponseSchema),
    onSuccess: (answer) => {
      queryClient.setQueryData<{ campaigns: Campaign[] }>(campaignKeys.list, (data) =>
        data
          ? {
              ...data,
              campaigns: data.campaigns.map((c) =>
                c.id === answer.data.campaign.id ? answer.data.campaign : c,
              ),
            }
          : data,
      );
      queryClient.setQueryData(campaignKeys.detail(answer.data.campaign.id), answer.data.campaign);
    },
    onSettled: (_answer, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.list }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
      ]),
  });
}

export function useDeleteCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    /** `unpublish`: its live posts taken down too (each to the blog's trash, its pins deleted). */
    mutationFn: ({ id, unpublish }: { id: string; unpublish: boolean }) =>
      api.delete(`/campaigns/${id}${unpublish ? '?unpublish=true' : ''}`, messageEnvelopeSchema),
    onSuccess: refresh,
  });
}

export function useRunCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/campaigns/${id}/execute`, undefined, executeCampaignResponseSchema),
    onSuccess: refresh,
  });
}

/** PRODUCT.md's polling call: the campaign's latest run. */
export async function fetchLatestExecution(campaignId: string) {
  takeClientSlot(`status:${campaignId}`, Messages.statusRateLimited);
  return (await api.get(`/campaigns/${campaignId}/status`, campaignStatusResponseSchema)).data
    .latestExecution;
}

/** The user's own photos of a campaign's products (issue 32). */
export function useCampaignPhotos(campaignId: string) {
  return useQuery({
    queryKey: campaignKeys.photos(campaignId),
    queryFn: async ({ signal }) =>
      (await api.get(`/campaigns/${campaignId}/photos`, campaignPhotosResponseSchema, signal)).data.photos,
  });
}

/** Adds one photo of `product` (1, 2, or both); the server checks it by its content. */
export function useAddCampaignPhoto(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, product }: { file: File; product: PhotoProduct }) =>
      api.upload(
        `/campaigns/${campaignId}/photos?product=${product === null ? 'both' : product}`,
        file,
        campaignPhotoResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.photos(campaignId) }),
  });
}

export function useDeleteCampaignPhoto(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      api.delete(`/campaigns/${campaignId}/photos/${photoId}`, messageEnvelopeSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.photos(campaignId) }),
  });
}
