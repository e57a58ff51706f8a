import { amazonCatalogue } from '@aa/sandbox/amazon/catalogue';
import { describe, expect, it } from 'vitest';
import { shortName } from './offline-writer.ts';

describe('short product names', () => {
  it('keep the brand and model of a listing title', () => {
    const names = Object.fromEntries(amazonCatalogue.map((product) => [product.asin, shortName(product)]));
    expect(names).toMatchObject({
      B0D1XD1ZV3: 'Apple AirPods Pro 2',
      B0C33XXS56: 'Sony WF-1000XM5',
      B08KTZ8249: 'Kindle Paperwhite',
      B07FDJMC9Q: 'Ninja AF101',
      B00FLYWNYQ: 'Instant Pot Duo 7-in-1',
      B09B8V1LZ3: 'Echo Dot',
      B003UKM9CO: 'Oral-B Pro 1000',
      B07QBPDWLS: 'Keychron K2',
    });
    for (const name of Object.values(names)) expect(name.length).toBeLessThanOrEqual(40);
  });
});
