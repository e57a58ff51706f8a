/**
 * A task run again `intervalMs` after each run ends (never two at once), the first after
 * `firstAfterMs`, until stopped; `stop` waits for a run in progress. A failing run is the task's to
 * log: the loop goes on.
 */
export function repeatEvery(
  task: () => Promise<void>,
  intervalMs: number,
  { firstAfterMs = 0 }: { firstAfterMs?: number } = {},
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const loop = () => {
    if (stopped) return;
    running = task()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  timer = setTimeout(loop, firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
