/**
 * What the offline writer (packages/offline-writer, a dev dependency) takes from the server: the
 * tasks' inputs and outputs it writes, the angle families it steers by, and how products are named.
 * Its production code imports the server through this file only (scripts/check-imports.mjs), so
 * what the writer leans on is one list, and nothing here may import the writer back.
 */
export type { AngleFamily, SubjectSteer } from './angle-families.ts';
export { preferFamilies, preferredFamily, steerReason } from './angle-families.ts';
export { clip, shortName } from './product-names.ts';
export type {
  ArticleBody,
  ArticleClosing,
  BlogPlan,
  PinCopy,
  PlannedArticle,
  ProductFacts,
  SubjectChoice,
  TrendResearch,
} from './schemas.ts';
export type { EarlierRun, TrendInput } from './tasks.ts';
