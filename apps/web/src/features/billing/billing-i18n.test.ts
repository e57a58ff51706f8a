import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import './billing-i18n.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('buy page texts', () => {
  it('French has every English key', () => {
    const french = new Set(keys(fr));
    expect(keys(en).filter((key) => !french.has(key))).toEqual([]);
  });

  it('are registered next to the app-wide texts, in both languages', () => {
    expect(i18n.getFixedT('en')('billing.headline')).toBe('Automated Passive Income');
    expect(i18n.getFixedT('fr')('billing.headline')).toBe('Revenus passifs automatisés');
    expect(i18n.getFixedT('en')('pricing.plans.growth.name')).toBe('Growth Accelerator');
  });
});
