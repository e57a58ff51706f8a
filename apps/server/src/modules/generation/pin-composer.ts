/**
 * The pin composer (PRODUCT.md §11): 1000×1500 (2:3) PNG pins with a readable title, drawn with satori
 * (layout → SVG) and resvg (SVG → PNG). Fonts ship with the app (Inter), so output does not depend
 * on the machine.
 *
 * With a picture drawn by the image model, the picture fills the pin (cover-cropped) under a text
 * overlay. Without one, each pin is a designed poster: the run (its seed, subject and angle) picks
 * three different layouts, palettes and background patterns for its three pins, and places the
 * pattern's shapes from the same seed, so no pin repeats an earlier run's: Pinterest treats an image
 * pinned again as spam. The same design input always gives the same bytes. The pin's own words (its
 * label, its checklist, its foot) are in the article's language (content/article-labels.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ArticleLanguage } from '@aa/contracts';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { type ArticleLabels, labelsFor } from './content/article-labels.ts';

export const PIN_WIDTH = 1000;
export const PIN_HEIGHT = 1500;

export interface PinDesign {
  title: string;
  products: [string, string];
  /** Which of the run's three pins: each gets its own design. */
  variant: 1 | 2 | 3;
  /** What the run is about: with the angle and the seed it chooses the designs. */
  subject: string;
  /** The run's angle ("which one makes the better gift"): its words are on the pin. */
  angle: string;
  /** Different for every run (the execution's id): two runs never draw the same pin. */
  seed: string;
  /** The blog's domain ("myblog.com"), drawn as a small mark; without it a neutral tagline. */
  domain?: string;
  /** A picture drawn by the image model (PNG or JPEG bytes): it fills the pin under the text. */
  picture?: Buffer;
  /** The article's language, the pin's own words' (English when absent). */
  language?: ArticleLanguage;
}

type Node = {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
};
type Style = Record<string, unknown>;
/** A box: flex (satori needs it for several children), sized with its padding and border as in CSS's border-box. */
const h = (type: string, style: Style, children?: unknown): Node => ({
  type,
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
});
/** An absolutely placed shape (patterns, badges). */
const shape = (style: Style, children?: unknown): Node =>
  h('div', { position: 'absolute', ...style }, children);

let fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[] | undefined;
/**
 * Inter's Latin subset, then its Latin Extended one under another name: satori takes a missing glyph
 * from the next font only across names, and Polish (ł, ś), Turkish (ğ, ş), Czech or Romanian pins
 * need the extended set.
 */
export function pinFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (subset: string, weight: number) =>
      readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
    fonts = (
      [
        ['Inter', 'latin'],
        ['Inter Extended', 'latin-ext'],
      ] as const
    ).flatMap(([name, subset]) =>
      ([400, 700, 800] as const).map((weight) => ({
        name,
        data: file(subset, weight),
        weight,
        style: 'normal' as const,
      })),
    );
  }
  return fonts;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * The largest font size at which `text` fits a box, by an estimate of Inter's glyph widths (bold Inter
 * averages about 0.56 em a character, upper case wider) and a word-wrap allowance: satori wraps but
 * never shrinks, so text that does not fit would run past its box.
 */
export function fitFontSize(
  text: string,
  box: { width: number; height: number; max: number; min: number; lineHeight?: number; upper?: boolean },
): number {
  const lineHeight = box.lineHeight ?? 1.12;
  const perChar = box.upper ? 0.68 : 0.58;
  for (let size = box.max; size > box.min; size -= 2) {
    const perLine = Math.max(1, Math.floor(box.width / (size * perChar)));
    const lines = wrappedLines(text, perLine);
    if (lines * size * lineHeight <= box.height) return size;
  }
  return box.min;
}

/** Lines `text` takes when wrapped at word boundaries to `perLine` characters. */
function wrappedLines(text: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const length = word.length;
    if (used === 0) used = length;
    else if (used + 1 + length <= perLine) used += 1 + length;
    else {
      lines += 1;
      used = length;
    }
    // A word longer than a line breaks inside itself.
    while (used > perLine) {
      lines += 1;
      used -= perLine;
    }
  }
  return lines;
}

/** Words that open a question, per language the pin knows how to ask in. */
const ASKS: Partial<Record<ArticleLanguage, RegExp>> = {
  en: /^(which|who|what|how|is|are|does|do|can|should|will|would)\b/i,
  fr: /^(lequel|laquelle|lesquels|lesquelles|quel|quelle|quels|quelles|qui|que|comment|faut-il|est-ce)(?![\p{L}])/iu,
};

/** The angle as the words on the pin: a question when it asks one ("Which one travels better?"). */
export function angleLine(angle: string, language: ArticleLanguage = 'en'): string {
  const text = angle
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s\u00a0\u202f]*[.?!:;,]+$/, '');
  if (!text) return '';
  const sentence = `${text[0]?.toUpperCase()}${text.slice(1)}`;
  const asks = ASKS[language]?.test(text) ?? false;
  // French sets its question mark off with a narrow no-break space.
  return clip(asks ? `${sentence}${language === 'fr' ? '\u202f' : ''}?` : sentence, 80);
}

