/**
 * The `offline` provider: the built-in writer, @aa/offline-writer (packages/offline-writer), loaded
 * on the model's first call the way sandboxes.ts loads the stand-ins. It is a dev dependency of the
 * server, absent from a production install, where config.ts refuses AI_PROVIDER=offline anyway; a dev
 * start does not load its 14k lines until a run writes.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';

export const OFFLINE_MODEL_ID = 'offline-writer-v1';

async function load(): Promise<LanguageModelV4> {
  try {
    const { offlineModel } = await import('@aa/offline-writer');
    return offlineModel();
  } catch (error) {
    throw new Error(
      'the offline writer (@aa/offline-writer, a dev dependency) is not installed: configure an AI provider (AI_PROVIDER, AI_API_KEY)',
      { cause: error },
    );
  }
}

/** The offline model, standing in for the writer until its first call loads it. */
export function offlineModel(): LanguageModelV4 {
  let loaded: Promise<LanguageModelV4> | undefined;
  const model = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    specificationVersion: 'v4',
    provider: 'offline',
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    doGenerate: async (options) => (await model()).doGenerate(options),
    doStream: async (options) => (await model()).doStream(options),
  };
}
