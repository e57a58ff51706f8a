/**
 * One function per model call of the pipeline: the prompt (a versioned file), the output's schema,
 * the call through the AI SDK within the provider's limiter. The structured input each prompt is
 * built from also goes to the offline model (`providerOptions.offline`), which writes from it.
 */
import { generateText, type LanguageModel, Output } from 'ai';
import type { z } from 'zod';
import { type AiLimiter, withAiLimit } from '../../../integrations/ai/limiter.ts';
import { type PromptName, renderPrompt } from './prompts.ts';
import {
  type Article,
  type ArticleBody,
  type ArticleClosing,
  articleBodySchema,
  articleClosingSchema,
  type BlogPlan,
  blogPlanSchema,
  type PinCopy,
  type PlannedArticle,
  type ProductFacts,
  pinCopySchema,
  type SubjectChoice,
  subjectSchema,
  type TrendResearch,
  trendResearchSchema,
} from './schemas.ts';

/** The text model and its limiter (`createAiModels` in integrations/ai/ai-models.ts builds one). */
export interface Models {
  text: LanguageModel;
  limiter: AiLimiter;
}

type Pair = [ProductFacts, ProductFacts];

/** The products as the prompts show them: title, brand and features, no price. */
function describe(products: Pair | { title: string }[]): string {
  return products
    .map((product, index) => {
      const facts = product as Partial<ProductFacts> & { title: string };
      const lines = [`Product ${index + 1}: ${facts.title}${facts.brand ? ` (by ${facts.brand})` : ''}`];
      for (const feature of facts.features ?? []) lines.push(`  - ${feature}`);
      return lines.join('\n');
    })
    .join('\n');
}

const list = (values: string[]) =>
  values.length > 0 ? values.map((value) => `- ${value}`).join('\n') : '(none)';

async function call<T>(
  models: Models,
  task: PromptName,
  schema: z.ZodType<T>,
  values: Record<string, string>,
  input: unknown,
): Promise<T> {
  const { system, prompt } = renderPrompt(task, values);
  const { output } = await withAiLimit(models, () =>
    generateText({
      model: models.text,
      system,
      prompt,
      output: Output.object({ schema, name: task.replace('-', '_') }),
      providerOptions: { offline: { task, input } as never },
      // The limiter retries (it also frees the slot while a rate-limited call waits).
      maxRetries: 0,
    }),
  );
  return output as T;
}

/** The input of trend research: it runs beside the product lookups, so it has the links' titles. */
export interface TrendInput {
  products: { title: string }[];
  keywords: string[];
  earlierSubjects: string[];
}

/** Step 2: what makes a comparison of the two products timely now (Pinterest trends, seasons). */
export function researchTrends(models: Models, input: TrendInput): Promise<TrendResearch> {
  return call(
    models,
    'trends',
    trendResearchSchema,
    {
      products: describe(input.products),
      keywords: input.keywords.join(', ') || '(none)',
      earlierSubjects: list(input.earlierSubjects),
    },
    input,
  );
}

/** Step 3: the article's subject, an angle unlike every earlier run's of the campaign. */
export function chooseSubject(
  models: Models,
  input: { products: Pair; trends: TrendResearch; earlierSubjects: string[] },
): Promise<SubjectChoice> {
  return call(
    models,
    'subject',
    subjectSchema,
    {
      products: describe(input.products),
      trends: input.trends.trends.map((t) => `- ${t.keyword}: ${t.angle} (${t.whyNow})`).join('\n'),
      earlierSubjects: list(input.earlierSubjects),
    },
    input,
  );
}

/** Step 4's words: the 3 pins' titles, descriptions and alt texts (limits enforced by the caller's helpers). */
export async function writePinCopy(
  models: Models,
  input: { products: Pair; subject: SubjectChoice },
): Promise<PinCopy[]> {
  const { pins } = await call(
    models,
    'pin-copy',
    pinCopySchema,
    { subject: input.subject.subject, angle: input.subject.angle, products: describe(input.products) },
    input,
  );
  return pins;
}

/** Step 5: the blog plan (title, slug hint, meta, sections, FAQ questions, image prompts, taxonomy). */
export function planArticle(
  models: Models,
  input: { products: Pair; subject: SubjectChoice; trends: TrendResearch },
): Promise<PlannedArticle> {
  return call(
    models,
    'plan',
    blogPlanSchema,
    {
      subject: input.subject.subject,
      angle: input.subject.angle,
      keyword: input.subject.targetKeyword,
      products: describe(input.products),
      trends: input.trends.trends.map((t) => t.keyword).join(', '),
    },
    input,
  );
}

/** Step 6, first half: intro, sections, comparison table, pros and cons. */
export function writeArticleBody(
  models: Models,
  input: { products: Pair; plan: BlogPlan },
): Promise<ArticleBody> {
  return call(
    models,
    'article-body',
    articleBodySchema,
    {
      title: input.plan.title,
      products: describe(input.products),
      sections: input.plan.sections.map((s) => `- ${s.heading}: ${s.points.join('; ')}`).join('\n'),
    },
    input,
  );
}

/** Step 6, second half: the verdict and the FAQ's answers. */
export function writeArticleClosing(
  models: Models,
  input: { products: Pair; plan: BlogPlan; subject: SubjectChoice },
): Promise<ArticleClosing> {
  return call(
    models,
    'article-closing',
    articleClosingSchema,
    { title: input.plan.title, products: describe(input.products), questions: list(input.plan.faqQuestions) },
    input,
  );
}

/** Step 6 whole: both halves written at once (two model calls) and merged. */
export async function writeArticle(
  models: Models,
  input: { products: Pair; plan: BlogPlan; subject: SubjectChoice },
): Promise<Article> {
  const [body, closing] = await Promise.all([
    writeArticleBody(models, input),
    writeArticleClosing(models, input),
  ]);
  return { ...body, ...closing };
}