/** The domain as a mark: host only, no scheme, www or path ("https://www.MyBlog.com/x" → "myblog.com"). */
export function domainMark(domain: string): string {
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/)[0];
  return clip(host ?? '', 40);
}

// --- Seeded choices -------------------------------------------------------------------------------

type Rand = () => number;

/** A deterministic generator (mulberry32) seeded from a text's SHA-256. */
function seeded(key: string): Rand {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min);
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
function shuffled<T>(rand: Rand, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// --- Palettes and patterns ------------------------------------------------------------------------

interface Palette {
  /** Two deep colours (a gradient): white text reads on both. */
  deep: string;
  deeper: string;
  /** A light surface for dark text. */
  paper: string;
  ink: string;
  /** The pop colour, and the text drawn on it. */
  accent: string;
  onAccent: string;
}

const PALETTES: readonly Palette[] = [
  {
    deep: '#4338ca',
    deeper: '#6d28d9',
    paper: '#ffffff',
    ink: '#111827',
    accent: '#fbbf24',
    onAccent: '#1f1300',
  },
  {
    deep: '#0f766e',
    deeper: '#155e75',
    paper: '#f0fdfa',
    ink: '#0f172a',
    accent: '#fde68a',
    onAccent: '#1c1917',
  },
  {
    deep: '#be123c',
    deeper: '#7e22ce',
    paper: '#fff1f2',
    ink: '#1f2937',
    accent: '#fef3c7',
    onAccent: '#881337',
  },
  {
    deep: '#166534',
    deeper: '#14532d',
    paper: '#f7fee7',
    ink: '#132a13',
    accent: '#facc15',
    onAccent: '#1a2e05',
  },
  {
    deep: '#c2410c',
    deeper: '#b91c1c',
    paper: '#fff7ed',
    ink: '#1c1917',
    accent: '#fde047',
    onAccent: '#431407',
  },
  {
    deep: '#1e3a8a',
    deeper: '#0f172a',
    paper: '#eff6ff',
    ink: '#0f172a',
    accent: '#38bdf8',
    onAccent: '#082f49',
  },
  {
    deep: '#7e22ce',
    deeper: '#3b0764',
    paper: '#faf5ff',
    ink: '#1e1b4b',
    accent: '#f9a8d4',
    onAccent: '#500724',
  },
  {
    deep: '#292524',
    deeper: '#44403c',
    paper: '#fafaf9',
    ink: '#1c1917',
    accent: '#fb923c',
    onAccent: '#1c1917',
  },
  {
    deep: '#0369a1',
    deeper: '#0c4a6e',
    paper: '#f0f9ff',
    ink: '#082f49',
    accent: '#fcd34d',
    onAccent: '#422006',
  },
  {
    deep: '#9a3412',
    deeper: '#78350f',
    paper: '#fffbeb',
    ink: '#1c1917',
    accent: '#a7f3d0',
    onAccent: '#064e3b',
  },
  {
    deep: '#047857',
    deeper: '#064e3b',
    paper: '#ecfdf5',
    ink: '#022c22',
    accent: '#fda4af',
    onAccent: '#4c0519',
  },
  {
    deep: '#be185d',
    deeper: '#831843',
    paper: '#fdf2f8',
    ink: '#1f2937',
    accent: '#bef264',
    onAccent: '#1a2e05',
  },
];

/** `#rrggbb` with an alpha, as rgba(). */
function alpha(hex: string, a: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a.toFixed(3)})`;
}

type PatternName = 'dots' | 'rings' | 'confetti' | 'stripes' | 'bokeh' | 'blocks';
const PATTERNS: readonly PatternName[] = ['dots', 'rings', 'confetti', 'stripes', 'bokeh', 'blocks'];

/**
 * A pattern's shapes in a `width`×`height` box, placed by `rand` (so every run's differ), in `tint`
 * (white on deep colours, the deep colour on paper) and the accent.
 */
function pattern(
  name: PatternName,
  rand: Rand,
  box: { width: number; height: number },
  tint: string,
  accent: string,
): Node[] {
  const { width, height } = box;
  const shapes: Node[] = [];
  switch (name) {
    case 'dots': {
      // Two dot grids in opposite corners.
      const gap = Math.round(between(rand, 34, 46));
      const size = Math.round(between(rand, 9, 13));
      for (const [cornerX, cornerY] of rand() < 0.5
        ? [
            [0, 0],
            [1, 1],
          ]
        : [
            [1, 0],
            [0, 1],
          ]) {
        const columns = 5 + Math.floor(rand() * 4);
        const rows = 5 + Math.floor(rand() * 5);
        const left = cornerX === 0 ? between(rand, 24, 70) : width - between(rand, 24, 70) - columns * gap;
        const top = cornerY === 0 ? between(rand, 24, 80) : height - between(rand, 24, 80) - rows * gap;
        for (let row = 0; row < rows; row += 1)
          for (let column = 0; column < columns; column += 1)
            shapes.push(
              shape({
                left: Math.round(left + column * gap),
                top: Math.round(top + row * gap),
                width: size,
                height: size,
                borderRadius: size,
                background: alpha(tint, 0.28),
              }),
            );
      }
      break;
    }
    case 'rings': {
      const count = 3 + Math.floor(rand() * 3);
      for (let i = 0; i < count; i += 1) {
        const size = Math.round(between(rand, 220, 620));
        const onLeft = i % 2 === 0;
        shapes.push(
          shape({
            left: Math.round(
              onLeft ? between(rand, -size / 2, width * 0.25) : between(rand, width * 0.55, width - size / 3),
            ),
            top: Math.round(between(rand, -size / 3, height - size / 2)),
            width: size,
            height: size,
            borderRadius: size,
            border: `${Math.round(between(rand, 10, 22))}px solid ${alpha(i % 3 === 0 ? accent : tint, 0.22)}`,
          }),
        );
      }
      break;
    }
    case 'confetti': {
      const count = 26 + Math.floor(rand() * 10);
      for (let i = 0; i < count; i += 1) {
        const long = Math.round(between(rand, 18, 44));
        shapes.push(
          shape({
            left: Math.round(between(rand, -10, width - 20)),
            top: Math.round(between(rand, -10, height - 20)),
            width: long,
            height: Math.round(long * between(rand, 0.3, 0.5)),
            borderRadius: 6,
            background: alpha(i % 3 === 0 ? accent : tint, between(rand, 0.3, 0.55)),
            transform: `rotate(${Math.round(between(rand, -80, 80))}deg)`,
          }),
        );
      }
      break;
    }
    case 'stripes': {
      const count = 4 + Math.floor(rand() * 3);
      const angle = Math.round(between(rand, 25, 55)) * (rand() < 0.5 ? -1 : 1);
      for (let i = 0; i < count; i += 1) {
        shapes.push(
          shape({
            left: Math.round(between(rand, -width * 0.4, width * 0.9)),
            top: Math.round(-height * 0.25),
            width: Math.round(between(rand, 40, 130)),
            height: Math.round(height * 1.5),
            background: alpha(i === 0 ? accent : tint, between(rand, 0.08, 0.16)),
            transform: `rotate(${angle}deg)`,
          }),
        );
      }
      break;
    }
    case 'bokeh': {
      const count = 6 + Math.floor(rand() * 4);
      for (let i = 0; i < count; i += 1) {
        const size = Math.round(between(rand, 160, 460));
        const colour = i % 3 === 0 ? accent : tint;
        shapes.push(
          shape({
            left: Math.round(between(rand, -size / 2, width - size / 2)),
            top: Math.round(between(rand, -size / 2, height - size / 2)),
            width: size,
            height: size,
            borderRadius: size,
            backgroundImage: `radial-gradient(circle, ${alpha(colour, between(rand, 0.22, 0.36))}, ${alpha(colour, 0)} 70%)`,
          }),
        );
      }
      break;
    }
    case 'blocks': {
      const count = 3 + Math.floor(rand() * 3);
      for (let i = 0; i < count; i += 1) {
        const size = Math.round(between(rand, 160, 380));
        shapes.push(
          shape({
            left: Math.round(between(rand, -size / 2, width - size / 2)),
            top: Math.round(between(rand, -size / 2, height - size / 2)),
            width: size,
            height: size,
            borderRadius: Math.round(size * between(rand, 0.12, 0.3)),
            background: alpha(i % 2 === 0 ? accent : tint, between(rand, 0.1, 0.2)),
            transform: `rotate(${Math.round(between(rand, 5, 40))}deg)`,
          }),
        );
      }
      break;
    }
  }
  return shapes;
}

/** A box of the pattern's shapes, clipped to it, under the content that follows it. */
function patternLayer(
  shapes: Node[],
  box: { left?: number; top?: number; width: number; height: number },
): Node {
  return shape(
    { left: box.left ?? 0, top: box.top ?? 0, width: box.width, height: box.height, overflow: 'hidden' },
    shapes,
  );
}

/** The design's pattern over the whole pin, in `ink` and the palette's accent. */
function fullPattern(d: Pick<Drawing, 'pattern' | 'rand'>, ink: string, accent: string): Node {
  const full = { width: PIN_WIDTH, height: PIN_HEIGHT };
  return patternLayer(pattern(d.pattern, d.rand, full, ink, accent), full);
}

/** A column over the whole pin, above its background layers. */
function overlay(style: Style, children: unknown): Node {
  const whole = { left: 0, top: 0, width: PIN_WIDTH, height: PIN_HEIGHT };
  return h('div', { position: 'absolute', ...whole, flexDirection: 'column', ...style }, children);
}

// --- What every design is drawn from ---------------------------------------------------------------

interface Drawing {
  title: string;
  products: [string, string];
  /** The angle's words. */
  line: string;
  /** A short label chosen per run ("SIDE BY SIDE"). */
  label: string;
  domain?: string;
  palette: Palette;
  pattern: PatternName;
  rand: Rand;
  /** The picture under the text (the picture layouts only). */
  picture?: Buffer;
  /** The pin's own words, in the article's language. */
  labels: ArticleLabels;
  /** Capitals as the language writes them (Turkish dotted İ). */
  upper: (text: string) => string;
}

/** The mark at the pin's foot: the blog's domain, or a neutral tagline when there is none. */
function footMark(d: Drawing, colours: { ink: string; dot: string; background?: string }): Node {
  const text = d.domain ? d.domain : d.labels.readMore;
  return h(
    'div',
    {
      alignItems: 'center',
      gap: 14,
      padding: colours.background ? '12px 26px' : 0,
      borderRadius: 999,
      background: colours.background ?? 'transparent',
      fontSize: 30,
      fontWeight: 700,
      color: colours.ink,
      letterSpacing: 1,
    },
    [h('div', { width: 14, height: 14, borderRadius: 14, background: colours.dot }), text],
  );
}

function titleText(text: string, size: number, color: string, width: number, extra: Style = {}): Node {
  return h('div', { fontSize: size, fontWeight: 800, color, lineHeight: 1.1, width, ...extra }, text);
}

// --- Offline designs (no picture) -----------------------------------------------------------------

function splitDesign(d: Drawing): Node {
  const p = d.palette;
  const top = 820;
  const band = (name: string, background: string) =>
    h(
      'div',
      { flex: 1, background, alignItems: 'center', justifyContent: 'center', padding: '40px 70px' },
      h(
        'div',
        {
          fontSize: fitFontSize(name, { width: 860, height: 230, max: 76, min: 44 }),
          fontWeight: 800,
          color: '#ffffff',
          textAlign: 'center',
          lineHeight: 1.1,
          width: 860,
          justifyContent: 'center',
        },
        name,
      ),
    );
  const badge = Math.round(between(d.rand, 160, 190));
  const title = clip(d.title, 100);
  return h(
    'div',
    {
      width: PIN_WIDTH,
      height: PIN_HEIGHT,
      flexDirection: 'column',
      background: p.paper,
      fontFamily: 'Inter',
    },
    [
      h('div', { flexDirection: 'column', height: top, position: 'relative' }, [
        band(d.products[0], `linear-gradient(135deg, ${p.deep}, ${p.deeper})`),
        band(d.products[1], `linear-gradient(135deg, ${p.deeper}, ${p.ink})`),
        patternLayer(pattern(d.pattern, d.rand, { width: PIN_WIDTH, height: top }, '#ffffff', p.accent), {
          width: PIN_WIDTH,
          height: top,
        }),
        shape(
          {
            left: Math.round(PIN_WIDTH / 2 - badge / 2 + between(d.rand, -120, 120)),
            top: top / 2 - badge / 2,
            width: badge,
            height: badge,
            borderRadius: badge,
            background: p.accent,
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: Math.round(badge * 0.38),
            fontWeight: 800,
            color: p.onAccent,
            border: `10px solid ${p.paper}`,
          },
          'VS',
        ),
      ]),
      h(
        'div',
        { flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: '50px 70px 46px' },
        [
          h('div', { flexDirection: 'column', gap: 22 }, [
            h(
              'div',
              { fontSize: 30, fontWeight: 800, color: p.deep, letterSpacing: 2 },
              d.upper(d.line) || d.label,
            ),
            titleText(title, fitFontSize(title, { width: 860, height: 400, max: 76, min: 44 }), p.ink, 860),
          ]),
          footMark(d, { ink: alpha(p.ink, 0.75), dot: p.deep }),
        ],
      ),
    ],
  );
}

function posterDesign(d: Drawing): Node {
  const p = d.palette;
  const chip = (name: string) =>
    h(
      'div',
      {
        background: 'rgba(255,255,255,0.16)',
        border: '3px solid rgba(255,255,255,0.55)',
        borderRadius: 999,
        padding: '16px 34px',
        fontSize: 36,
        fontWeight: 700,
        color: '#ffffff',
        maxWidth: 840,
      },
      name,
    );
  const title = clip(d.title, 100);
  return h(
    'div',
    {
      width: PIN_WIDTH,
      height: PIN_HEIGHT,
      position: 'relative',
      background: `linear-gradient(${Math.round(between(d.rand, 140, 200))}deg, ${p.deep}, ${p.deeper} 60%, ${p.ink})`,
      fontFamily: 'Inter',
    },
    [
      fullPattern(d, '#ffffff', p.accent),
      overlay(
        {
          justifyContent: 'space-between',
          padding: '100px 80px 70px',
        },
        [
          h('div', { fontSize: 34, fontWeight: 800, color: p.accent, letterSpacing: 4 }, d.label),
          h(
            'div',
            {
              flexDirection: 'column',
              gap: 26,
              width: 840,
              background: p.paper,
              borderRadius: 36,
              padding: '52px 52px 56px',
              borderBottom: `14px solid ${p.accent}`,
            },
            [
              d.line
                ? h('div', { fontSize: 32, fontWeight: 700, color: p.deep, lineHeight: 1.2 }, d.line)
                : null,
              titleText(title, fitFontSize(title, { width: 736, height: 440, max: 84, min: 46 }), p.ink, 736),
            ].filter(Boolean),
          ),
          h('div', { flexDirection: 'column', gap: 18, alignItems: 'flex-start' }, [
            chip(d.products[0]),
            h('div', { fontSize: 40, fontWeight: 800, color: p.accent, paddingLeft: 24 }, 'vs'),
            chip(d.products[1]),
          ]),
          footMark(d, { ink: '#ffffff', dot: p.accent }),
        ],
      ),
    ],
  );
}

function checklistDesign(d: Drawing): Node {
  const p = d.palette;
  const row = (text: string) =>
    h(
      'div',
      { alignItems: 'center', gap: 30, fontSize: 44, fontWeight: 700, color: p.ink, lineHeight: 1.2 },
      [
        h(
          'div',
          {
            width: 60,
            height: 60,
            flexShrink: 0,
            borderRadius: 16,
            background: p.deep,
            alignItems: 'center',
            justifyContent: 'center',
          },
          // A drawn check mark: the bundled font subset has no ✓.
          h('div', {
            width: 17,
            height: 32,
            borderRight: '7px solid #ffffff',
            borderBottom: '7px solid #ffffff',
            transform: 'rotate(45deg)',
            marginTop: -8,
          }),
        ),
        h('div', { width: 740 }, text),
      ],
    );
  const title = clip(d.title, 100);
  const header = 700;
  return h(
    'div',
    {
      width: PIN_WIDTH,
      height: PIN_HEIGHT,
      flexDirection: 'column',
      background: p.paper,
      fontFamily: 'Inter',
    },
    [
      h(
        'div',
        {
          height: header,
          position: 'relative',
          background: `linear-gradient(135deg, ${p.deep}, ${p.deeper})`,
        },
        [
          patternLayer(
            pattern(d.pattern, d.rand, { width: PIN_WIDTH, height: header }, '#ffffff', p.accent),
            {
              width: PIN_WIDTH,
              height: header,
            },
          ),
          h(
            'div',
            {
              position: 'absolute',
              left: 0,
              top: 0,
              width: PIN_WIDTH,
              height: header,
              flexDirection: 'column',
              justifyContent: 'center',
              padding: '70px 80px',
              gap: 30,
            },
            [
              h('div', { fontSize: 34, fontWeight: 800, color: p.accent, letterSpacing: 3 }, d.label),
              titleText(
                title,
                fitFontSize(title, { width: 840, height: 440, max: 84, min: 46 }),
                '#ffffff',
                840,
              ),
            ],
          ),
        ],
      ),
      h(
        'div',
        { flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: '64px 80px 50px' },
        [
          h('div', { flexDirection: 'column', gap: 46 }, [
            row(`${d.products[0]} vs ${d.products[1]}`),
            row(d.labels.comparison),
            row(d.labels.prosAndCons),
            row(d.line ? clip(d.labels.verdictLine(d.line), 64) : d.labels.ourVerdict),
          ]),
          footMark(d, { ink: alpha(p.ink, 0.75), dot: p.deep }),
        ],
      ),
    ],
  );
}

function versusDesign(d: Drawing): Node {
  const p = d.palette;
  const name = (text: string) =>
    h(
      'div',
      {
        fontSize: fitFontSize(text, { width: 840, height: 200, max: 84, min: 48 }),
        fontWeight: 800,
        color: '#ffffff',
        lineHeight: 1.05,
        width: 840,
      },
      text,
    );
  const title = clip(d.title, 100);
  return h(
    'div',
    {
      width: PIN_WIDTH,
      height: PIN_HEIGHT,
      position: 'relative',
      background: `linear-gradient(${Math.round(between(d.rand, 0, 40))}deg, ${p.deeper}, ${p.deep})`,
      fontFamily: 'Inter',
    },
    [
      fullPattern(d, '#ffffff', p.accent),
      overlay(
        {
          justifyContent: 'space-between',
          padding: '90px 80px 60px',
        },
        [
          h('div', { flexDirection: 'column', gap: 28 }, [
            h('div', { fontSize: 32, fontWeight: 800, color: p.accent, letterSpacing: 3 }, d.label),
            name(d.products[0]),
            h('div', { alignItems: 'center', gap: 24 }, [
              h(
                'div',
                {
                  width: 150,
                  height: 150,
                  borderRadius: 150,
                  background: p.accent,
                  color: p.onAccent,
                  fontSize: 64,
                  fontWeight: 800,
                  alignItems: 'center',
                  justifyContent: 'center',
                },
                'VS',
              ),
              h('div', { flex: 1, height: 8, borderRadius: 8, background: alpha('#ffffff', 0.35) }),
            ]),
            name(d.products[1]),
          ]),
          h(
            'div',
            {
              flexDirection: 'column',
              gap: 20,
              background: p.paper,
              borderRadius: 28,
              padding: '40px 46px',
              width: 840,
            },
            [
              d.line
                ? h('div', { fontSize: 30, fontWeight: 700, color: p.deep, lineHeight: 1.2 }, d.line)
                : null,
              titleText(title, fitFontSize(title, { width: 748, height: 300, max: 64, min: 40 }), p.ink, 748),
            ].filter(Boolean),
          ),
          footMark(d, { ink: '#ffffff', dot: p.accent }),
        ],
      ),
    ],
  );
}

function frameDesign(d: Drawing): Node {
  const p = d.palette;
  const inset = 40;
  const corner = Math.round(between(d.rand, 200, 280));
  const title = clip(d.title, 100);
  const corners = shuffled(d.rand, [
    { left: -corner / 2, top: -corner / 2 },
    { left: PIN_WIDTH - corner / 2, top: -corner / 2 },
    { left: -corner / 2, top: PIN_HEIGHT - corner / 2 },
    { left: PIN_WIDTH - corner / 2, top: PIN_HEIGHT - corner / 2 },
  ]).slice(0, 2);
  return h(
    'div',
    { width: PIN_WIDTH, height: PIN_HEIGHT, position: 'relative', background: p.paper, fontFamily: 'Inter' },
    [
      fullPattern(d, p.deep, p.accent),
      ...corners.map((at) =>
        shape({ ...at, width: corner, height: corner, borderRadius: corner, background: p.accent }),
      ),
      shape({
        left: inset,
        top: inset,
        width: PIN_WIDTH - inset * 2,
        height: PIN_HEIGHT - inset * 2,
        border: `14px solid ${p.deep}`,
        borderRadius: 24,
      }),
      overlay(
        {
          alignItems: 'center',
          justifyContent: 'center',
          padding: '130px 110px',
          gap: 40,
        },
        [
          h(
            'div',
            { fontSize: 32, fontWeight: 800, color: p.deep, letterSpacing: 4, textAlign: 'center' },
            d.label,
          ),
          titleText(title, fitFontSize(title, { width: 780, height: 560, max: 92, min: 48 }), p.ink, 780, {
            textAlign: 'center',
            justifyContent: 'center',
          }),
          h('div', { width: 140, height: 12, borderRadius: 12, background: p.accent }),
          d.line
            ? h(
                'div',
                {
                  fontSize: 36,
                  fontWeight: 700,
                  color: p.deep,
                  textAlign: 'center',
                  justifyContent: 'center',
                  width: 780,
                },
                d.line,
              )
            : null,
          h(
            'div',
            {
              fontSize: 32,
              fontWeight: 700,
              color: alpha(p.ink, 0.7),
              textAlign: 'center',
              justifyContent: 'center',
              width: 780,
            },
            `${d.products[0]} vs ${d.products[1]}`,
          ),
          footMark(d, { ink: '#ffffff', dot: p.accent, background: p.deep }),
        ].filter(Boolean),
      ),
    ],
  );
}

type Layout = (d: Drawing) => Node;

const OFFLINE_LAYOUTS: readonly Layout[] = [
  splitDesign,
  posterDesign,
  checklistDesign,
  versusDesign,
  frameDesign,
];

// --- Designs over a picture -----------------------------------------------------------------------

/** The picture, cover-cropped to the pin (or to `box`, the featured image's). */
function pictureLayer(
  picture: Buffer | undefined,
  box: { width: number; height: number } = { width: PIN_WIDTH, height: PIN_HEIGHT },
): Node | null {
  if (!picture) return null;
  const type = picture[0] === 0xff && picture[1] === 0xd8 ? 'image/jpeg' : 'image/png';
  return {
    type: 'img',
    props: {
      src: `data:${type};base64,${picture.toString('base64')}`,
      width: box.width,
      height: box.height,
      style: {
        position: 'absolute',
        left: 0,
        top: 0,
        width: box.width,
        height: box.height,
        objectFit: 'cover',
      },
    },
  };
}

const frame = (style: Style, children: unknown): Node =>
  h(
    'div',
    { position: 'absolute', left: 0, top: 0, width: PIN_WIDTH, height: PIN_HEIGHT, ...style },
    children,
  );

/** The title at the foot over a dark scrim, the angle on an accent tag above it. */
function scrimOverPicture(d: Drawing): Node {
  const p = d.palette;
  const title = clip(d.title, 100);
  const from = Math.round(between(d.rand, 38, 48));
  return frame({ fontFamily: 'Inter', background: p.deeper }, [
    pictureLayer(d.picture),
    frame(
      {
        backgroundImage: `linear-gradient(180deg, rgba(0,0,0,0) ${from}%, rgba(0,0,0,0.62) ${from + 16}%, rgba(0,0,0,0.88))`,
      },
      [],
    ),
    frame(
      { flexDirection: 'column', justifyContent: 'flex-end', padding: '80px 70px 64px', gap: 28 },
      [
        d.line
          ? h(
              'div',
              {
                alignSelf: 'flex-start',
                background: p.accent,
                color: p.onAccent,
                borderRadius: 14,
                padding: '12px 24px',
                fontSize: 32,
                fontWeight: 800,
                maxWidth: 860,
                lineHeight: 1.2,
              },
              d.line,
            )
          : null,
        titleText(title, fitFontSize(title, { width: 860, height: 420, max: 88, min: 48 }), '#ffffff', 860),
        h(
          'div',
          { fontSize: 34, fontWeight: 700, color: 'rgba(255,255,255,0.88)' },
          `${d.products[0]} vs ${d.products[1]}`,
        ),
        footMark(d, { ink: '#ffffff', dot: p.accent }),
      ].filter(Boolean),
    ),
  ]);
}

/** The title on a light card near the top, the domain on a dark pill at the foot. */
function cardOverPicture(d: Drawing): Node {
  const p = d.palette;
  const title = clip(d.title, 100);
  return frame({ fontFamily: 'Inter', background: p.deeper }, [
    pictureLayer(d.picture),
    frame(
      {
        backgroundImage:
          'linear-gradient(180deg, rgba(0,0,0,0.25), rgba(0,0,0,0) 40%, rgba(0,0,0,0) 75%, rgba(0,0,0,0.45))',
      },
      [],
    ),
    frame(
      {
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${Math.round(between(d.rand, 70, 110))}px 60px 60px`,
      },
      [
        h(
          'div',
          {
            flexDirection: 'column',
            gap: 22,
            width: 880,
            background: alpha(p.paper, 0.95),
            borderRadius: 32,
            padding: '46px 50px 50px',
            borderLeft: `16px solid ${p.accent}`,
          },
          [
            h('div', { fontSize: 30, fontWeight: 800, color: p.deep, letterSpacing: 2 }, d.label),
            titleText(title, fitFontSize(title, { width: 764, height: 400, max: 80, min: 46 }), p.ink, 764),
            d.line
              ? h(
                  'div',
                  { fontSize: 32, fontWeight: 700, color: p.deep, lineHeight: 1.2, width: 764 },
                  d.line,
                )
              : null,
          ].filter(Boolean),
        ),
        h('div', { flexDirection: 'column', gap: 18, alignItems: 'flex-start' }, [
          h(
            'div',
            {
              background: p.accent,
              color: p.onAccent,
              borderRadius: 999,
              padding: '14px 30px',
              fontSize: 32,
              fontWeight: 800,
              maxWidth: 880,
            },
            `${d.products[0]} vs ${d.products[1]}`,
          ),
          footMark(d, { ink: '#ffffff', dot: p.accent, background: 'rgba(0,0,0,0.62)' }),
        ]),
      ],
    ),
  ]);
}

