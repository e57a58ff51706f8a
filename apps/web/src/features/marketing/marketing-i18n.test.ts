import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { cookiesContent } from './legal/cookies-content.ts';
import type { LegalContent } from './legal/legal-document.ts';
import { privacyContent } from './legal/privacy-content.ts';
import { termsContent } from './legal/terms-content.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import './marketing-i18n.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('public pages texts', () => {
  it('French has every English key and no other', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('are registered at once, in both languages, beside the app-wide texts', () => {
    expect(i18n.getFixedT('en')('landing.hero.titleAccent')).toBe('3 clicks');
    expect(i18n.getFixedT('fr')('landing.hero.titleAccent')).toBe('3 clics');
    expect(i18n.getFixedT('fr')('nav.services')).toBe('Services');
  });
});

describe.each([
  ['privacy', privacyContent],
  ['terms', termsContent],
  ['cookies', cookiesContent],
] as const)('the %s page content', (_name, content: LegalContent) => {
  it('has the same sections in English and French', () => {
    const shape = (language: 'en' | 'fr') =>
      content[language].sections.map((section) => [
        section.id,
        section.paragraphs?.length ?? 0,
        section.items?.length ?? 0,
        section.table?.map((row) => row.length) ?? [],
      ]);
    expect(shape('fr')).toEqual(shape('en'));
    // Cookie and storage names are the same words in both languages.
    const names = (language: 'en' | 'fr') =>
      content[language].sections.flatMap((section) => section.table?.slice(1).map((row) => row[0]) ?? []);
    expect(names('fr')).toEqual(names('en'));
  });
});

describe('the legal texts', () => {
  it('name the processors, the deletion route and the affiliate disclosure', () => {
    const privacy = JSON.stringify(privacyContent.en);
    for (const word of ['Stripe', 'AI provider', 'email provider', 'hosting', 'encrypted', 'deleted']) {
      expect(privacy).toContain(word);
    }
    expect(JSON.stringify(termsContent.en)).toContain(
      'as an Amazon Associate, you earn from qualifying purchases',
    );
    expect(cookiesContent.en.sections[0]?.table?.map((row) => row[0])).toEqual([
      'Name',
      'aa_session',
      'aa_signed_in',
      'aa_device',
      'aa_google_flow',
      'aa_google_link',
    ]);
  });
});
