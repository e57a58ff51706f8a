/**
 * Families of angles: what an article leads with, whatever its words or language. A campaign's pins'
 * results (outbound clicks per impression) are summed per family, and the subject step prefers the
 * family that earned clicks while still taking a new angle (PRODUCT.md: pins' results steer the subject).
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

/** One family's results over a campaign's earlier runs' pins. */
export interface AngleFamilyResult {
  family: AngleFamily;
  runs: number;
  impressions: number;
  saves: number;
  outboundClicks: number;
  /** Outbound clicks per impression (0 without impressions). */
  clickRate: number;
}

/** What steers a run's subject: its campaign's families ranked by click rate, best first. */
export interface SubjectSteer {
  ranked: AngleFamilyResult[];
}
