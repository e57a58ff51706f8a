/**
 * A comparison article as the writers make it and as the user edits it (issue 27's review and edit):
 * the introduction, the sections, the comparison table, pros and cons, the verdict and the FAQ, with
 * the limits every writer answers within. Plain text throughout: the markup is the renderer's. One
 * shape for the model's output, the run's checkpoint and the editor, so an edit is what the next
 * rendering reads.
 */
import { z } from 'zod';

const line = (max: number) => z.string().trim().min(1).max(max);
const paragraph = z.string().trim().min(1).max(2000);

export const ARTICLE_LIMITS = {
  sections: { min: 3, max: 8 },
  paragraphs: { min: 1, max: 4 },
  rows: { min: 4, max: 12 },
  pros: { min: 2, max: 6 },
  cons: { min: 1, max: 5 },
  faq: { min: 3, max: 6 },
} as const;

const prosConsSchema = z.object({
  pros: z.array(line(200)).min(ARTICLE_LIMITS.pros.min).max(ARTICLE_LIMITS.pros.max),
  cons: z.array(line(200)).min(ARTICLE_LIMITS.cons.min).max(ARTICLE_LIMITS.cons.max),
});

/** The article's first half: intro, sections, the comparison table, pros and cons. */
export const articleBodySchema = z.object({
  intro: paragraph,
  sections: z
    .array(
      z.object({
        heading: line(120),
        paragraphs: z.array(paragraph).min(ARTICLE_LIMITS.paragraphs.min).max(ARTICLE_LIMITS.paragraphs.max),
      }),
    )
    .min(ARTICLE_LIMITS.sections.min)
    .max(ARTICLE_LIMITS.sections.max),
  comparisonRows: z
    .array(z.object({ feature: line(60), product1: line(200), product2: line(200) }))
    .min(ARTICLE_LIMITS.rows.min)
    .max(ARTICLE_LIMITS.rows.max),
  product1: prosConsSchema,
  product2: prosConsSchema,
});

/** The article's second half: the verdict and the FAQ. */
export const articleClosingSchema = z.object({
  verdict: paragraph,
  faq: z
    .array(z.object({ question: line(160), answer: paragraph }))
    .min(ARTICLE_LIMITS.faq.min)
    .max(ARTICLE_LIMITS.faq.max),
});

/** The whole article (both halves). */
export const articleSchema = articleBodySchema.extend(articleClosingSchema.shape);
export type Article = z.infer<typeof articleSchema>;
export type ArticleBody = z.infer<typeof articleBodySchema>;
export type ArticleClosing = z.infer<typeof articleClosingSchema>;

/** What a post shows besides its article: the title, the meta description and the excerpt. */
export const postHeadSchema = z.object({
  title: line(120),
  metaDescription: line(160),
  excerpt: line(300),
});

/** PUT /campaigns/executions/{id}/article: the edited post, as the editor sends it whole. */
export const editArticleBodySchema = postHeadSchema.extend({ article: articleSchema });
export type EditArticleBody = z.infer<typeof editArticleBodySchema>;
