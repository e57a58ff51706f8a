import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n.ts';

void i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
