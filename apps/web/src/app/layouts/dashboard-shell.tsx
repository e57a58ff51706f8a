/**
 * The signed-in frame: collapsible sidebar (an overlay with backdrop on small screens, Esc closes),
 * AI credits card, navigation, and a top bar with the section, credits, last sync and user menu.
 */
import { paths } from '@aa/contracts/routes';
import {
  Check,
  CreditCard,
  Languages,
  LogOut,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Receipt,
  RefreshCw,
  UserRound,
  X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { AiCreditsCard } from '../../components/credits/ai-credits-card.tsx';
import { CreditsCounter } from '../../components/credits/credits-counter.tsx';
import { Logo } from '../../components/logo.tsx';
import { SupportWidget } from '../../components/support-widget/support-widget.tsx';
import {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownSeparator,
  DropdownTrigger,
} from '../../components/ui/dropdown.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { OnboardingTour } from '../../features/setup/onboarding-tour.tsx';
import { useOpenBillingPortal } from '../../lib/billing-api.ts';
import { cn } from '../../lib/cn.ts';
import { useCredits, useCreditsAutoRefresh } from '../../lib/credits.tsx';
import { formatRelativeTime, initials } from '../../lib/format.ts';
import { changeLanguage, SUPPORTED_LANGUAGES } from '../../lib/i18n.ts';
import { type User, useAuth } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { dashboardExtraSections, dashboardNav } from './dashboard-nav.ts';

const LAST_SYNC_TICK_MS = 30_000;

export default function DashboardShell() {
  const { t } = useTranslation();
  const { user, updatedAt: userUpdatedAt } = useAuth();
  const { credits, loading: creditsLoading, updatedAt: creditsUpdatedAt } = useCredits();
  useCreditsAutoRefresh();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the mobile sidebar
  useEffect(() => setMobileOpen(false), [location.pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const section = [...dashboardNav, ...dashboardExtraSections].find((item) =>
    location.pathname.startsWith(item.href),
  );
  const lastSync = Math.max(userUpdatedAt, creditsUpdatedAt);
  const sectionName = section ? t(section.name) : '';
  useDocumentTitle(sectionName || t('dashboard.title'));

  if (!user) return null;

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      {mobileOpen ? (
        <button
          type="button"
          aria-label={t('dashboard.closeSidebar')}
          className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-sm lg:hidden"
          onClick={() => setMobileOpen(false)}
        />
      ) : null}
      <aside
        id="dashboard-sidebar"
        aria-label={t('dashboard.sidebar')}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-slate-200 bg-white transition-transform duration-200 lg:translate-x-0',
          mobileOpen ? 'translate-x-0' : '-translate-x-full',
          collapsed && 'lg:w-20',
        )}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-slate-200 px-4">
          <Link
            to={paths.generatedContent}
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Logo compact={collapsed} className={cn(collapsed && 'lg:[&>span]:sr-only')} />
          </Link>
          <button
            type="button"
            onClick={() => setMobileOpen(false)}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 lg:hidden"
            aria-label={t('dashboard.closeSidebar')}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          {collapsed ? null : <AiCreditsCard credits={credits} loading={creditsLoading} />}
          <nav aria-label={t('dashboard.navigation')} className={cn(!collapsed && 'mt-6')}>
            <ul className="space-y-1">
              {dashboardNav.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    title={collapsed ? t(item.name) : undefined}
                    className={({ isActive }) =>
                      cn(
                        'group flex items-start gap-3 rounded-xl px-3 py-2.5 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                        isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100',
                        collapsed && 'lg:justify-center',
                      )
                    }
                  >
                    <item.icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                    <span className={cn('min-w-0 flex-1', collapsed && 'lg:sr-only')}>
                      <span className="flex items-center gap-2 text-sm font-medium">
                        {t(item.name)}
                        {item.badge ? (
                          <span className="rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 px-1.5 py-0.5 text-[10px] font-bold text-white">
                            {item.badge}
                          </span>
                        ) : null}
                      </span>
                      <span className="block text-xs text-slate-600">{t(item.description)}</span>
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="hidden border-t border-slate-200 p-3 lg:block">
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-pressed={collapsed}
            className="flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {collapsed ? (
              <PanelLeftOpen className="h-4 w-4" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="h-4 w-4" aria-hidden="true" />
            )}
            <span className={cn(collapsed && 'sr-only')}>
              {collapsed ? t('dashboard.expand') : t('dashboard.collapse')}
            </span>
          </button>
        </div>
      </aside>

      <div
        className={cn(
          'flex min-h-screen flex-col transition-[padding] duration-200',
          collapsed ? 'lg:pl-20' : 'lg:pl-72',
        )}
      >
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setMobileOpen(true)}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 lg:hidden"
            aria-label={t('dashboard.openSidebar')}
            aria-expanded={mobileOpen}
            aria-controls="dashboard-sidebar"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </button>
          {/* The section's name is the page's heading: pages do not repeat it below. */}
          <div className="min-w-0 flex-1">
            <h1 className="line-clamp-2 text-sm leading-tight font-semibold text-slate-900 sm:truncate sm:text-base">
              {sectionName}
            </h1>
            <p className="hidden truncate text-xs text-slate-500 sm:block">
              {section ? t(section.description) : ''}
            </p>
          </div>
          <LastSync at={lastSync} />
          <CreditsCounter credits={credits} className="shrink-0" compact />
          <UserMenu user={user} />
        </header>
        {/* Room at the bottom: the support button has a free corner at the end of every page. */}
        <main id="main" tabIndex={-1} className="flex-1 px-4 pt-6 pb-24 focus:outline-none sm:px-6 lg:px-8">
          <Outlet />
          <OnboardingTour />
        </main>
      </div>
      <SupportWidget />
    </div>
  );
}

