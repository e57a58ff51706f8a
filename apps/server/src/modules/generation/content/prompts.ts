/**
 * The prompts, as versioned files (prompts/<version>/<task>.md: the system prompt, a line `---`,
 * the prompt with {{placeholders}}). A change of wording is a new version, so a run's output can be
 * traced to the prompt that made it.
 */
import { readFileSync } from 'node:fs';

export const PROMPT_VERSION = 'v6';
export type PromptName =
  | 'trends'
  | 'subject'
  | 'pin-copy'
  | 'plan'
  | 'article-body'
  | 'article-closing'
  | 'honest-rewrite'
  | 'product-research';

const cache = new Map<PromptName, { system: string; template: string }>();

function load(name: PromptName) {
  let prompt = cache.get(name);
  if (!prompt) {
    const text = readFileSync(new URL(`./prompts/${PROMPT_VERSION}/${name}.md`, import.meta.url), 'utf8');
    const [system = '', template = ''] = text.split(/^---$/m);
    prompt = { system: system.trim(), template: template.trim() };
    cache.set(name, prompt);
  }
  return prompt;
}

/** The system prompt and the filled prompt of a task. */
export function renderPrompt(
  name: PromptName,
  values: Record<string, string>,
): { system: string; prompt: string } {
  const { system, template } = load(name);
  const prompt = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`prompt ${name} needs {{${key}}}`);
    return value;
  });
  return { system, prompt };
}
