import { generateText, Output, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OfflineLanguageModel } from './offline-model.ts';

const schema = z.object({ greeting: z.string(), count: z.number().int() });
const model = new OfflineLanguageModel({
  greet: (input) => {
    const { name } = input as { name: string };
    return { greeting: `Hello, ${name}`, count: name.length };
  },
});

describe('the offline model', () => {
  it('answers generateText with structured output from its task writer', async () => {
    const result = await generateText({
      model,
      output: Output.object({ schema, name: 'greet' }),
      prompt: 'Greet Ada.',
      providerOptions: { offline: { task: 'greet', input: { name: 'Ada' } } },
    });
    expect(result.output).toEqual({ greeting: 'Hello, Ada', count: 3 });
    expect(result.finishReason).toBe('stop');
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(model).toMatchObject({ specificationVersion: 'v4', provider: 'offline' });
  });

  it('streams the same answer', async () => {
    const result = streamText({
      model,
      output: Output.object({ schema, name: 'greet' }),
      prompt: 'Greet Grace.',
      providerOptions: { offline: { task: 'greet', input: { name: 'Grace' } } },
    });
    expect(await result.output).toEqual({ greeting: 'Hello, Grace', count: 5 });
  });

  it('refuses a task it has no writer for', async () => {
    await expect(
      generateText({
        model,
        prompt: 'Anything.',
        maxRetries: 0,
        providerOptions: { offline: { task: 'poem', input: {} } },
      }),
    ).rejects.toThrow(/no writer for task poem/);
  });
});
