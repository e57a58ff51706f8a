import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import './setup-i18n.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('setup texts', () => {
  it('French has every English key', () => {
    const french = new Set(keys(fr));
    expect(keys(en).filter((key) => !french.has(key))).toEqual([]);
  });

  it('are registered next to the app-wide texts, in both languages', () => {
    expect(i18n.getFixedT('en')('platforms.subtitle')).toBe(
      'Connect your accounts to automate your affiliate marketing',
    );
    expect(i18n.getFixedT('fr')('platforms.subtitle')).toMatch(/^Connectez vos comptes/);
    expect(i18n.getFixedT('en')('dashboard.nav.setup')).toBe('Platform Setup');
  });
});
