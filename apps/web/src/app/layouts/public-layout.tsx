import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SupportWidget } from '../../components/support-widget/support-widget.tsx';
import { Island } from '../../islands/island.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';

/** Navbar, page, footer: the frame of the public pages. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <Island name="navbar">
        <SiteNavbar />
      </Island>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <Island name="support">
        <SupportWidget />
      </Island>
    </div>
  );
}
