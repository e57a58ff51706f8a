/**
 * Which providers can draw the pins' pictures, and with which model ids; no runtime imports, so
 * config.ts checks AI_IMAGE_MODEL at start without loading the AI SDK.
 */
import type { AiProvider } from './ai-models.ts';

/** Providers with image models in the AI SDK (Anthropic has none; the offline model draws no pictures). */
export const IMAGE_PROVIDERS = ['openai', 'google', 'openai-compatible'] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

export function isImageProvider(provider: AiProvider): provider is ImageProvider {
  return (IMAGE_PROVIDERS as readonly string[]).includes(provider);
}

/**
 * Why `modelId` cannot draw for `provider`, or undefined when it can: config.ts lists this at start,
 * so a wrong setting stops the start instead of failing every run's pictures.
 */
export function imageModelProblem(provider: AiProvider, modelId: string): string | undefined {
  if (!isImageProvider(provider))
    return `${provider} has no image model: use openai, google or openai-compatible, or leave it empty`;
  // @ai-sdk/google 4 draws only with Gemini image models; Imagen ids fail at the first call.
  if (provider === 'google' && !modelId.startsWith('gemini-'))
    return "Google's image models here are Gemini models (e.g. gemini-2.5-flash-image)";
  return undefined;
}
