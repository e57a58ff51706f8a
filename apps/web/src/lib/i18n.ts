/**
 * i18next setup, English and French. English is bundled (it is also every missing key's fallback);
 * French core texts are a chunk of their own, fetched only for a French page or a visitor who chose
 * French (`loadLanguage`, awaited by the app before it renders). English texts of PRODUCT.md's messages
 * come straight from `@aa/contracts` (written once); server messages are translated back through
 * that table.
 */
import { messageParts } from '@aa/contracts/message-parts';
import { type MessageKey, Messages } from '@aa/contracts/messages';
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { LANG_STORAGE_KEY, languageOfPath, localizedPath, stripLanguagePrefix } from './public-site.ts';

export { LANG_STORAGE_KEY };
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function detectLanguage(): Language {
  // A public page's URL fixes its language ('/fr/…' French, '/pricing' English): its HTML was
  // prerendered in that language and hydrates with it.
  const fromUrl = languageOfPath(globalThis.location?.pathname ?? '');
  if (fromUrl) return fromUrl;
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browser = globalThis.navigator?.language?.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export const resources = {
  en: { translation: { ...en, messages: Messages } },
} as const;

const languageChunks: Record<Exclude<Language, 'en'>, () => Promise<object>> = {
  fr: async () => {
    const [{ default: texts }, { runMessagesFr }] = await Promise.all([
      import('./locales/fr.json'),
      import('@aa/contracts/run-messages'),
    ]);
    // What a failed run says is in contracts: the server's mails say it too.
    return { ...texts, messages: { ...texts.messages, ...runMessagesFr } };
  },
};
const loadedLanguages = new Set<Language>(['en']);

/** Makes a language's core texts available (feature chunks add their own texts themselves). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || loadedLanguages.has(language)) return;
  const texts = await languageChunks[language]();
  // Deep and without overwriting: feature chunks may have added their French texts already.
  i18n.addResourceBundle(language, 'translation', texts, true, false);
  loadedLanguages.add(language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function changeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice then lasts for this page only.
  }
  // Where the URL fixes the language, the other language is another URL: load it.
  const { pathname, search, hash } = globalThis.location ?? { pathname: '', search: '', hash: '' };
  const urlLanguage = languageOfPath(pathname);
  if (urlLanguage && urlLanguage !== language) {
    globalThis.location.assign(`${localizedPath(stripLanguagePrefix(pathname), language)}${search}${hash}`);
    return;
  }
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
}

const messageKeyByText = new Map<string, MessageKey>(
  (Object.entries(Messages) as Array<[MessageKey, string]>).map(([key, text]) => [text, key]),
);

/**
 * Translates a server or shared message, also one made of several with values (a failed run's reason
 * and what became of its credits); a text we do not know is shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  const key = messageKeyByText.get(message);
  if (key) return t(`messages.${key}`);
  const parts = messageParts(message);
  if (parts.every((part) => 'text' in part)) return message;
  return parts.map((part) => ('text' in part ? part.text : t(`messages.${part.key}`, part.values))).join(' ');
}

export default i18n;
