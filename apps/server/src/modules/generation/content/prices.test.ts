/**
 * The one price pattern of the renderer and the post check: every store's way of writing a price is
 * one, and words that only look like a currency code in lower case ("Try 2 weeks") are not.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { findPrice, replacePrices } from './prices.ts';

describe('findPrice', () => {
  it("finds a price as each store's country writes it", () => {
    for (const price of [
      '$19.99',
      'US$ 20',
      '19,99 €',
      '€1.299,00',
      '£1,299.00',
      '49£',
      '¥12,800',
      '12,800円',
      '12 800 円',
      '₹1,999',
      '₺499',
      '1 299 kr',
      '1\u00a0299\u00a0kr',
      '49,90 zł',
      'R$ 199',
      'AED 99',
      'SAR 149',
      'INR 4',
      '20 EUR',
      '2 USD',
      '20 dollars',
      '20 Dollars',
      '20 EUROS',
    ])
      expect(findPrice(`Today it costs ${price} on Amazon.`), price).toBe(price);
  });

  it('takes no lower-case word for a currency code, nor a code stuck to letters', () => {
    for (const text of [
      'Try 2 weeks before deciding.',
      'Try 2',
      'The inr 4 setting.',
      'A hub with 2 usd ports and 1 aed port.',
      'Sar 3 is a mode.',
      'Eur 2 model',
      'Export to CAD 3D files.',
      'It weighs 2 pounds and has 3 ports.',
      'Model B0D1X99 and WF-1000XM5.',
    ])
      expect(findPrice(text), text).toBeUndefined();
  });
});

describe('the pattern on text built to be slow', () => {
  it('reads long runs of digits and groups in time linear in their length', () => {
    const hostile = [
      `1${',111'.repeat(100_000)} x`,
      `1${'.111'.repeat(100_000)}`,
      `${'1 '.repeat(200_000)}k`,
      '9'.repeat(400_000),
      `$${'1,'.repeat(200_000)}`,
      `${'1,1'.repeat(130_000)} usd`,
    ];
    for (const text of hostile) {
      const started = performance.now();
      findPrice(text);
      replacePrices(text, 'PRICE');
      // The quadratic pattern took 38 s on the first; linear, each takes milliseconds.
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(1_000);
    }
    // Still a price, however long its groups run.
    expect(findPrice(`It was $1${',111'.repeat(100_000)}`)).toMatch(/^\$1,111,111/);
  });
});

describe('replacePrices', () => {
  it('replaces every price whole, and takes the words as they are', () => {
    expect(replacePrices('From R$ 199 to R$ 1.299,00, or 49£.', 'PRICE')).toBe(
      'From PRICE to PRICE, or PRICE.',
    );
    expect(replacePrices('Only $5', '$& now')).toBe('Only $& now');
  });

  it('finds the prices of a text again after a replacement (no state kept between calls)', () => {
    expect(replacePrices('$5 and $6', 'x')).toBe('x and x');
    expect(findPrice('$5 and $6')).toBe('$5');
    expect(findPrice('$5 and $6')).toBe('$5');
  });
});
