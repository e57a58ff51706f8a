/**
 * Runs a run's declared steps (steps/all-steps.ts): every step whose needs are in the checkpoint
 * starts at once, each output is validated and checkpointed as it finishes (with what the run's result
 * shows of it), and the progress dialog's step and the run's status follow the earliest unfinished
 * step. A step that fails stops the attempt only once the steps running beside it have stopped (a
 * step left running would go on writing after the attempt gave the run up). A step asking for a redo
 * (RedoSteps) has the named steps and everything built on them thrown away and run again.
 */
import { type ExecutionStatus, GENERATION_STEPS } from '@aa/contracts';
import { runStepDuration, secondsSince } from '../../lib/metrics.ts';
import { inSpan } from '../../lib/tracing.ts';
import { RunHandedBack } from './pipeline-errors.ts';
import type { Checkpoint } from './steps/checkpoint.ts';
import { type AnyStep, contextFor, RedoSteps, type StepContext, type StepKey } from './steps/step.ts';

/** How the runner records a change: the lease holder's update, or the attempt stops. */
export type SaveProgress = (change: {
  status?: ExecutionStatus;
  currentStep?: number;
  checkpoint?: Record<string, unknown>;
  result?: Record<string, unknown>;
}) => Promise<void>;

const SHOWN_INDEX = new Map<string, number>(GENERATION_STEPS.map((step, index) => [step.key, index]));

/**
 * When each of the dialog's seven steps began (ISO, null until then), kept in the run's result as
 * `step_started_at` so the dialog shows real elapsed times; an attempt resumes the earlier's.
 */
function stepStartTimes(result: unknown): (string | null)[] {
  const stored = (result as { step_started_at?: unknown } | undefined)?.step_started_at;
  return GENERATION_STEPS.map((_, index) => {
    const value = Array.isArray(stored) ? stored[index] : null;
    return typeof value === 'string' ? value : null;
  });
}

/** Every step built (directly or not) on one of `keys`, the keys included. */
export function dependentsOf(steps: readonly AnyStep[], keys: readonly StepKey[]): Set<StepKey> {
  const found = new Set<StepKey>(keys);
  let grew = true;
  while (grew) {
    grew = false;
    for (const step of steps)
      if (!found.has(step.key) && step.needs.some((need: StepKey) => found.has(need))) {
        found.add(step.key);
        grew = true;
      }
  }
  return found;
}

/**
 * Checks the list once: each part of the checkpoint declared by one step (as its output or a note),
 * needs that some step makes, no cycle.
 */
export function checkSteps(steps: readonly AnyStep[]): void {
  const keys = new Set<StepKey>();
  const parts = new Set<string>();
  for (const step of steps) {
    for (const part of [step.key, ...Object.keys(step.notes ?? {})]) {
      if (parts.has(part)) throw new Error(`the checkpoint's ${part} is declared twice`);
      parts.add(part);
    }
    keys.add(step.key);
  }
  for (const step of steps) {
    for (const need of step.needs as StepKey[])
      if (!keys.has(need)) throw new Error(`step ${step.key} needs ${need}, which no step makes`);
  }
  const done = new Set<StepKey>();
  while (done.size < steps.length) {
    const next = steps.filter((step) => !done.has(step.key) && step.needs.every((n: StepKey) => done.has(n)));
    if (next.length === 0) throw new Error('the steps depend on each other in a cycle');
    for (const step of next) done.add(step.key);
  }
}

export async function runSteps(
  steps: readonly AnyStep[],
  checkpoint: Checkpoint,
  context: StepContext,
  save: SaveProgress,
  /** Aborted when the process stops: no step starts after it, and the attempt hands its run back. */
  stopping?: AbortSignal,
): Promise<Checkpoint> {
  const state: Record<string, unknown> = { ...checkpoint };
  const has = (key: StepKey) => state[key] !== undefined;
  const running = new Map<StepKey, Promise<void>>();
  let failure: unknown;
  let redo: RedoSteps | undefined;
  let shown = { currentStep: 0, status: '' as ExecutionStatus | '' };
  const startedAt = stepStartTimes(context.run?.execution.resultData);

  /** The dialog's step: the earliest one with work left (the last one once everything is done). */
  const showProgress = async () => {
    const unfinished = steps.filter((step) => !has(step.key));
    const index = Math.min(
      ...unfinished.map((step) => SHOWN_INDEX.get(step.shows) ?? 0),
      GENERATION_STEPS.length - 1,
    );
    const status =
      [...running.keys()]
        .map((key) => steps.find((step) => step.key === key)?.status)
        .find((value): value is ExecutionStatus => value !== undefined) ?? 'processing';
    if (index + 1 === shown.currentStep && status === shown.status) return;
    shown = { currentStep: index + 1, status };
    const begins = startedAt[index] === null;
    if (begins) startedAt[index] = new Date().toISOString();
    await save({
      currentStep: index + 1,
      status,
      ...(begins ? { result: { step_started_at: [...startedAt] } } : {}),
    });
  };

  const start = (step: AnyStep) => {
    const input = state as Parameters<AnyStep['run']>[0];
    const started = performance.now();
    const work = (async () => {
      const made = await inSpan(`step ${step.key}`, { 'aa.run.step': step.key }, () =>
        step.run(input, contextFor(step, context)),
      ).catch((error: unknown) => {
        const outcome = error instanceof RedoSteps ? 'redo' : 'failed';
        runStepDuration.observe({ step: step.key, outcome }, secondsSince(started));
        throw error;
      });
      runStepDuration.observe({ step: step.key, outcome: 'ok' }, secondsSince(started));
      const output = step.output.parse(made);
      state[step.key] = output;
      await save({
        checkpoint: { [step.key]: output },
        result: step.report?.(output, contextFor(step, context)),
      });
    })().catch((error: unknown) => {
      if (error instanceof RedoSteps) redo ??= error;
      else failure ??= error;
    });
    running.set(
      step.key,
      work.finally(() => running.delete(step.key)),
    );
  };

  const readySteps = () =>
    steps.filter(
      (step) => !has(step.key) && !running.has(step.key) && step.needs.every((need: StepKey) => has(need)),
    );

  for (;;) {
    if (failure === undefined && redo === undefined && !stopping?.aborted) {
      const ready = readySteps();
      for (const step of ready) start(step);
      // A lost lease stops the attempt, but only once the steps just started have stopped too.
      if (ready.length > 0)
        await showProgress().catch((error: unknown) => {
          failure ??= error;
        });
    }
    if (running.size === 0) {
      if (failure !== undefined) throw failure;
      if (redo) {
        const thrownAway = dependentsOf(steps, redo.redo);
        for (const step of steps)
          if (thrownAway.has(step.key) && has(step.key)) await step.discard?.(contextFor(step, context));
        const cleared: Record<string, unknown> = { ...redo.note };
        for (const key of thrownAway) {
          delete state[key];
          cleared[key] = null;
        }
        Object.assign(state, redo.note);
        await save({ checkpoint: cleared });
        redo = undefined;
        continue;
      }
      if (steps.every((step) => has(step.key))) return state as Checkpoint;
      // The steps that were running have finished and checkpointed: the next worker goes on from here.
      if (stopping?.aborted) throw new RunHandedBack();
      // Steps finished while the progress was being saved: what they made lets others start.
      if (readySteps().length > 0) continue;
      throw new Error('no step can run: a step needs a key nothing made');
    }
    await Promise.race(running.values());
  }
}
