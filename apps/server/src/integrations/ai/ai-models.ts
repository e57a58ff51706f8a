/**
 * The model that writes, chosen by configuration (PRODUCT.md §10): OpenAI, Anthropic, Google, or any
 * OpenAI-compatible endpoint (Ollama, vLLM, OpenRouter) through the AI SDK's providers, or the
 * `offline` model (offline.ts: the built-in writer, loaded on its first call, never in production).
 *
 * Environment (read by config.ts only): AI_PROVIDER (offline | openai | anthropic | google |
 * openai-compatible), AI_MODEL (else the provider's default below), AI_API_KEY, AI_BASE_URL (required
 * for openai-compatible, e.g. http://localhost:11434/v1 for Ollama; optional elsewhere, for a proxy),
 * AI_MAX_CONCURRENCY (model calls at once per process, default 4), AI_IMAGE_MODEL (the provider's image
 * model, which draws the pins' pictures; empty: none, the pins are designed without a picture).
 */

import { type ArticleLanguage, LANGUAGE_NAMES, Messages, OFFLINE_LANGUAGES } from '@aa/contracts';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModelV4, LanguageModelV4 } from '@ai-sdk/provider';
import type { ToolSet } from 'ai';
import { type ImageProvider, imageModelProblem, isImageProvider } from './image-support.ts';
import { type AiLimiter, createAiLimiter } from './limiter.ts';
import { offlineModel } from './offline.ts';

export type AiProvider = 'offline' | 'openai' | 'anthropic' | 'google' | 'openai-compatible';

export interface AiSettings {
  provider: AiProvider;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  maxConcurrency: number;
  imageModel?: string;
}

/** What `createAiModels` is built from: config.ts's `ai` section. */
export interface AiModelOptions {
  provider: AiProvider;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  /** Model calls at once through these models (default 4). */
  maxConcurrency?: number;
  /** The provider's image model id (gpt-image-1, gemini-2.5-flash-image, …); none without it. */
  imageModel?: string;
}

/** The configured models and the limiter every call to them goes through (`withAiLimit`). */
export interface AiModels {
  provider: AiProvider;
  modelId: string;
  text: LanguageModelV4;
  /** The model that draws pictures, when one is configured (it shares the limiter). */
  image?: ImageModelV4;
  /**
   * The provider's own web search, for the products' research (issue 29): OpenAI's web search tool,
   * Anthropic's web search, Google Search grounding. None for the offline writer and for an
   * OpenAI-compatible server (the AI SDK offers it no search).
   */
  research?: ToolSet;
  limiter: AiLimiter;
}

/** The provider's web search as the AI SDK offers it, under the name each provider requires. */
export function researchTools(
  settings: Pick<AiSettings, 'apiKey' | 'baseUrl'> & { provider: AiProvider },
): ToolSet | undefined {
  const common = { apiKey: settings.apiKey, baseURL: settings.baseUrl };
  switch (settings.provider) {
    case 'openai':
      return { web_search: createOpenAI(common).tools.webSearch({}) };
    case 'anthropic':
      return { web_search: createAnthropic(common).tools.webSearch_20250305({ maxUses: 5 }) };
    case 'google':
      return { google_search: createGoogleGenerativeAI(common).tools.googleSearch({}) };
    default:
      return undefined;
  }
}

/**
 * The article languages the provider's model writes: the offline writer's English and French, or
 * every language (undefined) for a provider's model. A campaign in another is refused at creation.
 */
export function writerLanguages(provider: AiProvider): readonly ArticleLanguage[] | undefined {
  return provider === 'offline' ? OFFLINE_LANGUAGES : undefined;
}

/**
 * Why a writer of `languages` (writerLanguages: every language when absent, a real model) cannot
 * write an article in `language`, or undefined when it can: a new campaign is refused with it here,
 * and a run of one made before fails with it before any work (generation/pipeline.ts).
 */
export function unwrittenLanguage(
  languages: readonly ArticleLanguage[] | undefined,
  language: ArticleLanguage,
): string | undefined {
  if (!languages || languages.includes(language)) return undefined;
  return Messages.runLanguageNeedsModel.replace('{{language}}', LANGUAGE_NAMES[language]);
}

export const DEFAULT_MODELS: Record<Exclude<AiProvider, 'offline'>, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
  'openai-compatible': 'llama3.1',
};

/** The provider's language model; `offline` has none here (its writers belong to the caller). */
export function providerModel(
  settings: Omit<AiSettings, 'maxConcurrency'> & {
    provider: Exclude<AiProvider, 'offline'>;
    maxConcurrency?: number;
  },
): LanguageModelV4 {
  const modelId = settings.model || DEFAULT_MODELS[settings.provider];
  const common = { apiKey: settings.apiKey, baseURL: settings.baseUrl };
  switch (settings.provider) {
    case 'openai':
      return createOpenAI(common)(modelId);
    case 'anthropic':
      return createAnthropic(common)(modelId);
    case 'google':
      return createGoogleGenerativeAI(common)(modelId);
    case 'openai-compatible':
      if (!settings.baseUrl) throw new Error('AI_BASE_URL is required for an OpenAI-compatible provider');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl,
        apiKey: settings.apiKey,
        supportsStructuredOutputs: true,
      })(modelId);
  }
}

/** The provider's image model: OpenAI's and OpenAI-compatible servers' /images/generations, Gemini's image output. */
export function providerImageModel(
  settings: Pick<AiSettings, 'apiKey' | 'baseUrl'> & { provider: ImageProvider; imageModel: string },
): ImageModelV4 {
  const problem = imageModelProblem(settings.provider, settings.imageModel);
  if (problem) throw new Error(`AI_IMAGE_MODEL: ${problem}`);
  const common = { apiKey: settings.apiKey, baseURL: settings.baseUrl };
  switch (settings.provider) {
    case 'openai':
      return createOpenAI(common).image(settings.imageModel);
    case 'google':
      return createGoogleGenerativeAI(common).image(settings.imageModel);
    case 'openai-compatible':
      if (!settings.baseUrl) throw new Error('AI_BASE_URL is required for an OpenAI-compatible provider');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl,
        apiKey: settings.apiKey,
      }).imageModel(settings.imageModel);
  }
}

/** The text model (and the image model, if any) for the configured provider, with one concurrency limit and retries. */
export function createAiModels(options: AiModelOptions): AiModels {
  const limiter = createAiLimiter({ maxConcurrency: options.maxConcurrency ?? 4 });
  if (options.provider === 'offline') {
    const text = offlineModel();
    if (options.imageModel)
      throw new Error(`AI_IMAGE_MODEL: ${imageModelProblem('offline', options.imageModel)}`);
    return { provider: 'offline', modelId: text.modelId, text, limiter };
  }
  const text = providerModel({ ...options, provider: options.provider });
  const research = researchTools(options);
  const base = {
    provider: options.provider,
    modelId: text.modelId,
    text,
    limiter,
    ...(research ? { research } : {}),
  };
  if (!options.imageModel) return base;
  if (!isImageProvider(options.provider))
    throw new Error(`AI_IMAGE_MODEL: ${imageModelProblem(options.provider, options.imageModel)}`);
  const image = providerImageModel({
    ...options,
    provider: options.provider,
    imageModel: options.imageModel,
  });
  return { ...base, image };
}
