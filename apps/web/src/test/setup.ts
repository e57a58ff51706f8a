import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n, { loadLanguage } from '../lib/i18n.ts';

// French core texts are a lazy chunk in the app; tests switch languages at will.
await loadLanguage('fr');
void i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts signed out.
  document.cookie = 'aa_signed_in=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
