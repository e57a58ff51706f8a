import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n, { loadLanguage } from '../lib/i18n.ts';

// French core texts are a lazy chunk in the app; tests switch languages at will.
await loadLanguage('fr');
void i18n.changeLanguage('en');

// The default 1 s for findBy/waitFor is too short when CI runs every project's files on two cores at
// once (a campaign page's delete-then-navigate took longer there once); a real hang still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts signed out.
  document.cookie = 'aa_signed_in=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
