import { appPath, paths } from '@aa/contracts/routes';
import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CreditsCounter } from '../../components/credits/credits-counter.tsx';
import { Logo } from '../../components/logo.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useCredits } from '../../lib/credits.tsx';
import { useAuth } from '../../lib/session.tsx';

const signInPath = appPath(paths.auth, { mode: 'login' });
const signUpPath = appPath(paths.auth, { mode: 'signup' });

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
    isActive ? 'text-indigo-700' : 'text-slate-600 hover:text-slate-900',
  );

export function SiteNavbar() {
  const { t } = useTranslation();
  const { user, loading, logout } = useAuth();
  const { credits } = useCredits();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The mobile menu closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  // Esc closes the mobile menu and gives focus back to its toggle.
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (user && location.pathname.startsWith(paths.dashboard)) return null;

  const links = (
    <>
      <NavLink to={paths.services} className={navLinkClass}>
        {t('nav.services')}
      </NavLink>
      <NavLink to={paths.pricing} className={navLinkClass}>
        {t('nav.pricing')}
      </NavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        // From md up, three columns with the links in the middle one: they stay put whatever the
        // right-hand group holds (signed out, then the account's once the session is known).
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:grid md:grid-cols-[1fr_auto_1fr]"
      >
        <Link
          to={paths.home}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 md:justify-self-start"
        >
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 md:flex">{links}</div>
        <div className="hidden items-center gap-3 md:flex md:justify-self-end">
          {loading ? (
            <Spinner size="sm" className="text-indigo-600" />
          ) : user ? (
            <>
              <CreditsCounter credits={credits} />
              <Link to={paths.aiAgent} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
                {t('nav.dashboard')}
              </Link>
              <Button variant="ghost" size="sm" onClick={() => void logout()}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <>
              <Link to={signInPath} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                {t('nav.login')}
              </Link>
              <Link to={signUpPath} className={buttonVariants({ size: 'sm' })}>
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      {menuOpen ? (
        // A link to the page already shown changes no route: close on any link click too.
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation of the links' own clicks
        <div
          id="mobile-menu"
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
        >
          <div className="flex flex-col">{links}</div>
          <div className="mt-3 border-t border-slate-200 pt-3">
            {loading ? (
              <Spinner size="sm" className="text-indigo-600" />
            ) : user ? (
              <div className="space-y-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {user.firstName} {user.lastName}
                  </p>
                  <p className="truncate text-sm text-slate-500">{user.email}</p>
                </div>
                <CreditsCounter credits={credits} />
                <div className="flex flex-col gap-2">
                  <Link to={paths.aiAgent} className={buttonVariants({ variant: 'secondary' })}>
                    <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
                    {t('nav.dashboard')}
                  </Link>
                  <Button variant="outline" onClick={() => void logout()}>
                    <LogOut className="h-4 w-4" aria-hidden="true" />
                    {t('nav.logout')}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-col gap-2">
                <Link to={signInPath} className={buttonVariants({ variant: 'outline' })}>
                  {t('nav.login')}
                </Link>
                <Link to={signUpPath} className={buttonVariants()}>
                  {t('nav.signUp')}
                </Link>
              </div>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}
