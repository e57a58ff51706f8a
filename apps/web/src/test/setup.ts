import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n.ts';

void i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts signed out.
  document.cookie = 'aa_signed_in=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
