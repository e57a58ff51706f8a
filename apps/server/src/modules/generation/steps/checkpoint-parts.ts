/**
 * The checkpoint's parts, by key, each declared by the step that writes it, in the step's own file
 * (`declare module './checkpoint-parts.ts'`): its output, or a note such as the uniqueness check's
 * turned-down drafts. A file of its own, importing nothing, so the steps' declarations do not tie them
 * to checkpoint.ts, which reads the step list.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each step's `declare module`.
export interface CheckpointParts {}
