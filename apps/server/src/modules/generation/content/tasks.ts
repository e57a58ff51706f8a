/**
 * One function per model call of the pipeline: the prompt (a versioned file), the output's schema,
 * the call through the AI SDK within the provider's limiter. The structured input each prompt is
 * built from also goes to the offline model (`providerOptions.offline`), which writes from it.
 */
import { generateText, type LanguageModel, Output } from 'ai';
import type { z } from 'zod';
import type { AiLimiter } from '../../../integrations/ai/limiter.ts';
import { type PromptName, renderPrompt } from './prompts.ts';
import {
  type ArticleBody,
  type ArticleClosing,
  articleBodySchema,
  articleClosingSchema,
  type BlogPlan,
  blogPlanSchema,
  type PinCopy,
  type ProductFacts,
  pinCopySchema,
  type SubjectChoice,
  subjectSchema,
  type TrendResearch,
  trendResearchSchema,
} from './schemas.ts';

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
  const { output } = await models.limiter.run(() =>
    generateText({
      model: models.text,
      system,
      prompt,
      output: Output.object({ schema, name: task.replace('-', '_') }),
      providerOptions: { offline: { task, input } as never },
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

export function planArticle(
  models: Models,
  input: { products: Pair; subject: SubjectChoice; trends: TrendResearch },
): Promise<BlogPlan> {
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
