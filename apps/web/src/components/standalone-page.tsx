import { paths } from '@aa/contracts/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { SupportWidget } from './support-widget/support-widget.tsx';

/** Frame of the standalone pages (verify email, forgot/reset password, Google callback). */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-50 via-indigo-50/60 to-violet-50">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5">
        <Link
          to={paths.home}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:pt-10">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-100/50 sm:p-8">
          {children}
        </div>
      </main>
      <SupportWidget />
    </div>
  );
}
