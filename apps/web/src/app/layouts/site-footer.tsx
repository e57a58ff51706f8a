import { paths } from '@aa/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Logo } from '../../components/logo.tsx';

/** Pages that do not exist yet are listed as plain text, marked "soon", never as dead links. */
const placeholderGroups = [
  { title: 'footer.resources', items: ['footer.documentation'] },
  { title: 'footer.company', items: ['footer.about', 'footer.blog', 'footer.careers', 'footer.contact'] },
  { title: 'footer.legal', items: ['footer.privacy', 'footer.terms', 'footer.cookies'] },
] as const;

const socialProfiles = ['X', 'LinkedIn', 'YouTube'] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">{t('footer.tagline')}</p>
          <LanguageSwitcher className="mt-4" />
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t('footer.product')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to={paths.services} className="text-slate-600 hover:text-indigo-600">
                {t('nav.services')}
              </Link>
            </li>
            <li>
              <Link to={paths.pricing} className="text-slate-600 hover:text-indigo-600">
                {t('nav.pricing')}
              </Link>
            </li>
            <li>
              {/* The API reference exists (served by the server, outside the SPA router). */}
              <a href="/api/docs" className="text-slate-600 hover:text-indigo-600">
                {t('footer.api')}
              </a>
            </li>
            {placeholderGroups[0].items.map((item) => (
              <Placeholder key={item} label={t(item)} />
            ))}
          </ul>
        </div>
        {placeholderGroups.slice(1).map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.items.map((item) => (
                <Placeholder key={item} label={t(item)} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center">
          <p>{t('footer.copyright')}</p>
          <ul className="flex gap-4" aria-label={t('footer.social')}>
            {socialProfiles.map((name) => (
              <Placeholder key={name} label={name} />
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function Placeholder({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <li className="text-slate-500">
      {label} <span className="text-xs">({t('common.soon')})</span>
    </li>
  );
}