/** A deep band across the lower half carrying the angle and the title. */
function bandOverPicture(d: Drawing): Node {
  const p = d.palette;
  const title = clip(d.title, 100);
  return frame({ fontFamily: 'Inter', background: p.deeper }, [
    pictureLayer(d.picture),
    frame({ flexDirection: 'column', justifyContent: 'flex-end' }, [
      h(
        'div',
        {
          flexDirection: 'column',
          gap: 24,
          background: alpha(p.deep, 0.93),
          borderTop: `14px solid ${p.accent}`,
          padding: '50px 70px 56px',
        },
        [
          h(
            'div',
            { fontSize: 32, fontWeight: 800, color: p.accent, letterSpacing: 2, lineHeight: 1.2 },
            d.line ? d.upper(d.line) : d.label,
          ),
          titleText(title, fitFontSize(title, { width: 860, height: 380, max: 84, min: 46 }), '#ffffff', 860),
          h(
            'div',
            { fontSize: 30, fontWeight: 700, color: 'rgba(255,255,255,0.85)', width: 860 },
            `${d.products[0]} vs ${d.products[1]}`,
          ),
          // On a row of its own: a longer domain never rewraps the lines above.
          h('div', { width: 860 }, footMark(d, { ink: p.onAccent, dot: p.deep, background: p.accent })),
        ],
      ),
    ]),
  ]);
}

