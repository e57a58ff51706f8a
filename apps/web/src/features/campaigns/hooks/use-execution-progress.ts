/**
 * A run's progress for the generation modal: pushed by Server-Sent Events, with PRODUCT.md §4's polling as
 * the fallback when the stream cannot be opened or breaks before the run is finished.
 */
import { type Execution, executionSchema } from '@aa/contracts';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/api-client.ts';
import { fetchLatestExecution } from '../api/campaigns-api.ts';
import { runFinished } from '../campaign-format.ts';
import { startStatusPoller } from './status-poller.ts';

export interface ExecutionProgress {
  execution: Execution | null;
  /** Polling was slowed down by rate limiting (PRODUCT.md's notice shows). */
  slowed: boolean;
  /** Polling gave up: the modal says the run continues in the background. */
  lost: boolean;
}

const finished = (execution: Execution | null) => (execution ? runFinished(execution.status) : false);

export function useExecutionProgress(
  run: { executionId: string; campaignId: string; initial: Execution | null } | null,
): ExecutionProgress {
  const [state, setState] = useState<ExecutionProgress>({
    execution: run?.initial ?? null,
    slowed: false,
    lost: false,
  });

  useEffect(() => {
    setState({ execution: run?.initial ?? null, slowed: false, lost: false });
    if (!run) return;
    let stopPolling: (() => void) | undefined;
    let latest: Execution | null = run.initial;
    const accept = (execution: Execution) => {
      if (execution.id !== run.executionId) return;
      latest = execution;
      setState((current) => ({ ...current, execution }));
    };
    const poll = () => {
      stopPolling ??= startStatusPoller({
        fetchLatest: () => fetchLatestExecution(run.campaignId),
        onExecution: accept,
        onSlowed: () => setState((current) => ({ ...current, slowed: true })),
        onGaveUp: () => setState((current) => ({ ...current, lost: true })),
      });
    };

    if (typeof EventSource === 'undefined') {
      poll();
      return () => stopPolling?.();
    }
    const source = new EventSource(`${API_BASE}/campaigns/executions/${run.executionId}/events`);
    source.addEventListener('execution', (event) => {
      const parsed = executionSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) accept(parsed.data);
      if (finished(latest)) source.close();
    });
    source.onerror = () => {
      // The server ends the stream when the run is done; before that, a broken stream means polling.
      if (finished(latest)) return source.close();
      source.close();
      poll();
    };
    return () => {
      source.close();
      stopPolling?.();
    };
  }, [run]);

  return state;
}
