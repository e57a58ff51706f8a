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

/** An earlier run of the campaign (or a draft turned down for being too close to one). */
export interface EarlierRun {
  subject: string;
  angle: string;
}

/** The campaign's earlier runs as a prompt lists them, newest first. */
const runs = (earlier: EarlierRun[]) =>
  earlier.length > 0
    ? earlier.map((run) => `- ${run.subject}${run.angle ? ` (angle: ${run.angle})` : ''}`).join('\n')
    : '(none)';

/**
 * Step 3: the article's subject, an angle unlike every earlier run's of the campaign. `earlier` is the
 * campaign's runs, newest first, with any draft turned down as too similar (so a rewrite takes a new
 * angle); `earlierSubjects`, the older input, counts as runs whose angle is unknown.
 */
export function chooseSubject(
  models: Models,
  input: { products: Pair; trends: TrendResearch; earlier?: EarlierRun[]; earlierSubjects?: string[] },
): Promise<SubjectChoice> {
  const earlier = input.earlier ?? (input.earlierSubjects ?? []).map((subject) => ({ subject, angle: '' }));
  return call(
    models,
    'subject',
    subjectSchema,
    {
      products: describe(input.products),
      trends: input.trends.trends.map((t) => `- ${t.keyword}: ${t.angle} (${t.whyNow})`).join('\n'),
      earlier: runs(earlier),
    },
    { products: input.products, trends: input.trends, earlier },
  );
}

/**
 * Step 4's words: the 3 pins' titles, descriptions and alt texts, each pin its own and none repeating
 * `earlierPins` (the campaign's earlier pins). Limits are enforced by the caller's helpers.
 */
export async function writePinCopy(
  models: Models,
  input: { products: Pair; subject: SubjectChoice; earlierPins?: { title: string; description: string }[] },
): Promise<PinCopy[]> {
  const earlierPins = input.earlierPins ?? [];
  const { pins } = await call(
    models,
    'pin-copy',
    pinCopySchema,
    {
      subject: input.subject.subject,
      angle: input.subject.angle,
      products: describe(input.products),
      earlierPins:
        earlierPins.length > 0
          ? earlierPins.map((pin) => `- ${pin.title}: ${pin.description.slice(0, 200)}`).join('\n')
          : '(none)',
    },
    { ...input, earlierPins },
  );
  return pins;
}

/**
 * Step 5: the blog plan (title, slug hint, meta, sections, FAQ questions, image prompts with their
 * scenes, taxonomy), built around the subject's angle. The plan carries the angle and the audience
 * on (`BlogPlan`), so the writing steps follow them even when given the plan alone.
 */
export async function planArticle(
  models: Models,
  input: { products: Pair; subject: SubjectChoice; trends: TrendResearch },
): Promise<PlannedArticle & { angle: string; audience: string }> {
  const plan = await call(
    models,
    'plan',
    blogPlanSchema,
    {
      subject: input.subject.subject,
      angle: input.subject.angle,
      audience: input.trends.audience,
      keyword: input.subject.targetKeyword,
      products: describe(input.products),
      trends: input.trends.trends.map((t) => t.keyword).join(', '),
    },
    input,
  );
  return { ...plan, angle: input.subject.angle, audience: input.trends.audience };
}

/** The angle and audience a writing step follows: the subject's, else what the plan carries. */
function focusOf(input: { plan: BlogPlan; subject?: SubjectChoice }) {
  return {
    angle: input.subject?.angle ?? input.plan.angle ?? '(the title’s)',
    audience: input.plan.audience ?? '(the readers the title addresses)',
  };
}

/** Step 6, first half: intro, sections, comparison table, pros and cons. */
export function writeArticleBody(
  models: Models,
  input: { products: Pair; plan: BlogPlan; subject?: SubjectChoice },
): Promise<ArticleBody> {
  return call(
    models,
    'article-body',
    articleBodySchema,
    {
      title: input.plan.title,
      ...focusOf(input),
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
    {
      title: input.plan.title,
      ...focusOf(input),
      products: describe(input.products),
      questions: list(input.plan.faqQuestions),
    },
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
