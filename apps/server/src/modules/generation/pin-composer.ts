/**
 * The pin composer (PRODUCT.md §11): 1000×1500 (2:3) PNG pins with a readable title overlay, drawn with
 * satori (layout → SVG) and resvg (SVG → PNG) from the subject and the two products, in three
 * designs so a run's three pins differ. Fonts ship with the app (Inter), so output does not depend on
 * the machine.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';

export const PIN_WIDTH = 1000;
export const PIN_HEIGHT = 1500;

export interface PinDesign {
  title: string;
  products: [string, string];
  variant: 1 | 2 | 3;
  /** A small label at the bottom (the blog's name). */
  brandLabel?: string;
}

type Node = {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
};
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children },
});

let fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[] | undefined;
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (weight: number) =>
      readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    fonts = ([400, 700, 800] as const).map((weight) => ({
      name: 'Inter',
      data: file(weight),
      weight,
      style: 'normal' as const,
    }));
  }
  return fonts;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
const titleSize = (title: string) => (title.length <= 40 ? 88 : title.length <= 70 ? 72 : 60);

const PALETTES = [
  { from: '#4f46e5', to: '#7c3aed', accent: '#fbbf24', ink: '#111827' },
  { from: '#0f766e', to: '#0e7490', accent: '#fde68a', ink: '#0f172a' },
  { from: '#be123c', to: '#9333ea', accent: '#fef3c7', ink: '#1f2937' },
] as const;

function footer(label: string, color: string) {
  return h(
    'div',
    { fontSize: 30, color, fontWeight: 700, letterSpacing: 2, justifyContent: 'center', width: 840 },
    label.toUpperCase(),
  );
}

function splitDesign({ title, products, brandLabel }: PinDesign): Node {
  const p = PALETTES[0];
  const band = (name: string, background: string) =>
    h(
      'div',
      { flex: 1, background, alignItems: 'center', justifyContent: 'center', padding: 60 },
      h(
        'div',
        {
          fontSize: 64,
          fontWeight: 800,
          color: '#ffffff',
          textAlign: 'center',
          width: 860,
          justifyContent: 'center',
        },
        clip(name, 48),
      ),
    );
  return h(
    'div',
    {
      width: PIN_WIDTH,
      height: PIN_HEIGHT,
      flexDirection: 'column',
      background: '#f8fafc',
      fontFamily: 'Inter',
    },
    [
      h('div', { flexDirection: 'column', height: 900, position: 'relative' }, [
        band(products[0], `linear-gradient(135deg, ${p.from}, ${p.to})`),
        band(products[1], `linear-gradient(135deg, ${p.to}, ${p.ink})`),
        h(
          'div',
          {
            position: 'absolute',
            left: 410,
            top: 360,
            width: 180,
            height: 180,
            borderRadius: 90,
            background: p.accent,
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 72,
            fontWeight: 800,
            color: p.ink,
            border: '10px solid #ffffff',
          },
          'VS',
        ),
      ]),
      h(
        'div',
        { flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: '60px 70px 50px' },
        [
          h(
            'div',
            { fontSize: titleSize(title) * 0.9, fontWeight: 800, color: p.ink, lineHeight: 1.15, width: 860 },
            clip(title, 100),
          ),
          footer(brandLabel ?? 'Honest comparison · pros & cons · verdict', '#475569'),
        ],
      ),
    ],
  );
}

