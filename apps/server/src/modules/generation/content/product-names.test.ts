import { describe, expect, it } from 'vitest';
import { shortName } from './product-names.ts';

describe("a product's short name", () => {
  it('is the brand and model of an English or a French listing', () => {
    expect(shortName({ title: 'Sony WF-1000XM5 Truly Wireless Earbuds, Noise Cancelling' })).toBe(
      'Sony WF-1000XM5',
    );
    expect(shortName({ title: 'Sony WH-1000XM5 Casque sans fil à réduction de bruit' })).toBe(
      'Sony WH-1000XM5',
    );
  });

  it('is never cut inside a number written with a decimal comma (issue 33)', () => {
    expect(
      shortName({ title: 'COSORI Pro LE Friteuse sans huile 4,7 L, silencieuse, 9 fonctions de cuisson' }),
    ).toBe('COSORI Pro LE');
    // The quantity after the name is not its model number (the comma used to leave "MAX 9").
    expect(shortName({ title: 'Ninja Foodi MAX 9,5 L Multicuiseur, 15-en-1' })).toBe('Ninja Foodi MAX');
    expect(shortName({ title: 'Anker PowerCore 10,000 mAh Power Bank, USB-C' })).toBe('Anker PowerCore');
  });
});
