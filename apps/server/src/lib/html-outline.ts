/**
 * HTML from outside (a user's blog page, an Amazon product page) as a tree, in time and memory linear
 * in its length whatever the markup. htmlparser2's Tokenizer reads it (a state machine, linear);
 * the tree is built here, because htmlparser2's Parser keeps its open elements with unshift and
 * indexOf, so N unclosed tags cost O(N²): 300 kB of `<b>` froze the server for 25 s (issue 26). Here
 * the open elements are pushed and popped, an end tag finds its element through a count per name,
 * nesting stops at `maxDepth` (deeper elements become children of the deepest, as browsers cap their
 * trees) and elements past `maxElements` are not made (their text still is). Every walk is a loop:
 * no recursion for a page to overflow.
 *
 * It is forgiving, not the HTML standard's tree construction: it closes what htmlparser2 closes when
 * a tag implies it (a <p> before a <div>, an <li> before the next), enough to tell which element holds
 * which text and link. It decodes character references in text and attribute values.
 */
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

export interface HtmlElement {
  /** Lower case. */
  name: string;
  /** Lower-case names; the first of a repeated attribute wins, as in browsers. No prototype. */
  attribs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}

/** An element, or a run of text. */
export type HtmlNode = HtmlElement | string;

export interface OutlineOptions {
  /** No element is deeper than this: deeper ones join the deepest open one as its children. */
  maxDepth?: number;
  /** Elements past this many are not made; their text is kept. */
  maxElements?: number;
}

/** Browsers stop nesting at 512; no theme comes near 256. */
const DEFAULT_MAX_DEPTH = 256;
/** A heavy blog page has a few thousand elements. */
const DEFAULT_MAX_ELEMENTS = 100_000;

const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const P = new Set(['p']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
const FORM = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const DD_DT = new Set(['dd', 'dt']);
const RT_RP = new Set(['rt', 'rp']);
const TABLE_SECTIONS = new Set(['thead', 'tbody']);

/** The open elements a start tag closes when one of them is the current element (htmlparser2's table). */
const OPEN_IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['a', new Set(['a'])],
  ['li', new Set(['li'])],
  ['p', P],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((name) => [name, HEADINGS] as const),
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((name) => [name, FORM] as const),
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', DD_DT],
  ['dt', DD_DT],
  ...[
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((name) => [name, P] as const),
  ['rt', RT_RP],
  ['rp', RT_RP],
  ['tbody', TABLE_SECTIONS],
  ['tfoot', TABLE_SECTIONS],
]);

const element = (name: string, parent: HtmlElement | null): HtmlElement => ({
  name,
  attribs: Object.create(null) as Record<string, string>,
  children: [],
  parent,
});

