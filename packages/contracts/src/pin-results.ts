/**
 * What a run's pins earned on Pinterest and why its angle was chosen: the Content Library shows both
 * on each run (pins' results steer a campaign's next subjects, issue 20).
 */
import { z } from 'zod';
import { articleLanguageSchema } from './stores.ts';

/**
 * Families of angles: what an article leads with, whatever its words or language. A campaign's pins'
 * results are summed per family, and the subject step prefers the family that earned clicks.
 */
export const ANGLE_FAMILIES = [
  /** Worth the money, budget, long-term cost. */
  'value',
  /** Power, speed, sound or picture quality, results. */
  'performance',
  /** Noise, fit, comfort, ease on the body. */
  'comfort',
  /** First purchase, simplicity, set-up, everyday ease. */
  'simplicity',
  /** A situation or a person: travel, small kitchens, families, gifts, commuting. */
  'lifestyle',
  /** Battery, build, maintenance, how it lasts. */
  'durability',
  /** Smart features, apps, modes, what each can do. */
  'features',
] as const;
export type AngleFamily = (typeof ANGLE_FAMILIES)[number];
export const angleFamilySchema = z.enum(ANGLE_FAMILIES);

/** A run's pins' results on Pinterest, summed over its pins; null until they were first fetched. */
export const executionPinResultsSchema = z.object({
  impressions: z.number().int(),
  saves: z.number().int(),
  outbound_clicks: z.number().int(),
  /** When Pinterest last gave them (ISO). */
  fetched_at: z.string(),
});
export type ExecutionPinResults = z.infer<typeof executionPinResultsSchema>;

/** The evidence that steered a run's angle: its family's results over the campaign's earlier runs. */
export const angleSteerSchema = z.object({
  family: angleFamilySchema,
  /** Outbound clicks per impression of that family's earlier pins (0.024 is 2.4%). */
  click_rate: z.number(),
  /** Earlier runs of that family with results. */
  runs: z.number().int(),
  /** Families compared (each with enough impressions to count). */
  families: z.number().int(),
});
export type AngleSteer = z.infer<typeof angleSteerSchema>;

/** The run's angle: the reader's question it answers, its family, why it was chosen. */
export const executionAngleSchema = z.object({
  text: z.string(),
  family: angleFamilySchema.nullable(),
  reason: z.string(),
  /** Set when the campaign's pins' results made this family the preferred one and the run took it. */
  steered_by: angleSteerSchema.nullable(),
  /** The search phrase it targets (issue 31): in its title, slug, first paragraph and meta description. */
  search_phrase: z.string().nullable().optional(),
  /**
   * The language its text and reason are written in (the article's): an interface in another language
   * shows its own words for why the angle was chosen (issue 33).
   */
  language: articleLanguageSchema,
});
export type ExecutionAngle = z.infer<typeof executionAngleSchema>;

/**
 * POST /api/dev/pinterest/results, with Pinterest's simulator only: moves its clock `days` forward
 * (a day's results without waiting a day), then fetches the signed-in user's pins' results now.
 */
export const devPinResultsBodySchema = z.object({ days: z.number().int().min(0).max(30).default(0) });
export const devPinResultsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ pins: z.number().int(), saved: z.number().int(), skipped: z.number().int() }),
});
