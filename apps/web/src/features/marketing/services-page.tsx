import { paths } from '@aa/contracts/routes';
import { ArrowRight, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { PageIntro, SignUpBanner } from './components/marketing-blocks.tsx';
import { services } from './data/services.ts';
import { usePublicPageTitle } from './use-public-page-title.ts';
import './marketing-i18n.ts';

export default function ServicesPage() {
  const { t } = useTranslation();
  usePublicPageTitle();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <PageIntro title={t('services.title')} subtitle={t('services.subtitle')} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className={cn('flex h-11 w-11 items-center justify-center rounded-xl', service.colour)}>
              <service.icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="mt-4 flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-slate-900">
                {t(`services.items.${service.id}.name`)}
              </h2>
              {service.available ? null : <Badge tone="warning">{t('services.coming')}</Badge>}
            </div>
            <p className="mt-2 flex-1 text-sm text-slate-600">
              {t(`services.items.${service.id}.description`)}
            </p>
            <p
              className={cn(
                'mt-4 inline-flex items-center gap-1.5 text-sm font-medium',
                service.available ? 'text-indigo-700' : 'text-slate-500',
              )}
            >
              <Coins className="h-4 w-4" aria-hidden="true" />
              {t(service.available ? 'services.cost' : 'services.plannedCost', { count: service.credits })}
            </p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="credits"
        className="mt-16 flex flex-col gap-6 rounded-3xl border border-slate-200 bg-slate-50 p-8 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="max-w-2xl">
          <h2 id="credits" className="text-xl font-semibold text-slate-900">
            {t('servicesPage.creditsTitle')}
          </h2>
          <p className="mt-2 text-slate-600">{t('servicesPage.creditsText')}</p>
        </div>
        <Link to={paths.pricing} className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}>
          {t('servicesPage.seePricing')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </section>
      <SignUpBanner
        className="mt-12"
        title={t('landing.final.title')}
        text={t('landing.final.text')}
        action={t('landing.hero.ctaPrimary')}
      />
    </div>
  );
}