/** Parses `html` into a tree under a root named `#document`. */
export function parseHtml(html: string, options: OutlineOptions = {}): HtmlElement {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  let elementsLeft = options.maxElements ?? DEFAULT_MAX_ELEMENTS;
  const root = element('#document', null);
  const open: HtmlElement[] = [root];
  const openCount = new Map<string, number>();
  let pending: HtmlElement | null = null;
  let attribute = '';
  let value = '';

  const current = () => open[open.length - 1] ?? root;
  const push = (opened: HtmlElement) => {
    open.push(opened);
    openCount.set(opened.name, (openCount.get(opened.name) ?? 0) + 1);
  };
  const pop = () => {
    const closed = open.pop();
    if (closed) openCount.set(closed.name, (openCount.get(closed.name) ?? 1) - 1);
    return closed;
  };
  const inForeign = () => (openCount.get('svg') ?? 0) + (openCount.get('math') ?? 0) > 0;
  const addText = (text: string) => {
    const { children } = current();
    const last = children.length - 1;
    if (typeof children[last] === 'string') children[last] += text;
    else children.push(text);
  };
  const openPending = (selfClosing: boolean) => {
    const opened = pending;
    pending = null;
    if (!opened) return;
    const closes = OPEN_IMPLIES_CLOSE.get(opened.name);
    if (closes) while (open.length > 1 && closes.has(current().name)) pop();
    if (elementsLeft <= 0) return;
    elementsLeft -= 1;
    opened.parent = current();
    current().children.push(opened);
    const leaf = VOID.has(opened.name) || (selfClosing && inForeign());
    // Its children would be deeper than maxDepth: it stays a leaf, and what it holds joins its parent.
    if (!leaf && open.length < maxDepth) push(opened);
  };
  const slice = (start: number, end: number) => html.slice(start, end);

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      pending = element(slice(start, end).toLowerCase(), null);
    },
    onattribname(start, end) {
      attribute = slice(start, end).toLowerCase();
      value = '';
    },
    onattribdata(start, end) {
      value += slice(start, end);
    },
    onattribentity(codePoint) {
      value += String.fromCodePoint(codePoint);
    },
    onattribend() {
      if (pending && !(attribute in pending.attribs)) pending.attribs[attribute] = value;
    },
    onopentagend() {
      openPending(false);
    },
    onselfclosingtag() {
      openPending(true);
    },
    onclosetag(start, end) {
      const name = slice(start, end).toLowerCase();
      // Pops only when the element is open: each pop undoes one push, so all end tags cost O(N).
      if (VOID.has(name) || !openCount.get(name)) return;
      while (open.length > 1 && pop()?.name !== name);
    },
    ontext(start, end) {
      addText(slice(start, end));
    },
    ontextentity(codePoint) {
      addText(String.fromCodePoint(codePoint));
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {},
    isInForeignContext: inForeign,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return root;
}

export interface Visitor {
  /** Each element before its children; `false` skips them, `'stop'` ends the walk. */
  enter?(element: HtmlElement): boolean | 'stop' | undefined;
  text?(text: string): void;
}

/** Visits the nodes under `roots` in document order, with a loop and a stack of its own. */
export function walk(roots: readonly HtmlNode[], visitor: Visitor): void {
  const stack: { nodes: readonly HtmlNode[]; at: number }[] = [{ nodes: roots, at: 0 }];
  for (let frame = stack[0]; frame; frame = stack[stack.length - 1]) {
    const node = frame.nodes[frame.at++];
    if (node === undefined) {
      stack.pop();
    } else if (typeof node === 'string') {
      visitor.text?.(node);
    } else {
      const entered = visitor.enter?.(node);
      if (entered === 'stop') return;
      if (entered !== false && node.children.length > 0) stack.push({ nodes: node.children, at: 0 });
    }
  }
}

/** The first element under `roots`, in document order, that passes `test`; null when none does. */
export function findFirst(
  roots: readonly HtmlNode[],
  test: (element: HtmlElement) => boolean,
): HtmlElement | null {
  let found: HtmlElement | null = null;
  walk(roots, {
    enter(candidate) {
      if (!test(candidate)) return true;
      found = candidate;
      return 'stop';
    },
  });
  return found;
}

/** Every element under `roots` that passes `test`, in document order, at most `max`. */
export function findAll(
  roots: readonly HtmlNode[],
  test: (element: HtmlElement) => boolean,
  max = Number.POSITIVE_INFINITY,
): HtmlElement[] {
  const found: HtmlElement[] = [];
  walk(roots, {
    enter(candidate) {
      if (test(candidate)) found.push(candidate);
      return found.length >= max ? 'stop' : true;
    },
  });
  return found;
}

/** The text under `node`, at most `maxChars` of it (the walk stops there). */
export function textOf(node: HtmlElement, maxChars = Number.POSITIVE_INFINITY): string {
  const parts: string[] = [];
  let length = 0;
  walk(node.children, {
    enter: () => (length >= maxChars ? 'stop' : true),
    text(text) {
      if (length >= maxChars) return;
      parts.push(text);
      length += text.length;
    },
  });
  return parts.join('').slice(0, maxChars);
}

/** Whether an ancestor of `node` is named `name`. */
export function hasAncestor(node: HtmlElement, name: string): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.name === name) return true;
  return false;
}
