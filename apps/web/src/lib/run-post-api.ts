/**
 * A run's post (issue 27), shared by the campaign page, the Content Library and the post's own page:
 * its article to review or edit, and the run's decisions (approve, discard, unpublish). Each answer
 * refreshes the runs wherever they are shown.
 */
import { type EditArticleBody, executionResponseSchema, runArticleResponseSchema } from '@aa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { executionKeys } from './executions-api.ts';

const runPostKeys = { article: (id: string) => ['run-post', id] as const };

export function useRunArticle(executionId: string) {
  return useQuery({
    queryKey: runPostKeys.article(executionId),
    queryFn: async () =>
      (await api.get(`/campaigns/executions/${executionId}/article`, runArticleResponseSchema)).data.article,
  });
}

/**
 * Refreshes what shows runs (lists, campaign pages) and this run's post, unless the answer already
 * gave the post (an edit answers it as saved: fetching it again would only repeat it).
 */
function useRefreshRun() {
  const queryClient = useQueryClient();
  return (executionId: string, { post = true }: { post?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: executionKeys.all }),
      post ? queryClient.invalidateQueries({ queryKey: runPostKeys.article(executionId) }) : undefined,
      queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
    ]);
}

export function useEditRunArticle(executionId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: async (edit: EditArticleBody) =>
      (await api.put(`/campaigns/executions/${executionId}/article`, edit, runArticleResponseSchema)).data
        .article,
    onSuccess: async (article) => {
      queryClient.setQueryData(runPostKeys.article(executionId), article);
      await refresh(executionId, { post: false });
    },
  });
}

type RunDecision = 'approve' | 'discard' | 'unpublish';

/** Approves a draft, discards it, or unpublishes a live post. */
export function useRunDecision(decision: RunDecision) {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: async (executionId: string) =>
      (await api.post(`/campaigns/executions/${executionId}/${decision}`, undefined, executionResponseSchema))
        .data.execution,
    onSuccess: (execution) => refresh(execution.id),
  });
}

type PinMove =
  | { action: 'post'; executionId: string; pinId: string }
  | { action: 'cancel'; executionId: string; pinId: string }
  | { action: 'move'; executionId: string; pinId: string; scheduledFor: string };

/** A pin in the queue (issue 32): post it now, change its time, or cancel it; answers the run. */
export function useScheduledPinAction() {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: async (move: PinMove) => {
      const path = `/campaigns/executions/${move.executionId}/scheduled-pins/${move.pinId}`;
      const answer =
        move.action === 'post'
          ? await api.post(`${path}/post`, undefined, executionResponseSchema)
          : move.action === 'cancel'
            ? await api.delete(path, executionResponseSchema)
            : await api.patch(path, { scheduledFor: move.scheduledFor }, executionResponseSchema);
      return answer.data.execution;
    },
    onSuccess: (execution) => refresh(execution.id, { post: false }),
  });
}
