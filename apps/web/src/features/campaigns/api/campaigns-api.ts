/** PRODUCT.md §7 Campaigns as TanStack Query hooks; each change refreshes the list (and the balance). */
import {
  type Campaign,
  type CreateCampaignBody,
  campaignResponseSchema,
  campaignStatusResponseSchema,
  campaignsResponseSchema,
  createCampaignResponseSchema,
  executeCampaignResponseSchema,
  Messages,
  messageEnvelopeSchema,
  productTemplatesResponseSchema,
  type UpdateCampaignBody,
} from '@aa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useCredits } from '../../../lib/credits.tsx';
import { executionKeys } from '../../../lib/executions-api.ts';
import { takeClientSlot } from './client-rate-limit.ts';

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  templates: ['campaigns', 'templates'] as const,
};

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
    onSuccess: (answer) =>
      queryClient.setQueryData<{ campaigns: Campaign[] }>(campaignKeys.list, (data) =>
        data
          ? {
              ...data,
              campaigns: data.campaigns.map((c) =>
                c.id === answer.data.campaign.id ? answer.data.campaign : c,
              ),
            }
          : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.list }),
  });
}

export function useDeleteCampaign() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/campaigns/${id}`, messageEnvelopeSchema),
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
