import { appPath, paths } from '@aa/contracts/routes';
import { ArrowRight, CalendarClock, FileText, Link2, Pin, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SignUpBanner } from './components/marketing-blocks.tsx';

const steps = [
  { key: 'connect', icon: Link2 },
  { key: 'campaign', icon: CalendarClock },
  { key: 'publish', icon: Pin },
] as const;

/** The landing page: hero and how it works, with calls to action to sign-up. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
        <div
          aria-hidden="true"
          className="absolute -top-40 left-1/2 h-[480px] w-[880px] -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-200/50 to-violet-200/50 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('home.badge')}
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            {t('home.titleStart')}{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
              {t('home.titleAccent')}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{t('home.subtitle')}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              to={user ? paths.aiAgent : appPath(paths.auth, { mode: 'signup' })}
              className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
            >
              {user ? t('nav.goToDashboard') : t('home.ctaPrimary')}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <Link
              to={paths.pricing}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              {t('home.ctaSecondary')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
            <li className="flex items-center gap-1.5">
              <Sparkles className="h-4 w-4 text-violet-500" aria-hidden="true" />
              {t('home.freeCredits')}
            </li>
            <li className="flex items-center gap-1.5">
              <FileText className="h-4 w-4 text-indigo-500" aria-hidden="true" />
              {t('home.creditsRule')}
            </li>
            <li className="flex items-center gap-1.5">
              <ShieldCheck className="h-4 w-4 text-emerald-500" aria-hidden="true" />
              {t('home.guarantee')}
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('home.howTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('home.howSubtitle')}</p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                  <step.icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-indigo-600">
                  {t('home.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`home.steps.${step.key}.title`)}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{t(`home.steps.${step.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="px-4 pb-20">
        <SignUpBanner
          className="mx-auto max-w-4xl"
          title={t('home.finalTitle')}
          text={t('home.finalText')}
          action={t('home.ctaPrimary')}
        />
      </section>
    </>
  );
}
