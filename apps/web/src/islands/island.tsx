/**
 * The interactive parts of a prerendered public page ("islands"). A visitor without a session gets
 * the page's HTML and, instead of the whole app, only the code of these parts (islands/main.tsx):
 * each one is hydrated on its own, in the element this wrapper writes around it. The wrapper is
 * `display: contents`, so it changes no layout, and it is the same in the app (a signed-in visitor's
 * page hydrates whole, with the wrappers in it).
 */
import type { ReactElement } from 'react';

/** Each island's texts: the key prefixes (locale files) its code may ask for, loaded or lazy. */
export const ISLAND_TEXTS = {
  navbar: ['nav'],
  language: ['language'],
  gallery: ['landing.examples', 'common.close'],
  testimonials: ['landing.testimonials'],
  pricing: ['pricing'],
  support: ['support', 'common.close', 'messages'],
} as const satisfies Record<string, readonly string[]>;

export type IslandName = keyof typeof ISLAND_TEXTS;

/** Where the build writes the texts of a page's islands (a JSON data block, not a script). */
export const ISLAND_TEXTS_ELEMENT_ID = 'aa-island-texts';

/**
 * Marks `children` (one element of the island's component, with JSON props) as the island `name`.
 * The props are written beside it so the island's code renders exactly what the HTML holds.
 */
export function Island({ name, children }: { name: IslandName; children: ReactElement<object> }) {
  const props = children.props;
  const hasProps = Object.keys(props).length > 0;
  return (
    <div data-island={name} data-props={hasProps ? JSON.stringify(props) : undefined} className="contents">
      {children}
    </div>
  );
}
