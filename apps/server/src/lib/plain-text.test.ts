import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, decodeEntities, escapeHtmlText, plainText } from './plain-text.ts';

/** What a browser would read as the start of markup. */
const MARKUP = /<[A-Za-z/!?]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Fragments an attacker would put in a product's title, raw or encoded, mixed with text. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.constantFrom(
        '<h1>',
        '</h1>',
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<svg/onload=alert(1)>',
        '<!-- x -->',
        '<',
        '>',
        '&lt;',
        '&gt;',
        '&amp;',
        '&#60;',
        '&#x3C;',
        '&#x3c;script&#x3e;',
        '&lt;/b',
        '&#0;',
        '&#xD800;',
        '&#x110000;',
        '\u0000',
        '\uD800',
        '\n',
        ' ',
        'h1',
        'a',
        '/',
        '!',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('plainText', () => {
  it('strips tags, scripts and comments, decodes entities once and collapses whitespace', () => {
    expect(plainText('<h1>HACKED</h1>')).toBe('HACKED');
    expect(plainText('Echo <b>Dot</b>  (5th   Gen)\n')).toBe('Echo Dot (5th Gen)');
    expect(plainText('Speaker<script>alert(1)</script><style>p{}</style><!-- note -->')).toBe('Speaker');
    expect(plainText('<img src=x onerror=alert(1)> Lamp')).toBe('Lamp');
    expect(plainText('Tom &amp; Jerry &#8211; &quot;Deluxe&quot; &#x2122;')).toBe('Tom & Jerry – "Deluxe" ™');
    // Once: an escaped entity stays one.
    expect(plainText('5 &amp;lt; 6')).toBe('5 &lt; 6');
    expect(plainText('5 < 6 > 4')).toBe('5 < 6 > 4');
  });

  it('strips markup that entities were hiding', () => {
    expect(plainText('&lt;h1&gt;HACKED&lt;/h1&gt;')).toBe('HACKED');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt; Speaker')).toBe('Speaker');
    expect(plainText('Lamp &lt;img src=x onerror=alert(1)')).toBe('Lamp');
    expect(plainText('&#60;svg/onload=alert(1)&#62;Fan')).toBe('Fan');
  });

  it('drops controls, lone surrogates and references to no character', () => {
    expect(plainText('a\u0000b\uD800c &#0;&#xD800;&#x110000;')).toBe('abc \uFFFD\uFFFD\uFFFD');
    expect(plainText('a\u0000<b>c')).toBe('a c');
    expect(plainText('<\u0000script>alert(1)</script>ok')).toBe('ok');
  });

  it('caps the length without splitting a surrogate pair, and keeps lines when asked', () => {
    expect(plainText('abcdef', { maxLength: 3 })).toBe('abc');
    expect(plainText(`ab${'😀'}`, { maxLength: 3 })).toBe('ab');
    expect(clip('ab😀c', 4)).toBe('ab😀');
    expect(plainText('One  <b>line</b>\r\n\r\n\r\n  two\tthree ', { multiline: true })).toBe(
      'One line\n\ntwo three',
    );
  });

  it('never leaves markup, controls or lone surrogates, and stays within its cap (property)', () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), fc.integer({ min: 1, max: 40 }), (input, multiline, maxLength) => {
        const output = plainText(input, { multiline, maxLength });
        expect(output).not.toMatch(MARKUP);
        expect(output).not.toMatch(CONTROL);
        expect(output).not.toMatch(LONE_SURROGATE);
        expect(output.length).toBeLessThanOrEqual(maxLength);
        expect(output).toBe(output.trim());
        if (!multiline) expect(output).not.toMatch(/\s{2}|\n/);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves plain text alone (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ,.()'"+:-]{0,60}$/), (text) => {
        expect(plainText(text)).toBe(text.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});

describe('escapeHtmlText', () => {
  it('escapes every markup character, so the text shows as written', () => {
    expect(escapeHtmlText(`<h1>Tom & "Jerry's"</h1> &amp;`)).toBe(
      '&lt;h1&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/h1&gt; &amp;amp;',
    );
  });

  it('round-trips through decodeEntities (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtmlText(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(decodeEntities(escaped)).toBe(text);
      }),
    );
  });
});
