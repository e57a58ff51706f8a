/**
 * Facts from a manufacturer's product page (issue 29): the page's Product JSON-LD (its
 * additionalProperty specs and description), its spec tables (<table> rows, <dl> terms), and its
 * description, each as a plain line ("Battery life: Up to 30 hours"). Read in a worker
 * (manufacturer-page.task.ts) on a tree built in linear time (lib/html-outline.ts), as Amazon's pages
 * are: a page someone else wrote never gets to freeze the server.
 */
import { findAll, findFirst, type HtmlElement, parseHtml, textOf } from '../../lib/html-outline.ts';
import { clip, decodeEntities, plainText } from '../../lib/plain-text.ts';

export interface ManufacturerPageFacts {
  /** The product's name on the page, if it gives one. */
  title?: string;
  /** Its lines, most specific first: specs, then description sentences; none repeated. */
  facts: string[];
}

/** More than this and the writer gets a spec sheet, not facts to compare. */
export const MAX_FACTS = 12;
const FACT_MAX = 300;
const TEXT_READ = 4_000;
/** A JSON-LD block larger than this is not a product's description. */
const JSON_LD_MAX = 200_000;

const plain = (value: string, max = FACT_MAX) =>
  clip(plainText(value.slice(0, TEXT_READ).replaceAll('&', '&amp;')), max).trim();

const textIn = (element: HtmlElement) => plain(textOf(element, TEXT_READ));

/** "Label: value", unless the value already reads as a sentence with its label. */
function line(label: string, value: string): string | undefined {
  const [name, said] = [plain(label, 80).replace(/:$/, ''), plain(value)];
  if (!name || !said) return undefined;
  return said.toLowerCase().startsWith(name.toLowerCase()) ? said : `${name}: ${said}`;
}

/** A description's first sentences, each a fact (a marketing paragraph is a few claims in a row). */
function sentences(text: string, max: number): string[] {
  return plain(text, 2_000)
    .split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20 && sentence.length <= FACT_MAX)
    .slice(0, max);
}

type Json = unknown;

/** Every object in a JSON-LD document (arrays and @graph included), without recursion. */
function objectsOf(document: Json): Record<string, Json>[] {
  const found: Record<string, Json>[] = [];
  const pending: Json[] = [document];
  while (pending.length > 0 && found.length < 200) {
    const item = pending.pop();
    if (Array.isArray(item)) pending.push(...item.slice(0, 50));
    else if (item && typeof item === 'object') {
      const object = item as Record<string, Json>;
      found.push(object);
      if (Array.isArray(object['@graph'])) pending.push(object['@graph']);
    }
  }
  return found;
}

const isProduct = (object: Record<string, Json>) => {
  const type = object['@type'];
  return type === 'Product' || (Array.isArray(type) && type.includes('Product'));
};

/** A JSON-LD value as text: shops often escape its strings as HTML (`&amp;`), so they are decoded. */
const stringOf = (value: Json): string | undefined =>
  typeof value === 'string' ? decodeEntities(value) : typeof value === 'number' ? String(value) : undefined;

/** The Product of the page's JSON-LD: its name, its specs (additionalProperty), its description. */
function fromJsonLd(roots: HtmlElement[]): { title?: string; specs: string[]; description?: string } {
  const scripts = findAll(
    roots,
    (element) => element.name === 'script' && element.attribs.type?.toLowerCase() === 'application/ld+json',
    10,
  );
  for (const script of scripts) {
    const source = textOf(script, JSON_LD_MAX + 1);
    if (source.length > JSON_LD_MAX) continue;
    let document: Json;
    try {
      document = JSON.parse(source);
    } catch {
      continue;
    }
    const product = objectsOf(document).find(isProduct);
    if (!product) continue;
    const properties = Array.isArray(product.additionalProperty) ? product.additionalProperty : [];
    const specs = properties.flatMap((property: Json) => {
      if (!property || typeof property !== 'object') return [];
      const { name, value, unitText } = property as Record<string, Json>;
      const label = stringOf(name);
      const said = stringOf(value);
      if (!label || !said) return [];
      const unit = stringOf(unitText);
      return [line(label, unit ? `${said} ${unit}` : said)].filter((fact): fact is string => !!fact);
    });
    const title = stringOf(product.name);
    const description = stringOf(product.description);
    return { ...(title ? { title: plain(title, 200) } : {}), specs, ...(description ? { description } : {}) };
  }
  return { specs: [] };
}

/** A spec table's rows (th + td, or two tds) and a definition list's terms, as lines. */
function fromSpecTables(roots: HtmlElement[]): string[] {
  const rows = findAll(roots, (element) => element.name === 'tr', 60).flatMap((row) => {
    const cells = row.children.filter(
      (child): child is HtmlElement =>
        typeof child !== 'string' && (child.name === 'th' || child.name === 'td'),
    );
    const [label, value] = cells;
    return cells.length === 2 && label && value ? [line(textIn(label), textIn(value))] : [];
  });
  const terms = findAll(roots, (element) => element.name === 'dt', 60).flatMap((term) => {
    const siblings = term.parent?.children ?? [];
    const next = siblings
      .slice(siblings.indexOf(term) + 1)
      .find((child): child is HtmlElement => typeof child !== 'string');
    return next?.name === 'dd' ? [line(textIn(term), textIn(next))] : [];
  });
  return [...rows, ...terms].filter((fact): fact is string => !!fact);
}

/** The page's own description: meta description or og:description. */
function metaDescription(roots: HtmlElement[]): string | undefined {
  const meta = findFirst(
    roots,
    (element) =>
      element.name === 'meta' &&
      ['description', 'og:description'].includes(
        (element.attribs.name ?? element.attribs.property ?? '').toLowerCase(),
      ),
  );
  return meta?.attribs.content;
}

export function parseManufacturerPage(html: string): ManufacturerPageFacts {
  const roots = parseHtml(html).children.filter((node): node is HtmlElement => typeof node !== 'string');
  const jsonLd = fromJsonLd(roots);
  const description = jsonLd.description ?? metaDescription(roots);
  const heading = findFirst(roots, (element) => element.name === 'h1');
  const title = jsonLd.title ?? (heading ? plain(textOf(heading, 400), 200) : undefined);
  const seen = new Set<string>();
  const facts = [...jsonLd.specs, ...fromSpecTables(roots), ...(description ? sentences(description, 4) : [])]
    .filter((fact) => {
      const key = fact.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_FACTS);
  return { ...(title ? { title } : {}), facts };
}
