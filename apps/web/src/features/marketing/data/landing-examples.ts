/**
 * The landing's example pins: sample campaigns from the product templates, drawn by the product's own
 * pin composer (scripts/landing-examples.ts writes them to ../assets/examples/). The page and the
 * script both read this list, so an entry here is an image there. Alt texts live in the locales
 * (`landing.examples.items.<id>`).
 */
export interface LandingExample {
  id: string;
  /** A product template (packages/contracts/src/product-templates.ts) whose two products the pin compares. */
  templateId: string;
  /** The subject the pipeline would have picked: the pin's title. */
  title: string;
  variant: 1 | 2 | 3;
}

export const LANDING_EXAMPLES: readonly LandingExample[] = [
  {
    id: 'earbuds',
    templateId: 'earbuds-airpods-pro-2-vs-sony-wf-1000xm5',
    title: 'AirPods Pro 2 or Sony WF-1000XM5: which earbuds are worth it?',
    variant: 2,
  },
  {
    id: 'air-fryers',
    templateId: 'air-fryers-ninja-af101-vs-cosori-pro',
    title: 'Ninja or COSORI: the air fryer for a busy family',
    variant: 1,
  },
  {
    id: 'ereaders',
    templateId: 'ereaders-kindle-paperwhite-vs-kobo-clara',
    title: 'Kindle Paperwhite vs Kobo Clara 2E for everyday reading',
    variant: 3,
  },
  {
    id: 'robot-vacuums',
    templateId: 'robot-vacuums-roomba-694-vs-eufy-11s',
    title: 'Budget robot vacuums: Roomba 694 or eufy 11S?',
    variant: 2,
  },
  {
    id: 'coffee',
    templateId: 'coffee-keurig-k-mini-vs-nespresso-vertuo-next',
    title: 'Small-kitchen coffee: Keurig K-Mini or Nespresso Vertuo Next',
    variant: 1,
  },
  {
    id: 'smart-speakers',
    templateId: 'smart-speakers-echo-dot-vs-nest-mini',
    title: 'Echo Dot or Nest Mini: the smart speaker to start with',
    variant: 3,
  },
];

/** The widths each pin is written at (2:3, so heights are 1.5×): thumbnail and full size. */
export const EXAMPLE_WIDTHS = [400, 800] as const;
export const EXAMPLE_FORMATS = ['avif', 'webp'] as const;

export const exampleHeight = (width: number) => width * 1.5;
export const exampleFileName = (id: string, width: number, format: string) => `${id}-${width}.${format}`;
