/**
 * The offline writer: the built-in model `npm start` writes with when no AI provider is configured
 * (AI_PROVIDER=offline). The server loads it lazily (apps/server/src/integrations/ai/offline.ts) and
 * only outside production: it is a dev dependency of the server, absent from a production install.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { OfflineLanguageModel } from './offline-model.ts';
import { offlineWriters } from './writer.ts';

export { OfflineLanguageModel, type OfflineWriter } from './offline-model.ts';
export { offlineWriters, pairing } from './writer.ts';

/** The offline model, writing every task with the English and French writers. */
export const offlineModel = (): LanguageModelV4 => new OfflineLanguageModel(offlineWriters);
