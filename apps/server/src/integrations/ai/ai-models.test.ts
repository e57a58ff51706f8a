import { generateText, Output } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAiModels, DEFAULT_MODELS } from './ai-models.ts';
import { imageModelProblem } from './image-support.ts';

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

  it('builds the offline model, which loads the writer on its first call and writes with it', async () => {
    const models = createAiModels({ provider: 'offline' });
    expect(models).toMatchObject({ provider: 'offline', modelId: 'offline-writer-v1' });
    expect(models.limiter.active).toBe(0);
    // The trends task's input, as content/tasks.ts passes it to the offline writer.
    const { output } = await generateText({
      model: models.text,
      output: Output.object({
        schema: z.object({ trends: z.array(z.object({ keyword: z.string() })).min(1) }),
      }),
      prompt: 'What makes comparing these two timely?',
      providerOptions: {
        offline: {
          task: 'trends',
          input: {
            products: [{ title: 'Sony WF-1000XM5 Wireless Earbuds' }, { title: 'Apple AirPods Pro 2' }],
            keywords: [],
            earlierSubjects: [],
          },
        },
      },
    });
    expect(output.trends[0]?.keyword).toBeTruthy();
  });

  it('builds the image model of each provider that has one, only when AI_IMAGE_MODEL names it', () => {
    const cases = [
      ['openai', 'gpt-image-1', /^openai/],
      ['google', 'gemini-2.5-flash-image', /^google/],
      ['openai-compatible', 'flux-schnell', /^openai-compatible/],
    ] as const;
    for (const [provider, imageModel, providerName] of cases) {
      const models = createAiModels({ provider, apiKey: 'k', baseUrl: 'http://127.0.0.1:1/v1', imageModel });
      expect(models.image?.modelId).toBe(imageModel);
      expect(models.image?.provider).toMatch(providerName);
      expect(models.image?.specificationVersion).toBe('v4');
      expect(
        createAiModels({ provider, apiKey: 'k', baseUrl: 'http://127.0.0.1:1/v1' }).image,
      ).toBeUndefined();
    }
  });

  it('refuses an image model the provider cannot draw with', () => {
    expect(() => createAiModels({ provider: 'anthropic', apiKey: 'k', imageModel: 'x' })).toThrow(
      /AI_IMAGE_MODEL: anthropic has no image model/,
    );
    expect(() => createAiModels({ provider: 'offline', imageModel: 'x' })).toThrow(
      /offline has no image model/,
    );
    expect(() =>
      createAiModels({ provider: 'google', apiKey: 'k', imageModel: 'imagen-4.0-generate-001' }),
    ).toThrow(/Gemini/);
    expect(imageModelProblem('openai', 'gpt-image-1')).toBeUndefined();
  });

  it('says what is missing', () => {
    expect(() => createAiModels({ provider: 'openai-compatible', apiKey: 'k' })).toThrow(/AI_BASE_URL/);
  });
});
