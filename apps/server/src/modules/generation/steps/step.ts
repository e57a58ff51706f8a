/**
 * What a step of the generation pipeline is: one declaration (its checkpoint key, the keys it needs,
 * the schema of what it leaves in the checkpoint, which of the progress dialog's seven steps it
 * belongs to) and its run function; its file also declares its part of the checkpoint's type
 * (checkpoint-parts.ts's CheckpointParts). The runner (step-runner.ts) runs every step whose needs are met,
 * at once, checkpoints each output (validated on the way in and when read back), and reports
 * progress; adding a step is adding its file to all-steps.ts's list.
 */
import type {
  AmazonStore,
  ArticleLanguage,
  ExecutionResult,
  ExecutionStatus,
  GENERATION_STEPS,
} from '@aa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { OpenPinterest } from '../../pinterest/pinterest-connection.ts';
import type { PublishingSite } from '../../platforms/wordpress-connection.ts';
import type { EarlierRun, LoadedRun } from '../../runs/runs.service.ts';
import type { GenerationServices } from '../services.ts';
import type { Checkpoint } from './checkpoint.ts';
import type { CheckpointParts } from './checkpoint-parts.ts';

export type StepKey = keyof CheckpointParts;
export type ShownStep = (typeof GENERATION_STEPS)[number]['key'];

/** The parts of the application a step may be given (AppContext's outside systems, database, jobs…). */
export type Port = keyof AppContext;

/**
 * What every step of one attempt at a run shares. `ctx` is narrowed to the ports a step declares it
 * uses (`uses`): the runner hands each step only those, so what a step reads and writes is in its
 * declaration, and a test gives it those and nothing else.
 */
export interface StepContext<U extends Port = Port> {
  ctx: Pick<AppContext, U>;
  services: GenerationServices;
  log: FastifyBaseLogger;
  executionId: string;
  run: LoadedRun;
  userId: string;
  site: PublishingSite;
  /** The user's tag in the campaign's store. */
  tag: string;
  /** The campaign's Amazon store: the products' links go to `store.host` with `tag`. */
  store: AmazonStore;
  /** The campaign's article language: every word the run publishes is in it. */
  language: ArticleLanguage;
  /** The campaign's earlier runs (subject, angle, pins), newest first. */
  earlier: EarlierRun[];
  /**
   * The user's Pinterest account and token, read once per attempt when a step first asks (trends,
   * pins); undefined when Pinterest is not connected.
   */
  pinterest(): Promise<OpenPinterest | undefined>;
  /** PNGs this attempt drew, by image number: the upload needs no read back from the database. */
  drawn: Map<number, Buffer>;
}

export interface Step<K extends StepKey, N extends StepKey, U extends Port = never> {
  key: K;
  needs: readonly N[];
  /** The parts of the application the step reaches (its ports): the runner gives it these only. */
  uses: readonly U[];
  /** The output as checkpointed; a stored output that no longer parses is made again. */
  output: z.ZodType<CheckpointParts[K]>;
  /** Parts of the checkpoint the step keeps besides its output (their schemas), for later attempts. */
  notes?: { [P in StepKey]?: z.ZodType<CheckpointParts[P]> };
  /** The progress dialog's step this one is part of. */
  shows: ShownStep;
  /** The run's status while this step works (processing unless it says otherwise). */
  status?: ExecutionStatus;
  run(
    input: { [P in N]: CheckpointParts[P] } & Checkpoint,
    context: StepContext<U>,
  ): Promise<CheckpointParts[K]>;
  /** What the run's result shows of the output once it is checkpointed. */
  report?(output: CheckpointParts[K], context: StepContext<U>): Partial<ExecutionResult>;
  /** Undoes what the step left outside the checkpoint (stored images) when its output is thrown away. */
  discard?(context: StepContext<U>): Promise<void>;
}

/** A step of any key (the runner's list). */
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of steps; each is checked where declared.
export type AnyStep = Step<StepKey, any, any>;

/** Declares a step; the identity, typed, so a step's run sees exactly the keys it needs. */
export function defineStep<K extends StepKey, N extends StepKey, U extends Port = never>(
  step: Step<K, N, U>,
): Step<K, N, U> {
  return step;
}

/** The context a step is given: its declared ports of the application, and the rest as shared. */
export function contextFor<U extends Port>(
  step: { uses: readonly U[] },
  context: StepContext,
): StepContext<U> {
  const ctx = Object.fromEntries(step.uses.map((port) => [port, context.ctx[port]])) as Pick<AppContext, U>;
  return { ...context, ctx };
}

/**
 * Thrown by a step to make the runner throw away `redo` (and every step that depends on them) and
 * run them again, after merging `note` into the checkpoint: the uniqueness check's way to ask for an
 * article with another angle.
 */
export class RedoSteps extends Error {
  override name = 'RedoSteps';
  readonly redo: StepKey[];
  readonly note: Checkpoint;
  constructor(redo: StepKey[], note: Checkpoint) {
    super(`redo ${redo.join(', ')}`);
    this.redo = redo;
    this.note = note;
  }
}
