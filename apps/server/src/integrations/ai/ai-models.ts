/**
 * The model that writes, chosen by configuration (DESIGN §4): OpenAI, Anthropic, Google, or any
 * OpenAI-compatible endpoint (Ollama, vLLM, OpenRouter) through the AI SDK's providers; `offline`
 * is built by the caller with its writers (offline-model.ts).
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';

export type AiProvider = 'offline' | 'openai' | 'anthropic' | 'google' | 'openai-compatible';

export interface AiSettings {
  provider: AiProvider;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  maxConcurrency: number;
}

const DEFAULT_MODELS: Record<Exclude<AiProvider, 'offline'>, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
  'openai-compatible': 'llama3.1',
};

/** The provider's language model; `offline` has none here (its writers belong to the caller). */
export function providerModel(
  settings: AiSettings & { provider: Exclude<AiProvider, 'offline'> },
): LanguageModelV4 {
  const modelId = settings.model || DEFAULT_MODELS[settings.provider];
  const common = { apiKey: settings.apiKey, baseURL: settings.baseUrl };
  switch (settings.provider) {
    case 'openai':
      return createOpenAI(common)(modelId) as LanguageModelV4;
    case 'anthropic':
      return createAnthropic(common)(modelId) as LanguageModelV4;
    case 'google':
      return createGoogleGenerativeAI(common)(modelId) as LanguageModelV4;
    case 'openai-compatible':
      if (!settings.baseUrl) throw new Error('AI_BASE_URL is required for an OpenAI-compatible provider');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl,
        apiKey: settings.apiKey,
        supportsStructuredOutputs: true,
      })(modelId) as LanguageModelV4;
  }
}