/** "Last sync: 2 min ago" from the real time of the last successful refresh, re-rendered every 30 s. */
function LastSync({ at }: { at: number }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LAST_SYNC_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!at) return null;
  return (
    <p className="hidden items-center gap-1.5 text-xs text-slate-500 md:flex">
      <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
      <time dateTime={new Date(at).toISOString()}>
        {t('dashboard.lastSync', { time: formatRelativeTime(at, Math.max(now, at), i18n.language) })}
      </time>
    </p>
  );
}

function UserMenu({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const portal = useOpenBillingPortal();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Dropdown>
      <DropdownTrigger
        className="flex items-center gap-2 rounded-full p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        aria-label={t('dashboard.userMenu')}
      >
        <span className="relative flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-sm font-semibold text-white">
          {initials(user.firstName, user.lastName, user.email)}
          <span
            className="absolute right-0 bottom-0 h-2.5 w-2.5 rounded-full bg-emerald-500 ring-2 ring-white"
            aria-hidden="true"
          />
        </span>
      </DropdownTrigger>
      <DropdownContent align="end" className="w-64">
        <DropdownLabel className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{fullName || user.email}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
          <p className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-emerald-700">
            <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {t('dashboard.active')}
          </p>
        </DropdownLabel>
        <DropdownSeparator />
        <DropdownItem onSelect={() => navigate(paths.profile)}>
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {t('dashboard.nav.profile')}
        </DropdownItem>
        <DropdownItem onSelect={() => navigate(paths.buyCredits)}>
          <CreditCard className="h-4 w-4" aria-hidden="true" />
          {t('dashboard.nav.buyCredits')}
        </DropdownItem>
        <DropdownItem
          // The menu stays open on 'Opening…' until the browser leaves for Stripe (or a notice says why not).
          onSelect={(event) => {
            event.preventDefault();
            portal.open();
          }}
          aria-busy={portal.opening || undefined}
        >
          {portal.opening ? (
            <Spinner size="sm" decorative />
          ) : (
            <Receipt className="h-4 w-4" aria-hidden="true" />
          )}
          {portal.opening ? t('billingPortal.opening') : t('billingPortal.open')}
        </DropdownItem>
        <DropdownSeparator />
        <DropdownLabel className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">
          {t('language.label')}
        </DropdownLabel>
        {SUPPORTED_LANGUAGES.map((language) => (
          <DropdownItem key={language} lang={language} onSelect={() => changeLanguage(language)}>
            <Languages className="h-4 w-4" aria-hidden="true" />
            <span className="flex-1">{t(`language.${language}`)}</span>
            {i18n.resolvedLanguage === language ? (
              <Check className="h-4 w-4 text-indigo-600" aria-label={t('language.current')} />
            ) : null}
          </DropdownItem>
        ))}
        <DropdownSeparator />
        <DropdownItem
          onSelect={() => void logout()}
          className="text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t('dashboard.signOut')}
        </DropdownItem>
      </DropdownContent>
    </Dropdown>
  );
}
