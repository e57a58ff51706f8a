/**
 * A manufacturer's page read for facts (issue 29), on three shapes real makers' sites use, saved as
 * fixtures: a shop page whose Product sits in a JSON-LD @graph, a spec-table page, and a page whose
 * specs are a definition list with an og:description. Prices and navigation never become facts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_FACTS, parseManufacturerPage } from './manufacturer-page.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('a manufacturer’s page', () => {
  it('gives a shop page’s JSON-LD Product: its specs with their units, then its description’s sentences', () => {
    const page = parseManufacturerPage(fixture('shop-json-ld.html'));
    expect(page.title).toBe('Pro LE Air Fryer, 5-Quart');
    expect(page.facts).toEqual([
      'Capacity: 5 quarts',
      'Temperature Range: 170°F–400°F',
      'Noise Level: Under 53 dB',
      'Cook with up to 85% less oil than deep frying.',
      'The square basket fits a whole 4 lb chicken.',
      'Shake reminders tell you when to turn your food & the app sends recipes.',
    ]);
  });

  it('gives a spec table’s rows (th or td labels), skipping rows that are not a label and a value', () => {
    const page = parseManufacturerPage(fixture('spec-table.html'));
    expect(page.title).toBe('WH-1000XM5 Wireless Noise Canceling Headphones');
    expect(page.facts.slice(0, 6)).toEqual([
      'Battery Life (Continuous Music Playback Time): Max. 30 hrs (NC ON), Max. 40 hrs (NC OFF)',
      'Battery Charge Time: Approx. 3.5 hrs',
      'Quick Charging: Yes (3 min charge for 3 hrs of playback)',
      'Weight: Approx. 250 g',
      'Noise Canceling: Yes',
      'Multipoint Connection: Yes',
    ]);
    expect(page.facts).toContain('Industry-leading noise canceling with eight microphones.');
    expect(page.facts.join(' ')).not.toMatch(/Help Guide|4\.6 out of 5|Support/);
  });

  it('gives a definition list’s terms and the og:description, never the shop’s banners', () => {
    const page = parseManufacturerPage(fixture('definition-list.html'));
    expect(page.title).toBe('vívosmart® 5');
    expect(page.facts).toEqual([
      'Battery life: Smartwatch mode: up to 7 days',
      'Water rating: 5 ATM',
      'Display type: grayscale OLED',
      'Lens material: polycarbonate',
      'A fitness tracker with a bigger, easier-to-read display.',
      'Body Battery energy monitoring helps you plan your day.',
      'Smart notifications arrive on your wrist.',
    ]);
  });

  it('gives nothing for a page without specs or description, and at most MAX_FACTS for a long sheet', () => {
    expect(parseManufacturerPage('<html><body><h1>Sorry, this page moved</h1></body></html>').facts).toEqual(
      [],
    );
    const rows = Array.from({ length: 40 }, (_, n) => `<tr><th>Spec ${n}</th><td>Value ${n}</td></tr>`).join(
      '',
    );
    expect(parseManufacturerPage(`<table>${rows}</table>`).facts).toHaveLength(MAX_FACTS);
  });

  it('reads JSON-LD that is not JSON, or says nothing of a Product, as no JSON-LD', () => {
    const page = parseManufacturerPage(
      '<script type="application/ld+json">{not json</script><script type="application/ld+json">{"@type":"WebSite","name":"x"}</script><dl><dt>Weight</dt><dd>1 kg</dd></dl>',
    );
    expect(page.facts).toEqual(['Weight: 1 kg']);
  });
});
