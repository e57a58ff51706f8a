/**
 * One function per model call of the pipeline: the prompt (a versioned file), the output's schema,
 * the call through the AI SDK within the provider's limiter. The structured input each prompt is
 * built from also goes to the offline model (`providerOptions.offline`), which writes from it.
 */
import type { ArticleLanguage } from '@aa/contracts';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import { type AiLimiter, withAiLimit } from '../../../integrations/ai/limiter.ts';
import { type SubjectSteer, steerPromptLine } from './angle-families.ts';
import { labelsFor } from './article-labels.ts';
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

/**
 * The products as the prompts show them: title, brand, the facts the run recorded (each from a source
 * the run keeps: the only product facts the writer may state) and the author's own first-hand notes,
 * the only ground for a sentence in the first person (issue 29). No price.
 */
function describe(products: Pair | { title: string }[]): string {
  return products
    .map((product, index) => {
      const facts = product as Partial<ProductFacts> & { title: string };
      const lines = [`Product ${index + 1}: ${facts.title}${facts.brand ? ` (by ${facts.brand})` : ''}`];
      for (const feature of facts.features ?? []) lines.push(`  - ${feature}`);
      if (facts.notes?.length) {
        lines.push(
          '  The author\'s own first-hand notes (the only first-hand experience there is: a sentence may say "I" about these, in the author\'s voice, and about nothing else):',
        );
        for (const note of facts.notes) lines.push(`  - ${note}`);
      }
      return lines.join('\n');
    })
    .join('\n');
}

/** Each article language by its English name, as the prompts (written in English) name it. */
export const LANGUAGE_IN_ENGLISH: Record<ArticleLanguage, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  es: 'Spanish',
  nl: 'Dutch',
  sv: 'Swedish',
  pl: 'Polish',
  pt: 'Portuguese',
  tr: 'Turkish',
  ar: 'Arabic',
  ja: 'Japanese',
};

/** What each task writes, for its language line: every word of it that a reader will see. */
const WRITTEN: Record<PromptName, string> = {
  trends: 'the keywords (as shoppers in that language search them), the angles, the reasons and the audience',
  subject:
    'the subject, the angle, the target keyword (as shoppers in that language search it) and the reason',
  'pin-copy':
    'the pin titles, the descriptions and their hashtags (#affiliate stays as it is) and the alt texts',
  plan: 'the title, the meta description, the excerpt, the section headings and points, the FAQ questions, the image titles, alt texts and captions, the scenes, the categories and the tags; the slug hint is lowercase ASCII words of that language (accents dropped) joined by hyphens',
  'article-body':
    'the introduction, the headings, the paragraphs, the comparison table (its feature names, its cells and its last row, "Best for" in that language) and the pros and cons',
  'article-closing': 'the verdict, the questions and their answers',
  'honest-rewrite': 'the rewritten sentences',
  'product-research': 'the facts (the addresses stay as they are)',
};

/**
 * The prompt's last line: the language every word is written in. The instructions stay in English
 * (models follow them best); product names and the listing's specs stay as listed.
 */
export function languageLine(language: ArticleLanguage, task: PromptName): string {
  const name = LANGUAGE_IN_ENGLISH[language];
  const lines = [
    `Write everything in ${name} (${language}): ${WRITTEN[task]}. Write as a native ${name}-speaking editor would, with the language's own typography and number format${language === 'fr' ? ' (a non-breaking space before ; : ! ? and inside « », a decimal comma)' : ''}; keep product names, brand names and the listing's specs as listed.`,
  ];
  if (task === 'article-closing' && language !== 'en')
    lines.push(`The article's price buttons read “${labelsFor(language).checkPrice}”.`);
  return lines.join(' ');
}

const list = (values: string[]) =>
  values.length > 0 ? values.map((value) => `- ${value}`).join('\n') : '(none)';

async function call<T, I extends { language?: ArticleLanguage }>(
  models: Models,
  task: PromptName,
  schema: z.ZodType<T>,
  values: Record<string, string>,
  input: I,
): Promise<T> {
  const { system, prompt } = renderPrompt(task, {
    ...values,
    language: languageLine(input.language ?? 'en', task),
  });
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
  /** The article's language (English when absent): the offline writer writes in it too. */
  language?: ArticleLanguage;
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
  searchPhrase?: string;
}

