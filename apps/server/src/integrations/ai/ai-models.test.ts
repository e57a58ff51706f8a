import { describe, expect, it } from 'vitest';
import { createAiModels, DEFAULT_MODELS } from './ai-models.ts';

describe('createAiModels', () => {
  it('builds each provider with its default model, or the configured one', () => {
    for (const provider of ['openai', 'anthropic', 'google', 'openai-compatible'] as const) {
      const models = createAiModels({ provider, apiKey: 'k', baseUrl: 'http://127.0.0.1:1/v1' });
      expect(models.provider).toBe(provider);
      expect(models.modelId).toBe(DEFAULT_MODELS[provider]);
      expect(models.text.specificationVersion).toBe('v4');
    }
    const chosen = createAiModels({ provider: 'openai', apiKey: 'k', model: 'gpt-4.1', maxConcurrency: 2 });
    expect(chosen.modelId).toBe('gpt-4.1');
    expect(chosen.text.provider).toMatch(/^openai/);
  });

  it('builds the offline model from its writers', () => {
    const models = createAiModels({ provider: 'offline', offlineWriters: { task: () => ({}) } });
    expect(models).toMatchObject({ provider: 'offline', modelId: 'offline-writer-v1' });
    expect(models.limiter.active).toBe(0);
  });

  it('says what is missing', () => {
    expect(() => createAiModels({ provider: 'offline' })).toThrow(/offlineWriters/);
    expect(() => createAiModels({ provider: 'openai-compatible', apiKey: 'k' })).toThrow(/AI_BASE_URL/);
  });
});
