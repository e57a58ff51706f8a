/**
 * A stored text taken apart into PRODUCT.md's messages. The wire keeps one English string, some made
 * of several messages with values (a failed run's "Add your amazon.fr affiliate tag… Your 10 credits
 * were refunded."); `messageParts` finds those messages in it with their values, so the app and the
 * mails can say it in another language.
 */
import { type MessageKey, Messages } from './messages.ts';

/** A piece of a stored text: one of the messages with the values of its placeholders, or text we do not know. */
export type MessagePart = { key: MessageKey; values: Record<string, string> } | { text: string };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A message as a pattern anchored at the start, a placeholder matching any words ('{{store}}' twice: the same). */
function patternOf(template: string): RegExp {
  const seen = new Set<string>();
  const parts = template.trim().split(PLACEHOLDER);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (seen.has(part)) return `\\k<${part}>`;
      seen.add(part);
      return `(?<${part}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}(?=\\s|$)`);
}

let patterns: [MessageKey, RegExp][] | undefined;

/** Compiled on first use: most pages never meet a stored text to take apart. */
function messagePatterns(): [MessageKey, RegExp][] {
  patterns ??= (Object.entries(Messages) as [MessageKey, string][]).map(([key, text]) => [
    key,
    patternOf(text),
  ]);
  return patterns;
}

/** The longest message `text` starts with, and how long it is there. */
function leadingMessage(text: string): { part: MessagePart; length: number } | undefined {
  let best: { part: MessagePart; length: number } | undefined;
  for (const [key, pattern] of messagePatterns()) {
    const match = pattern.exec(text);
    if (match && match[0].length > (best?.length ?? 0))
      best = { part: { key, values: { ...match.groups } }, length: match[0].length };
  }
  return best;
}

/** Where the sentence `text` starts with ends (after its '.', ':', '!' or '?'), or its length. */
function sentenceEnd(text: string): number {
  const space = text.search(/(?<=[.:!?])\s/);
  return space < 0 ? text.length : space;
}

/**
 * The messages a stored text is made of, in order ('The article could not be generated. Your 10
 * credits were refunded.' is two); a sentence no message starts is kept as text.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = text.trim();
  while (rest) {
    const found = leadingMessage(rest);
    // Unknown words run to the end of their sentence: a known message may follow them.
    const end = found?.length ?? sentenceEnd(rest);
    parts.push(found?.part ?? { text: rest.slice(0, end) });
    rest = rest.slice(end).trim();
  }
  return parts;
}

/** Fills a message's `{{name}}` placeholders. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
