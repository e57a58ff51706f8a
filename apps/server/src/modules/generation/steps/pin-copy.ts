/**
 * Step 4's words: three pins' titles, descriptions and alt texts. No two pins of a campaign share a
 * title or a description (Pinterest treats repeats as spam): a model that repeats one (an earlier
 * run's, or another pin of this run) is asked once more with the repeats to avoid, and what it still
 * repeats gets the run's own angle added. Their words claim no first-hand use (honest.ts). The first
 * is found by the run's search phrase (`searchable`).
 */

import { type ArticleLanguage, PIN_DESCRIPTION_MAX, PIN_TITLE_MAX } from '@aa/contracts';
import type { z } from 'zod';
import { pinCopySchema } from '../content/schemas.ts';
import { textWithSearchPhrase, titleWithSearchPhrase } from '../content/search-phrase.ts';
import type { PinCopy } from '../services.ts';
import { honest } from './honest.ts';
import { defineStep } from './step.ts';

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The pins' repeats of `taken` or of each other: which pins, and which of their fields. */
export function repeats(pins: PinCopy[], taken: { title: string; description: string }[]) {
  const titles = new Set(taken.map((pin) => key(pin.title)));
  const descriptions = new Set(taken.map((pin) => key(pin.description)));
  const found: { index: number; title: boolean; description: boolean }[] = [];
  pins.forEach((pin, index) => {
    const title = titles.has(key(pin.title));
    const description = descriptions.has(key(pin.description));
    if (title || description) found.push({ index, title, description });
    titles.add(key(pin.title));
    descriptions.add(key(pin.description));
  });
  return found;
}

/** A repeated pin made its own: the angle (and, if needed, its number) added to what repeats. */
function distinct(
  pins: PinCopy[],
  taken: { title: string; description: string }[],
  angle: string,
): PinCopy[] {
  const made = pins.map((pin) => ({ ...pin }));
  for (const { index, title, description } of repeats(made, taken)) {
    const pin = made[index];
    if (!pin) continue;
    const mark = `${angle.charAt(0).toUpperCase()}${angle.slice(1)} (${index + 1})`;
    if (title) pin.title = `${pin.title.slice(0, Math.max(0, 97 - mark.length))} — ${mark}`.slice(0, 100);
    if (description) pin.description = `${mark}. ${pin.description}`.slice(0, 800);
  }
  return made;
}

/**
 * Issue 32: the first pin is found by what people type into Pinterest's search: its title carries
 * the run's search phrase and its description opens with it, as the article's title and meta
 * description do (content/search-phrase.ts), in the article's language.
 */
export function searchable(
  pins: PinCopy[],
  searchPhrase: string | undefined,
  language: ArticleLanguage,
): PinCopy[] {
  const [first, ...rest] = pins;
  const phrase = searchPhrase?.trim();
  if (!first || !phrase) return pins;
  return [
    {
      ...first,
      title: titleWithSearchPhrase(first.title, phrase, language, PIN_TITLE_MAX),
      description: textWithSearchPhrase(first.description, phrase, language, PIN_DESCRIPTION_MAX),
    },
    ...rest,
  ];
}

/** The three pins' words. */
const output = pinCopySchema.shape.pins;

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    pins: z.infer<typeof output>;
  }
}

export const pinCopyStep = defineStep({
  key: 'pins',
  needs: ['products', 'subject'],
  uses: [],
  output,
  shows: 'images',
  status: 'processing_images',
  run: async ({ products, subject }, context) => {
    const { services, earlier, language } = context;
    const earlierPins = earlier.flatMap((made) => made.pins);
    const first = await services.pinCopy({ products, subject, earlierPins, language });
    if (repeats(first, earlierPins).length === 0)
      return honest(searchable(first, subject.searchPhrase, language), context, products);
    const again = await services.pinCopy({
      products,
      subject,
      earlierPins: [...earlierPins, ...first],
      language,
    });
    return honest(
      searchable(distinct(again, earlierPins, subject.angle), subject.searchPhrase, language),
      context,
      products,
    );
  },
});
