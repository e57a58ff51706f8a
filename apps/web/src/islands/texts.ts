/**
 * The texts of a page's islands, as the build wrote them beside the page (island.tsx,
 * scripts/prerender.ts), and the `t` of i18next's format that the islands' code calls: nested keys,
 * `{{name}}` interpolation, plurals by `count` (`_zero`, `_one`, `_other`… as i18next picks them).
 * The page's language fixes the texts; English ones fill what another language lacks.
 */
export type Texts = { [key: string]: string | Texts };
export type TOptions = Record<string, unknown>;

let texts: Texts = {};
let language = 'en';

export function setIslandTexts(next: Texts, nextLanguage: string): void {
  texts = next;
  language = nextLanguage;
}

export function islandLanguage(): string {
  return language;
}

function lookup(key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(template: string, options: TOptions): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A text of the page's islands; an unknown key is returned as it is (as i18next does). */
export function translate(key: string, options: TOptions = {}): string {
  const count = options.count;
  let template: string | undefined;
  if (typeof count === 'number') {
    template = (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${pluralOf(count)}`);
  }
  template ??= lookup(key);
  if (template === undefined) {
    const fallback = options.defaultValue;
    return typeof fallback === 'string' ? interpolate(fallback, options) : key;
  }
  return interpolate(template, options);
}
