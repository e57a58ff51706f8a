import { appPath, paths } from '@aa/contracts/routes';
import {
  ArrowRight,
  BadgeCheck,
  CalendarClock,
  CalendarRange,
  FileText,
  ImageIcon,
  Link2,
  Pin,
  Search,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Island } from '../../islands/island.tsx';
import { useAuth } from '../../lib/session.tsx';
import { ExampleGallery } from './components/example-gallery.tsx';
import { SectionHeading, SignUpBanner } from './components/marketing-blocks.tsx';
import { TestimonialCarousel } from './components/testimonial-carousel.tsx';
import { LANDING_STATS } from './data/marketing-copy.ts';
import { usePublicPageTitle } from './use-public-page-title.ts';
import './marketing-i18n.ts';

const clicks = ['products', 'schedule', 'launch'] as const;

const features = [
  { key: 'research', icon: Search },
  { key: 'writing', icon: FileText },
  { key: 'images', icon: ImageIcon },
  { key: 'wordpress', icon: BadgeCheck },
  { key: 'pinterest', icon: Pin },
  { key: 'schedule', icon: CalendarRange },
] as const;

const steps = [
  { key: 'connect', icon: Link2 },
  { key: 'campaign', icon: CalendarClock },
  { key: 'publish', icon: Sparkles },
] as const;

const guaranteePoints = ['free', 'cancel', 'credits'] as const;

/** The landing page (PRODUCT.md §1): hero, statistics, features, how it works, examples, testimonials, guarantee. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePublicPageTitle();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
        <div
          aria-hidden="true"
          className="absolute -top-40 left-1/2 h-[480px] w-[880px] -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-200/50 to-violet-200/50 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:pt-24 sm:pb-24">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('landing.hero.badge')}
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
            {t('landing.hero.titleStart')}{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
              {t('landing.hero.titleAccent')}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{t('landing.hero.subtitle')}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {user ? (
              <Link
                to={paths.aiAgent}
                className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
              >
                {t('nav.goToDashboard')}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            ) : (
              <>
                <Link
                  to={appPath(paths.auth, { mode: 'signup' })}
                  className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
                >
                  {t('landing.hero.ctaPrimary')}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
                <Link
                  to={appPath(paths.auth, { mode: 'login' })}
                  className={buttonVariants({
                    variant: 'outline',
                    size: 'lg',
                    className: 'w-full sm:w-auto',
                  })}
                >
                  {t('landing.hero.ctaLogin')}
                </Link>
              </>
            )}
          </div>
          <ol
            aria-label={t('landing.hero.clicksLabel')}
            className="mx-auto mt-10 grid max-w-2xl gap-3 text-left sm:grid-cols-3"
          >
            {clicks.map((click, index) => (
              <li
                key={click}
                className="flex items-center gap-3 rounded-xl bg-white/80 px-4 py-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200"
              >
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
                {t(`landing.hero.clicks.${click}`)}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="stats" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <SectionHeading
            id="stats"
            title={t('landing.stats.title')}
            subtitle={t('landing.stats.subtitle')}
          />
          <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {LANDING_STATS.map((stat) => (
              <div key={stat.id} className="flex flex-col-reverse gap-1 text-center">
                <dt className="text-sm text-slate-600">{t(`landing.stats.items.${stat.id}`)}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-indigo-600">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <SectionHeading
          id="features"
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                <feature.icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.features.items.${feature.key}.title`)}
              </h3>
              <p className="mt-2 text-sm text-slate-600">{t(`landing.features.items.${feature.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <SectionHeading
            id="how-it-works"
            title={t('landing.how.title')}
            subtitle={t('landing.how.subtitle')}
          />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                    <step.icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-indigo-700">
                    {t('landing.how.step', { number: index + 1 })}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  {t(`landing.how.steps.${step.key}.title`)}
                </h3>
                <p className="mt-2 text-sm text-slate-600">{t(`landing.how.steps.${step.key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="examples" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <SectionHeading
          id="examples"
          title={t('landing.examples.title')}
          subtitle={t('landing.examples.subtitle')}
        />
        <div className="mt-12">
          <Island name="gallery">
            <ExampleGallery />
          </Island>
        </div>
      </section>

      <section aria-labelledby="testimonials" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <SectionHeading
            id="testimonials"
            title={t('landing.testimonials.title')}
            subtitle={t('landing.testimonials.disclaimer')}
          />
          <div className="mt-10">
            <Island name="testimonials">
              <TestimonialCarousel />
            </Island>
          </div>
        </div>
      </section>

      <section aria-labelledby="guarantee" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <div className="flex flex-col items-center gap-8 rounded-3xl border border-emerald-200 bg-emerald-50/60 p-8 text-center sm:p-12 md:flex-row md:text-left">
          <span className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-white text-emerald-600 shadow-sm ring-1 ring-emerald-200">
            <ShieldCheck className="h-10 w-10" aria-hidden="true" />
          </span>
          <div>
            <h2 id="guarantee" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('landing.guarantee.title')}
            </h2>
            <p className="mt-3 text-slate-700">{t('landing.guarantee.text')}</p>
            <ul className="mt-5 flex flex-col gap-2 text-sm font-medium text-emerald-900 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {guaranteePoints.map((point) => (
                <li key={point} className="flex items-center justify-center gap-1.5 md:justify-start">
                  <BadgeCheck className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                  {t(`landing.guarantee.points.${point}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="px-4 pb-20">
        <SignUpBanner
          className="mx-auto max-w-4xl"
          title={t('landing.final.title')}
          text={t('landing.final.text')}
          action={t('landing.hero.ctaPrimary')}
        />
      </section>
    </>
  );
}
