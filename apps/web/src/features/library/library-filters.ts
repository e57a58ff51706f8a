/** The Content Library's filters and PRODUCT.md §4's execution status display. */
import type { Execution, ExecutionStatus } from '@aa/contracts';

export type StatusFilter = 'all' | 'completed' | 'review' | 'inProgress' | 'failed';

/**
 * PRODUCT.md §4: completed OK, failed KO, anything in progress (queued counts) '...'; and review mode's
 * (issue 27): a draft waiting for the user, a draft discarded.
 */
export function statusDisplay(status: ExecutionStatus): 'OK' | 'KO' | '...' | 'REVIEW' | 'DISCARDED' {
  if (status === 'completed') return 'OK';
  if (status === 'failed') return 'KO';
  if (status === 'review') return 'REVIEW';
  if (status === 'discarded') return 'DISCARDED';
  return '...';
}

export const inProgress = (status: ExecutionStatus) => statusDisplay(status) === '...';

export function filterExecutions(executions: Execution[], status: StatusFilter, search: string): Execution[] {
  const needle = search.trim().toLowerCase();
  return executions.filter((execution) => {
    if (status === 'completed' && execution.status !== 'completed') return false;
    if (status === 'failed' && execution.status !== 'failed') return false;
    if (status === 'review' && execution.status !== 'review') return false;
    if (status === 'inProgress' && !inProgress(execution.status)) return false;
    if (!needle) return true;
    return [execution.campaign.name, execution.result_data.subject ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/** The three stats: runs completed, images made, posts published. */
export function libraryStats(executions: Execution[]) {
  return {
    completed: executions.filter((execution) => execution.status === 'completed').length,
    images: executions.reduce(
      (sum, execution) => sum + Object.values(execution.result_data.images).filter(Boolean).length,
      0,
    ),
    blogs: executions.filter((execution) => execution.result_data.blog_url).length,
  };
}
