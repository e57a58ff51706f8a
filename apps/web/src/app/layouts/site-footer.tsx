import { paths } from '@aa/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Logo } from '../../components/logo.tsx';
import { Island } from '../../islands/island.tsx';

type FooterItem = { label: string; to?: string; href?: string };

/**
 * The footer's columns. Pages that do not exist yet are listed as plain text marked "soon", never
 * as dead links; the API reference is served by the server, outside the SPA router.
 */
const groups: ReadonlyArray<{ title: string; items: readonly FooterItem[] }> = [
  {
    title: 'footer.product',
    items: [
      { label: 'nav.services', to: paths.services },
      { label: 'nav.pricing', to: paths.pricing },
      { label: 'footer.api', href: '/api/docs' },
      { label: 'footer.documentation' },
    ],
  },
  {
    title: 'footer.company',
    items: [
      { label: 'footer.contact', to: paths.contact },
      { label: 'footer.about' },
      { label: 'footer.blog' },
      { label: 'footer.careers' },
    ],
  },
  {
    title: 'footer.legal',
    items: [
      { label: 'footer.privacy', to: paths.privacy },
      { label: 'footer.terms', to: paths.terms },
      { label: 'footer.cookies', to: paths.cookies },
    ],
  },
];

const socialProfiles = ['X', 'LinkedIn', 'YouTube'] as const;
const linkClass =
  'rounded text-slate-600 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">{t('footer.tagline')}</p>
          <Island name="language">
            <LanguageSwitcher className="mt-4" />
          </Island>
        </div>
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{t(group.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.items.map((item) =>
                item.to ? (
                  <li key={item.label}>
                    <Link to={item.to} className={linkClass}>
                      {t(item.label)}
                    </Link>
                  </li>
                ) : item.href ? (
                  <li key={item.label}>
                    <a href={item.href} className={linkClass}>
                      {t(item.label)}
                    </a>
                  </li>
                ) : (
                  <Placeholder key={item.label} label={t(item.label)} />
                ),
              )}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200">
        {/* Room under the last line: the floating support button has a free corner at the page's end. */}
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-3 px-4 pt-6 pb-24 text-sm text-slate-500 sm:flex-row sm:items-center">
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