const PICTURE_LAYOUTS: readonly Layout[] = [scrimOverPicture, cardOverPicture, bandOverPicture];

/** What a pin's design was chosen to be (tests and a look at a run's pins). */
export interface PinChoices {
  layout: string;
  palette: number;
  pattern: PatternName;
  label: string;
}

/**
 * The run's key (seed, subject, angle) shuffles the layouts, palettes and patterns, and a pin takes its
 * variant's place in each order, so a run's three pins never share one; the variant's own generator
 * (same key and the variant) then places the pattern's shapes and nudges the layout.
 */
function choose(design: PinDesign) {
  const key = `${design.seed}\n${design.subject}\n${design.angle}`;
  const run = seeded(key);
  const index = design.variant - 1;
  const palettes = shuffled(
    run,
    PALETTES.map((_, n) => n),
  );
  const patterns = shuffled(run, PATTERNS);
  const label = pick(run, labelsFor(design.language).pinLabels);
  const layouts: Layout[] = shuffled(run, design.picture ? PICTURE_LAYOUTS : OFFLINE_LAYOUTS);
  return {
    palette: palettes[index] ?? 0,
    pattern: patterns[index] ?? 'dots',
    label,
    layout: layouts[index] ?? splitDesign,
    rand: seeded(`${key}\n${design.variant}`),
  };
}

