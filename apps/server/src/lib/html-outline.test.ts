import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findAll,
  findFirst,
  type HtmlElement,
  type HtmlNode,
  parseHtml,
  textOf,
  walk,
} from './html-outline.ts';

/** The tree as nested arrays: [name, ...children], text as strings. */
function shape(node: HtmlNode): unknown {
  return typeof node === 'string' ? node : [node.name, ...node.children.map(shape)];
}

const depthOf = (root: HtmlElement) => {
  let deepest = 0;
  walk(root.children, {
    enter(element) {
      let depth = 0;
      for (let parent = element.parent; parent; parent = parent.parent) depth += 1;
      deepest = Math.max(deepest, depth);
      return true;
    },
  });
  return deepest;
};

describe('parseHtml', () => {
  it('builds the tree a theme means, closing what a tag implies', () => {
    const root = parseHtml(
      '<div class="a"><p>one<p>two<div>three</div><ul><li>x<li>y</ul><img src="i.png"><br>end</div>',
    );
    expect(root.children.map(shape)).toEqual([
      [
        'div',
        ['p', 'one'],
        ['p', 'two'],
        ['div', 'three'],
        ['ul', ['li', 'x'], ['li', 'y']],
        ['img'],
        ['br'],
        'end',
      ],
    ]);
  });

  it('decodes references in text and attributes, keeps the first of a repeated attribute, lower-cases names', () => {
    const root = parseHtml(
      '<A HREF="/a?x=1&amp;tag=t-20" href="/other" Title="&quot;q&quot;">Caf&eacute; &#8217;s</A>',
    );
    const link = findFirst(root.children, (element) => element.name === 'a');
    expect(link?.attribs).toEqual({ href: '/a?x=1&tag=t-20', title: '"q"' });
    expect(link && textOf(link)).toBe('Café ’s');
    // No prototype: an attribute named __proto__ is an attribute.
    const odd = parseHtml('<b __proto__="x" constructor="y">');
    const bold = findFirst(odd.children, (element) => element.name === 'b');
    expect(Object.entries(bold?.attribs ?? {})).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
  });

  it('keeps script and style as raw text, and an end tag with nothing open changes nothing', () => {
    const root = parseHtml('<p>a</span></div><script>if (a < b) "</p>"</script>b</p>');
    expect(root.children.map(shape)).toEqual([['p', 'a', ['script', 'if (a < b) "</p>"'], 'b']]);
  });

  it('nests no deeper than maxDepth and makes no more than maxElements, keeping the text', () => {
    const deep = parseHtml(`${'<div>'.repeat(1_000)}deep`, { maxDepth: 50 });
    expect(depthOf(deep)).toBe(50);
    expect(textOf(deep)).toBe('deep');
    const many = parseHtml('<b>x</b>'.repeat(1_000), { maxElements: 10 });
    expect(findAll(many.children, () => true)).toHaveLength(10);
    expect(textOf(many)).toBe('x'.repeat(1_000));
  });

  it('walks without recursion: a tree as deep as the cap allows is read, however deep the markup', () => {
    const root = parseHtml(`${'<span>'.repeat(200_000)}bottom`);
    expect(textOf(root)).toBe('bottom');
    // The default caps: 100,000 elements, 256 deep.
    expect(findAll(root.children, (element) => element.name === 'span')).toHaveLength(100_000);
    expect(depthOf(root)).toBe(256);
  });

  it('reads hostile markup in time linear in its length (htmlparser2’s Parser took 25 s on 900 kB of <b>)', () => {
    const hostile = {
      unclosed: '<b>'.repeat(500_000),
      endTags: '</x>'.repeat(400_000),
      nested: `${'<div>'.repeat(200_000)}${'</div>'.repeat(200_000)}`,
      headings: '<h1><b>'.repeat(200_000),
      attributes: `<img ${'a=1 '.repeat(400_000)}>`,
      references: '&amp;'.repeat(400_000),
      foreign: `<svg>${'<title>'.repeat(300_000)}`,
      brackets: '<'.repeat(1_500_000),
    };
    for (const [name, html] of Object.entries(hostile)) {
      const started = performance.now();
      const root = parseHtml(html);
      findAll(root.children, (element) => element.name === 'h1', 20).map((element) => textOf(element, 1_000));
      expect(performance.now() - started, name).toBeLessThan(2_000);
    }
  });

  it('property: any markup parses into a tree whose nodes know their parent, within the depth cap', () => {
    const piece = fc.constantFrom(
      '<b>',
      '</b>',
      '<p>',
      '</p>',
      '<div>',
      '<li>',
      '<img>',
      '<svg>',
      'x',
      '<',
      '>',
      '</',
      '<!--',
      '"',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 200 }), (pieces) => {
        const root = parseHtml(pieces.join(''), { maxDepth: 8 });
        walk(root.children, {
          enter(element) {
            expect(element.parent?.children).toContain(element);
            return true;
          },
        });
        expect(depthOf(root)).toBeLessThanOrEqual(8);
      }),
    );
  });

  it('property: between well-formed tags, every letter of the text is kept, in order', () => {
    const piece = fc.constantFrom(
      '<b>',
      '</b>',
      '<p>',
      '</p>',
      '<div>',
      '</div>',
      '<li>',
      '<img>',
      'x',
      'y',
      '&amp;',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 200 }), (pieces) => {
        const root = parseHtml(pieces.join(''), { maxDepth: 8 });
        const text = pieces
          .filter((one) => !one.startsWith('<'))
          .join('')
          .replaceAll('&amp;', '&');
        expect(textOf(root)).toBe(text);
      }),
    );
  });
});
