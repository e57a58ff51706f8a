import { describe, expect, it } from 'vitest';
import { verdictContradictions } from './contradictions.ts';

const EARBUDS = ['Apple AirPods Pro 2', 'Sony WF-1000XM5'] as const;
const AIR_FRYERS = ['Ninja AF101', 'COSORI Pro LE'] as const;

describe('self-contradicting verdicts', () => {
  it('finds an exclusive claim about a topic the other product was just recommended for', () => {
    const found = verdictContradictions(
      'For a work-from-home day, Apple AirPods Pro 2 is the pick if your calls need Active Noise Cancellation; Sony WF-1000XM5 if they need the bone conduction sensor. Only Sony WF-1000XM5 makes calls part of its case.',
      EARBUDS,
      'en',
    );
    expect(found.map((one) => one.rule)).toEqual(['exclusive']);
    expect(found[0]?.sentences[1]).toBe('Only Sony WF-1000XM5 makes calls part of its case.');
  });

  it('finds a tie and an edge in one verdict, and the edge given to both, in English and French', () => {
    expect(
      verdictContradictions(
        'For the long run, neither pulls clearly ahead on paper. Ninja AF101 has the edge on its basket.',
        AIR_FRYERS,
        'en',
      ).map((one) => one.rule),
    ).toEqual(['tie-and-edge']);
    expect(
      verdictContradictions(
        'Pour le calme, la Ninja AF101 a l’avantage. Sur la cuisson, la COSORI Pro LE l’emporte.',
        AIR_FRYERS,
        'fr',
      ).map((one) => one.rule),
    ).toEqual(['both-ahead']);
    expect(
      verdictContradictions(
        'Pour durer, les deux se valent d’après leurs fiches. La Ninja AF101 part favori.',
        AIR_FRYERS,
        'fr',
      ).map((one) => one.rule),
    ).toEqual(['tie-and-edge']);
  });

  it('lets a verdict that sends each product to its own reader stand', () => {
    for (const verdict of [
      'For a work-from-home day full of calls, Sony WF-1000XM5 is the pick: its listing is the only one of the two to make calls part of its case. Apple AirPods Pro 2 suits work days built around Active Noise Cancellation.',
      'For everyday life, Apple AirPods Pro 2 is the pick if you reach for Active Noise Cancellation most, and Sony WF-1000XM5 if you reach for up to 8 hours per charge.',
      'As an upgrade, Sony WF-1000XM5 is the bigger leap, led by up to 8 hours per charge. Apple AirPods Pro 2 is the smaller, easier change.',
    ])
      expect(verdictContradictions(verdict, EARBUDS, 'en'), verdict).toEqual([]);
    expect(
      verdictContradictions(
        'Seule la fiche de la COSORI Pro LE donne un niveau sonore. La Ninja AF101 convient à qui veut une plage de 105 à 400 °F.',
        AIR_FRYERS,
        'fr',
      ),
    ).toEqual([]);
  });
});