/** The campaign's earlier runs as a prompt lists them, newest first. */
const runs = (earlier: EarlierRun[]) =>
  earlier.length > 0
    ? earlier
        .map(
          (run) =>
            `- ${run.subject}${run.angle ? ` (angle: ${run.angle})` : ''}${run.searchPhrase ? ` (search phrase: ${run.searchPhrase})` : ''}`,
        )
        .join('\n')
    : '(none)';

/**
 * Step 3: the article's subject, an angle unlike every earlier run's of the campaign. `earlier` is the
 * campaign's runs, newest first, with any draft turned down as too similar (so a rewrite takes a new
 * angle); `earlierSubjects`, the older input, counts as runs whose angle is unknown.
 */
export function chooseSubject(
  models: Models,
  input: {
    products: Pair;
    trends: TrendResearch;
    earlier?: EarlierRun[];
    earlierSubjects?: string[];
    language?: ArticleLanguage;
    /** The campaign's angle families ranked by their pins' outbound clicks per impression. */
    steer?: SubjectSteer;
  },
): Promise<SubjectChoice> {
  const earlier = input.earlier ?? (input.earlierSubjects ?? []).map((subject) => ({ subject, angle: '' }));
  return call(
    models,
    'subject',
    subjectSchema,
    {
      products: describe(input.products),
      trends: input.trends.trends.map((t) => `- ${t.keyword}: ${t.angle} (${t.whyNow})`).join('\n'),
      pinterest: pinterestSearches(input.trends),
      earlier: runs(earlier),
      steer: steerPromptLine(input.steer),
    },
    {
      products: input.products,
      trends: input.trends,
      earlier,
      language: input.language ?? 'en',
      steer: input.steer,
    },
  );
}

/** The Pinterest searches trending in the store's region, as the subject prompt lists them. */
function pinterestSearches(trends: TrendResearch): string {
  const found = trends.pinterest;
  return found && found.keywords.length > 0
    ? `Trending on Pinterest in ${found.region} this week: ${found.keywords.join(', ')}`
    : '(no Pinterest trends for this store’s region)';
}

/**
 * Step 4's words: the 3 pins' titles, descriptions and alt texts, each pin its own and none repeating
 * `earlierPins` (the campaign's earlier pins). Limits are enforced by the caller's helpers.
 */
export async function writePinCopy(
  models: Models,
  input: {
    products: Pair;
    subject: SubjectChoice;
    earlierPins?: { title: string; description: string }[];
    language?: ArticleLanguage;
  },
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
  input: { products: Pair; subject: SubjectChoice; trends: TrendResearch; language?: ArticleLanguage },
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
      searchPhrase: input.subject.searchPhrase ?? input.subject.targetKeyword,
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
  input: { products: Pair; plan: BlogPlan; subject?: SubjectChoice; language?: ArticleLanguage },
): Promise<ArticleBody> {
  return call(
    models,
    'article-body',
    articleBodySchema,
    {
      title: input.plan.title,
      searchPhrase: input.subject?.searchPhrase ?? input.plan.title,
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
  input: { products: Pair; plan: BlogPlan; subject: SubjectChoice; language?: ArticleLanguage },
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

const rewrittenSchema = z.object({ sentences: z.array(z.string().max(2_000)) });

/**
 * The honesty step's rewrite (issue 27, content/honesty.ts): each sentence that claims first-hand
 * use, rewritten without the claim, or '' to drop it; one answer per sentence, in order.
 */
export async function rewriteClaims(
  models: Models,
  input: { sentences: string[]; language: ArticleLanguage },
): Promise<string[]> {
  const { sentences } = await call(
    models,
    'honest-rewrite',
    rewrittenSchema,
    { sentences: input.sentences.map((sentence) => `- ${sentence}`).join('\n') },
    input,
  );
  return input.sentences.map((_, index) => sentences[index] ?? '');
}

/** Step 6 whole: both halves written at once (two model calls) and merged. */
export async function writeArticle(
  models: Models,
  input: { products: Pair; plan: BlogPlan; subject: SubjectChoice; language?: ArticleLanguage },
): Promise<Article> {
  const [body, closing] = await Promise.all([
    writeArticleBody(models, input),
    writeArticleClosing(models, input),
  ]);
  return { ...body, ...closing };
}
