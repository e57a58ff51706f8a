import { describe, expect, it } from 'vitest';
import { parseCampaignImport } from './campaign-import.ts';

describe('parseCampaignImport', () => {
  it('reads semicolons, tabs or commas, skips a header and blank lines, trims cells', () => {
    for (const separator of [';', '\t', ',']) {
      const text = [
        ['name', 'product 1 URL', 'product 2 URL'].join(separator),
        '',
        [' Earbuds ', 'https://a/dp/1', 'https://a/dp/2', '', '3'].join(separator),
      ].join('\r\n');
      expect(parseCampaignImport(text)).toEqual([
        {
          line: 3,
          cells: { name: 'Earbuds', product1Url: 'https://a/dp/1', product2Url: 'https://a/dp/2', runs: '3' },
        },
      ]);
    }
  });

  it('keeps a quoted separator, doubled quotes and a line break in a quoted cell, and counts lines', () => {
    const text = '\uFEFF"Loud; ""big"" speakers";u1;u2;;;;;;"one\nnote | two"\nNext;u3;u4';
    expect(parseCampaignImport(text)).toEqual([
      {
        line: 1,
        cells: {
          name: 'Loud; "big" speakers',
          product1Url: 'u1',
          product2Url: 'u2',
          notes: 'one\nnote | two',
        },
      },
      { line: 3, cells: { name: 'Next', product1Url: 'u3', product2Url: 'u4' } },
    ]);
  });

  it('takes a first line that is not a header as a campaign, and a French header as one', () => {
    expect(parseCampaignImport('A;u1;u2')).toHaveLength(1);
    expect(parseCampaignImport('Nom de la campagne;URL 1;URL 2\nA;u1;u2')).toHaveLength(1);
  });
});
