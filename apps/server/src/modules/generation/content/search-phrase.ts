/**
 * A search phrase per run (issue 31): what a buyer would type, naming both products and the run's angle
 * ("AirPods Pro 2 vs WF-1000XM5 for travel"), so the campaign's runs do not compete for one search.
 * The writer proposes it with the subject; the subject step settles it (both products named, short
 * enough for a title, no earlier run of the campaign's); the plan and the article then carry it in
 * the title, the meta description (≤ 155 characters) and the first paragraph, and the post's slug is
 * made of its words. Where a writer left it out, these put it in, in the article's language.
 */
import type { ArticleLanguage } from '@aa/contracts';
import { labelsFor } from './article-labels.ts';
import { shortName } from './product-names.ts';

/** A phrase fits a title whole (the plan's title is at most 70 characters). */
export const SEARCH_PHRASE_MAX = 70;
/** What search engines show of a meta description. */
export const META_DESCRIPTION_MAX = 155;
const TITLE_MAX = 70;

/** Text compared as a search engine would: no accents, case or kinds of spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

export const containsPhrase = (text: string, phrase: string) => foldText(text).includes(foldText(phrase));

/** `text` cut on a word within `max` characters, with an ellipsis when it was cut. */
export function clipWords(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max);
  const cut = room.lastIndexOf(' ');
  return `${(cut > max / 2 ? room.slice(0, cut) : room.slice(0, max - 1)).replace(/[\s,;:–—-]+$/, '')}…`;
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The run's phrase: the writer's when it names both products by their short names, fits a title and
 * no earlier run of the campaign has it (any case or accent); else both names with the subject's
 * keyword, else with its angle (angles are the campaign's runs' own).
 */
export function settleSearchPhrase(input: {
  proposed: string | undefined;
  products: readonly { title: string; brand?: string }[];
  targetKeyword: string;
  angle: string;
  earlier: readonly string[];
}): string {
  const [first, second] = input.products.map((product) => shortName(product));
  const pair = `${first ?? ''} vs ${second ?? ''}`;
  const taken = new Set(input.earlier.map(foldText));
  // A product is named by its short name, or by that name without its brand when a model name is
  // left (searchers type "AirPods Pro 2", not "Apple AirPods Pro 2").
  const namesOf = (product: { title: string; brand?: string }) => {
    const name = shortName(product);
    const brand = product.brand ?? name.split(' ')[0] ?? '';
    const bare = name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name;
    return /\d|[A-Za-z]{5}/.test(bare) ? [name, bare] : [name];
  };
  const names = (phrase: string) =>
    input.products.length === 2 &&
    input.products.every((product) => namesOf(product).some((name) => containsPhrase(phrase, name)));
  const candidates = [
    input.proposed?.trim(),
    `${pair} ${input.targetKeyword.trim()}`,
    `${pair}: ${input.angle.trim().replace(/[?.!]+$/, '')}`,
  ];
  for (const candidate of candidates)
    if (
      candidate &&
      candidate.length <= SEARCH_PHRASE_MAX &&
      names(candidate) &&
      !taken.has(foldText(candidate))
    )
      return candidate;
  return clipWords(candidates[2] ?? pair, SEARCH_PHRASE_MAX).replace(/…$/, '');
}

/**
 * A title carrying the phrase: as written when it does, else the phrase, then what the title said
 * after its colon (joined as the language writes it) when that fits `max`, else the phrase alone.
 */
export function titleWithSearchPhrase(title: string, phrase: string, language: ArticleLanguage, max: number) {
  if (containsPhrase(title, phrase)) return title;
  const lead = capitalized(phrase);
  const colon = title.search(/[:：]/);
  const tail = colon >= 0 ? title.slice(colon + 1).trim() : '';
  const joined = tail ? `${lead}${labelsFor(language).titleJoin}${capitalized(tail)}` : lead;
  return joined.length <= max ? joined : clipWords(lead, max);
}

/** A text led by the phrase (unless it names it already), cut on a word within `max` characters. */
export function textWithSearchPhrase(text: string, phrase: string, language: ArticleLanguage, max: number) {
  const led = containsPhrase(text, phrase)
    ? text
    : `${capitalized(phrase)}${labelsFor(language).titleJoin}${text.trim()}`;
  return clipWords(led, max);
}

/**
 * The plan with the phrase in its title (the phrase, then what the title said after its colon, when
 * that fits) and its meta description (the phrase leading it, cut on a word within 155 characters).
 */
export function planWithSearchPhrase<P extends { title: string; metaDescription: string }>(
  plan: P,
  phrase: string,
  language: ArticleLanguage,
): P {
  return {
    ...plan,
    title: titleWithSearchPhrase(plan.title, phrase, language, TITLE_MAX),
    metaDescription: textWithSearchPhrase(plan.metaDescription, phrase, language, META_DESCRIPTION_MAX),
  };
}

/** The article's first paragraph carrying the phrase: as the writer wrote it, else after a question that names it. */
export function introWithSearchPhrase(intro: string, phrase: string, language: ArticleLanguage): string {
  const firstParagraph = intro.split(/\n\s*\n/)[0] ?? intro;
  if (containsPhrase(firstParagraph, phrase)) return intro;
  const leads = labelsFor(language).searchLead;
  // The lead a phrase takes is the phrase's own: a campaign's runs (their phrases differ) vary it.
  let sum = 0;
  for (const char of foldText(phrase)) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  const lead = leads[sum % leads.length] ?? leads[0] ?? '{phrase}';
  const led = `${lead.replace('{phrase}', phrase)} ${intro.trimStart()}`;
  // A paragraph is at most 2000 characters (contracts' article): one that long goes without it.
  return led.length <= 2000 ? led : intro;
}
