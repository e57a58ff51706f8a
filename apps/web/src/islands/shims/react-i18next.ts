/**
 * `react-i18next` in the islands' build (vite.islands.config.ts): the same `useTranslation`, over the
 * texts the page carries (../texts.ts) instead of i18next, which the visitor's page does not need.
 */
import { islandLanguage, type TOptions, translate } from '../texts.ts';

const i18n = {
  get language() {
    return islandLanguage();
  },
  get resolvedLanguage() {
    return islandLanguage();
  },
};

export function useTranslation() {
  return { t: (key: string, options?: TOptions) => translate(key, options), i18n, ready: true } as const;
}
