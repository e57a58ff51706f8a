import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { changeLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n.ts';

/** EN / FR toggle; the choice is kept in localStorage ('lang'). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={cn('inline-flex items-center gap-1 rounded-lg bg-slate-100 p-0.5', className)}>
      <legend className="sr-only">{t('language.label')}</legend>
      {SUPPORTED_LANGUAGES.map((language) => {
        const active = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            onClick={() => changeLanguage(language)}
            aria-pressed={active}
            lang={language}
            title={t(`language.${language}`)}
            className={cn(
              'rounded-md px-2 py-1 text-xs font-semibold uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
              active ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-800',
            )}
          >
            {language}
          </button>
        );
      })}
    </fieldset>
  );
}
