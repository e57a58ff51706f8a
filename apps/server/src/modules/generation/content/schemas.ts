/**
 * What each model call must answer (structured outputs, validated by the AI SDK against these zod
 * schemas whatever the provider). Texts are plain: the markup is ours (render-article.ts).
 */
import { articleLanguageSchema } from '@aa/contracts';
import { z } from 'zod';
import { ANGLE_FAMILIES } from './angle-families.ts';

const line = (max: number) => z.string().trim().min(1).max(max);

export const trendResearchSchema = z.object({
  trends: z
    .array(z.object({ keyword: line(80), angle: line(200), whyNow: line(300) }))
    .min(3)
    .max(6),
  audience: line(300),
});

export const subjectSchema = z.object({
  subject: line(100),
  angle: line(200),
  targetKeyword: line(80),
  /** What a buyer would type, naming both products and the angle (issue 31): search-phrase.ts settles it. */
  searchPhrase: line(100),
  reason: line(400),
  /** What the angle leads with (value, comfort…): a campaign's pins' results are summed per family. */
  family: z.enum(ANGLE_FAMILIES),
});

export const pinCopySchema = z.object({
  pins: z.array(z.object({ title: line(100), description: line(800), altText: line(500) })).length(3),
});

export const blogPlanSchema = z.object({
  title: line(70),
  /** A few lowercase words for the post's URL; the publisher makes it unique. */
  slugHint: line(80),
  metaDescription: line(160),
  excerpt: line(300),
  sections: z
    .array(z.object({ heading: line(120), points: z.array(line(300)).min(1).max(6) }))
    .min(3)
    .max(8),
  faqQuestions: z.array(line(160)).min(3).max(6),
  /**
   * One per image of the article (and its pin): the overlay title, the alt text, the caption, and the
   * scene an image model draws (the products' world: no text, no logos, no product photos).
   */
  imagePrompts: z
    .array(z.object({ title: line(100), altText: line(500), caption: line(300), scene: line(400) }))
    .length(3),
  categories: z.array(line(40)).min(1).max(2),
  tags: z.array(line(40)).min(3).max(8),
});

/**
 * The article (its body, its closing, whole): the shape the writers answer, the checkpoint keeps and
 * the user's editor sends (issue 27), shared with the web app.
 */
export { articleBodySchema, articleClosingSchema, articleSchema } from '@aa/contracts/article';

/**
 * Trend research as the pipeline holds it: the trends step stamps the Pinterest searches it read
 * (the store's region and its keywords), so the subject step is given them whatever the research kept.
 */
export const storedTrendResearchSchema = trendResearchSchema.extend({
  pinterest: z.object({ region: line(40), keywords: z.array(line(120)).max(20) }).optional(),
});
export type TrendResearch = z.infer<typeof storedTrendResearchSchema>;
/**
 * A subject as the pipeline holds it (a run's checkpoint): one checkpointed before families existed
 * has none (its angle's words place it), and the subject step stamps `steeredBy` when the campaign's
 * pins' results made the family it took the preferred one.
 */
export const storedSubjectSchema = subjectSchema.extend({
  family: subjectSchema.shape.family.optional(),
  /** Runs from before issue 31 have none: their slug and title are the title's. */
  searchPhrase: subjectSchema.shape.searchPhrase.optional(),
  /** The language its words are in. Runs from before issue 33 have none: their campaign's. */
  language: articleLanguageSchema.optional(),
  steeredBy: z
    .object({
      family: z.enum(ANGLE_FAMILIES),
      clickRate: z.number().min(0),
      runs: z.number().int().min(0),
      compared: z.number().int().min(0),
    })
    .optional(),
});
export type SubjectChoice = z.infer<typeof storedSubjectSchema>;
export type PinCopy = z.infer<typeof pinCopySchema>['pins'][number];
/** A plan as the model writes it (every field). */
export type PlannedArticle = z.infer<typeof blogPlanSchema>;
/**
 * A plan as the pipeline holds it (a run's checkpoint): plans checkpointed before `slugHint`,
 * `imagePrompts` or their `scene` existed resume without them, so readers treat them as optional.
 * `angle` and `audience` are not the model's: `planArticle` stamps them from its input, so a writer
 * given the plan alone still follows the subject's angle.
 */
export const storedPlanSchema = blogPlanSchema.extend({
  slugHint: blogPlanSchema.shape.slugHint.optional(),
  imagePrompts: z
    .array(
      z.object({ title: line(100), altText: line(500), caption: line(300), scene: line(400).optional() }),
    )
    .length(3)
    .optional(),
  angle: line(200).optional(),
  audience: line(300).optional(),
});
export type BlogPlan = z.infer<typeof storedPlanSchema>;
export type { Article, ArticleBody, ArticleClosing } from '@aa/contracts/article';

/** Product facts the model is given (never a price: PRODUCT.md §11). */
export interface ProductFacts {
  asin: string;
  title: string;
  brand?: string;
  features: string[];
  /**
   * The user's own first-hand notes on the product (issue 29): the only lines a first-person sentence
   * may rest on.
   */
  notes?: string[];
  /** The canonical product page, https://www.amazon.com/dp/ASIN. */
  url: string;
  /** Where the facts came from (the Amazon adapter's api | page | slug). */
  source?: string;
}
