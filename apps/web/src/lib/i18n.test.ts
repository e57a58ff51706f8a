import { Messages } from '@aa/contracts/messages';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('French has every English key, and every shared message', () => {
    const french = new Set(keys(fr));
    expect(keys(en).filter((key) => !french.has(key))).toEqual([]);
    expect(Object.keys(Messages).filter((key) => !french.has(`messages.${key}`))).toEqual([]);
  });
});
