/**
 * A run's checkpoint (executions.checkpoint): what each finished step left, by the step's key, so a
 * retry resumes after it. There is no list of its parts here: each step declares its own, its output
 * schema (and any note it keeps) in its `defineStep`, and its part of `CheckpointParts` beside it
 * (`declare module './checkpoint-parts.ts'`); the schemas are read from the step list (all-steps.ts). Adding
 * a step is its file and its place in the list. Every part is checked when it is written and when a
 * retry or a reader reads it back: older checkpoints may lack fields added since, so a step's schema
 * reads what older code stored (the plan's `storedPlanSchema`).
 */
import type { z } from 'zod';
import { RUN_STEPS } from './all-steps.ts';
import type { CheckpointParts } from './checkpoint-parts.ts';

export type { CheckpointParts };

export type Checkpoint = Partial<CheckpointParts>;

/** Each part's schema, by key: the steps' outputs and notes. */
const partSchemas: ReadonlyMap<string, z.ZodType> = new Map(
  RUN_STEPS.flatMap((step) => [
    [step.key, step.output] as const,
    ...Object.entries(step.notes ?? {}).map(([key, schema]) => [key, schema as z.ZodType] as const),
  ]),
);

/** The schema of one part of the checkpoint. */
export function partSchema<K extends keyof CheckpointParts>(key: K): z.ZodType<CheckpointParts[K]> {
  const schema = partSchemas.get(key);
  if (!schema) throw new Error(`no step declares the checkpoint's ${key}`);
  return schema as z.ZodType<CheckpointParts[K]>;
}

/** The run's live post: `live`, or a `post` from before drafts waited; undefined while there is none. */
export function livePost(checkpoint: Checkpoint): { postId: number; link: string } | undefined {
  if (checkpoint.live) return checkpoint.live;
  return checkpoint.post && checkpoint.post.draft === undefined ? checkpoint.post : undefined;
}

/**
 * The stored checkpoint, each part kept only if it still parses: a part written by older code, or
 * damaged, is made again by its step instead of being trusted.
 */
export function readCheckpoint(stored: Record<string, unknown>): Checkpoint {
  const checkpoint: Record<string, unknown> = {};
  for (const [key, schema] of partSchemas) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) checkpoint[key] = parsed.data;
  }
  return checkpoint as Checkpoint;
}
