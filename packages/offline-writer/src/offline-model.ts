/**
 * The `offline` model: implements the AI SDK's language-model interface (LanguageModelV4) without a
 * network, so the pipeline runs the same `generateText` + structured-output path with and without a
 * provider. It writes with the writer registered for the call's task, from the structured input the
 * prompt was built from (`providerOptions.offline = { task, input }`); the SDK then parses and
 * validates its JSON against the task's schema as it would a provider's.
 */
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
} from '@ai-sdk/provider';

/** Writes a task's output (the JSON its schema describes) from the task's input. */
export type OfflineWriter = (input: unknown) => unknown;

export class OfflineLanguageModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4' as const;
  readonly provider = 'offline';
  readonly modelId = 'offline-writer-v1';
  readonly supportedUrls = {};

  private readonly writers: Record<string, OfflineWriter>;

  constructor(writers: Record<string, OfflineWriter>) {
    this.writers = writers;
  }

  async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const text = this.write(options);
    const words = (value: string) => Math.ceil(value.length / 4);
    const promptTokens = words(JSON.stringify(options.prompt));
    return {
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: promptTokens, noCache: promptTokens, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: words(text), text: words(text), reasoning: 0 },
      },
      warnings: [],
    };
  }

  async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const result = await this.doGenerate(options);
    const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
    const parts: LanguageModelV4StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 'offline' },
      { type: 'text-delta', id: 'offline', delta: text },
      { type: 'text-end', id: 'offline' },
      { type: 'finish', finishReason: result.finishReason, usage: result.usage },
    ];
    return {
      stream: new ReadableStream({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      }),
    };
  }

  private write(options: LanguageModelV4CallOptions): string {
    const call = options.providerOptions?.offline as { task?: unknown; input?: unknown } | undefined;
    const task = typeof call?.task === 'string' ? call.task : undefined;
    const writer = task ? this.writers[task] : undefined;
    if (!writer) throw new Error(`the offline model has no writer for task ${String(task)}`);
    return JSON.stringify(writer(call?.input));
  }
}