export function pinChoices(design: PinDesign): PinChoices {
  const chosen = choose(design);
  return {
    layout: chosen.layout.name,
    palette: chosen.palette,
    pattern: chosen.pattern,
    label: chosen.label,
  };
}

/** What a design draws from: the run's choices for this variant, its words and its picture. */
function drawingOf(design: PinDesign, productMax: number): { drawing: Drawing; layout: Layout } {
  const chosen = choose(design);
  return {
    layout: chosen.layout,
    drawing: {
      title: design.title,
      products: [clip(design.products[0], productMax), clip(design.products[1], productMax)],
      line: angleLine(design.angle, design.language),
      label: chosen.label,
      labels: labelsFor(design.language),
      upper: (text) => text.toLocaleUpperCase(design.language ?? 'en'),
      domain: design.domain ? domainMark(design.domain) || undefined : undefined,
      palette: PALETTES[chosen.palette] ?? (PALETTES[0] as Palette),
      pattern: chosen.pattern,
      rand: chosen.rand,
      picture: design.picture,
    },
  };
}

/** The tree satori draws for one pin. */
export function pinTree(design: PinDesign): Node {
  const { drawing, layout } = drawingOf(design, 48);
  // A word longer than its line (a long model number) breaks rather than running off the pin.
  return h(
    'div',
    { width: PIN_WIDTH, height: PIN_HEIGHT, fontFamily: 'Inter', wordBreak: 'break-word' },
    layout(drawing),
  );
}