function headlineDesign({ title, products, brandLabel }: PinDesign): Node {
  const p = PALETTES[1];
  const chip = (name: string) =>
    h(
      'div',
      {
        background: 'rgba(255,255,255,0.16)',
        border: '3px solid rgba(255,255,255,0.5)',
        borderRadius: 999,
        padding: '18px 36px',
        fontSize: 38,
        fontWeight: 700,
        color: '#ffffff',
        maxWidth: 820,
      },
      clip(name, 40),
    );
  // Padding on the root would widen it past the pin (satori sizes the content box): an inner frame has it.
  return h(
    'div',
    {
      width: PIN_WIDTH,
      height: PIN_HEIGHT,
      background: `linear-gradient(160deg, ${p.from}, ${p.to} 55%, ${p.ink})`,
      fontFamily: 'Inter',
    },
    h(
      'div',
      { flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: '110px 80px 70px' },
      [
        h(
          'div',
          { fontSize: 34, fontWeight: 700, color: p.accent, letterSpacing: 4 },
          'WHICH ONE SHOULD YOU BUY?',
        ),
        h(
          'div',
          {
            width: 736,
            background: '#ffffff',
            borderRadius: 36,
            padding: '56px 52px',
            borderBottom: `14px solid ${p.accent}`,
          },
          h(
            'div',
            { fontSize: titleSize(title), fontWeight: 800, color: p.ink, lineHeight: 1.12, width: 736 },
            clip(title, 100),
          ),
        ),
        h('div', { flexDirection: 'column', gap: 22, alignItems: 'flex-start' }, [
          chip(products[0]),
          h('div', { fontSize: 40, fontWeight: 800, color: p.accent, paddingLeft: 24 }, 'vs'),
          chip(products[1]),
        ]),
        footer(brandLabel ?? 'Read the full comparison', 'rgba(255,255,255,0.85)'),
      ],
    ),
  );
}

function checklistDesign({ title, products, brandLabel }: PinDesign): Node {
  const p = PALETTES[2];
  const row = (text: string) =>
    h('div', { alignItems: 'center', gap: 28, fontSize: 44, fontWeight: 700, color: p.ink }, [
      h(
        'div',
        {
          width: 64,
          height: 64,
          borderRadius: 18,
          background: p.from,
          alignItems: 'center',
          justifyContent: 'center',
        },
        // A drawn check mark: the bundled font subset has no ✓.
        h('div', {
          width: 18,
          height: 34,
          borderRight: '7px solid #ffffff',
          borderBottom: '7px solid #ffffff',
          transform: 'rotate(45deg)',
          marginTop: -8,
        }),
      ),
      h('div', { width: 700 }, text),
    ]);
  return h(
    'div',
    {
      width: PIN_WIDTH,
      height: PIN_HEIGHT,
      flexDirection: 'column',
      background: p.accent,
      fontFamily: 'Inter',
    },
    [
      h(
        'div',
        {
          flexDirection: 'column',
          background: `linear-gradient(135deg, ${p.from}, ${p.to})`,
          padding: '100px 80px 80px',
          gap: 30,
        },
        [
          h('div', { fontSize: 36, fontWeight: 700, color: '#fde68a', letterSpacing: 3 }, 'BUYING GUIDE'),
          h(
            'div',
            { fontSize: titleSize(title), fontWeight: 800, color: '#ffffff', lineHeight: 1.12, width: 840 },
            clip(title, 100),
          ),
        ],
      ),
      h(
        'div',
        { flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: '80px 80px 60px' },
        [
          h('div', { flexDirection: 'column', gap: 40 }, [
            row(`${clip(products[0], 34)} vs ${clip(products[1], 34)}`),
            row('Side-by-side comparison table'),
            row('Pros and cons of each'),
            row('Our verdict: who should buy which'),
          ]),
          footer(brandLabel ?? 'Save this pin for later', '#7c2d12'),
        ],
      ),
    ],
  );
}

const DESIGNS = { 1: splitDesign, 2: headlineDesign, 3: checklistDesign } as const;

export async function composePin(design: PinDesign): Promise<{ png: Buffer; width: number; height: number }> {
  const svg = await satori(DESIGNS[design.variant](design) as unknown as Parameters<typeof satori>[0], {
    width: PIN_WIDTH,
    height: PIN_HEIGHT,
    fonts: loadFonts(),
  });
  // Rasterised off the main thread (libuv's pool): a run's three pins render at once.
  const rendered = await renderAsync(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: 'width', value: PIN_WIDTH },
  });
  const png = rendered.asPng();
  return { png: Buffer.from(png), width: PIN_WIDTH, height: PIN_HEIGHT };
}