/** A tree drawn to a PNG of its size: satori lays it out, resvg rasterises it off the main thread. */
async function rendered(tree: Node, width: number, height: number) {
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: pinFonts(),
  });
  // libuv's pool: a run's three pins render at once.
  const png = await renderAsync(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: 'width', value: width },
  });
  return { png: Buffer.from(png.asPng()), width, height };
}

export function composePin(design: PinDesign): Promise<{ png: Buffer; width: number; height: number }> {
  return rendered(pinTree(design), PIN_WIDTH, PIN_HEIGHT);
}

// --- The landscape featured image (issue 32) -------------------------------------------------------

/** The post's featured image: 1200×628 (1.91:1), what the blog index and social shares show. */
export const FEATURED_WIDTH = 1200;
export const FEATURED_HEIGHT = 628;

/**
 * The featured image's tree: the article's title over the run's picture (cover-cropped under a scrim)
 * or, without one, over the palette and pattern the run's first pin has, with the angle, both products
 * and the blog's mark. Landscape, so an index or a share never crops a slice of a tall pin's text.
 */
export function featuredTree(design: Omit<PinDesign, 'variant'>): Node {
  const { drawing: d } = drawingOf({ ...design, variant: 1 }, 40);
  const p = d.palette;
  const whole = { left: 0, top: 0, width: FEATURED_WIDTH, height: FEATURED_HEIGHT };
  const title = clip(d.title, 100);
  const background = design.picture
    ? [
        pictureLayer(design.picture, whole) as Node,
        shape({
          ...whole,
          backgroundImage: 'linear-gradient(90deg, rgba(0,0,0,0.82), rgba(0,0,0,0.6) 55%, rgba(0,0,0,0.15))',
        }),
      ]
    : [
        shape({
          ...whole,
          background: `linear-gradient(${Math.round(between(d.rand, 110, 160))}deg, ${p.deep}, ${p.deeper} 65%, ${p.ink})`,
        }),
        patternLayer(pattern(d.pattern, d.rand, whole, '#ffffff', p.accent), whole),
      ];
  return h(
    'div',
    {
      width: FEATURED_WIDTH,
      height: FEATURED_HEIGHT,
      position: 'relative',
      fontFamily: 'Inter',
      wordBreak: 'break-word',
      background: p.deeper,
    },
    [
      ...background,
      h(
        'div',
        {
          position: 'absolute',
          ...whole,
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '56px 64px 48px',
        },
        [
          d.line
            ? h(
                'div',
                {
                  alignSelf: 'flex-start',
                  background: p.accent,
                  color: p.onAccent,
                  borderRadius: 12,
                  padding: '10px 22px',
                  fontSize: 28,
                  fontWeight: 800,
                  maxWidth: 900,
                  lineHeight: 1.2,
                },
                d.line,
              )
            : h('div', { fontSize: 28, fontWeight: 800, color: p.accent, letterSpacing: 3 }, d.label),
          titleText(title, fitFontSize(title, { width: 960, height: 250, max: 68, min: 36 }), '#ffffff', 960),
          h('div', { flexDirection: 'column', gap: 14 }, [
            h(
              'div',
              { fontSize: 28, fontWeight: 700, color: 'rgba(255,255,255,0.9)', width: 1000 },
              `${d.products[0]} vs ${d.products[1]}`,
            ),
            footMark(d, { ink: '#ffffff', dot: p.accent }),
          ]),
        ],
      ),
    ],
  );
}

/** The post's landscape featured image as a PNG (1200×628). */
export function composeFeatured(
  design: Omit<PinDesign, 'variant'>,
): Promise<{ png: Buffer; width: number; height: number }> {
  return rendered(featuredTree(design), FEATURED_WIDTH, FEATURED_HEIGHT);
}
