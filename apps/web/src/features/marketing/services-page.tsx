import { appPath, paths } from '@aa/contracts/routes';
import { ArrowRight, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageIntro } from './components/marketing-blocks.tsx';
import { services } from './data/services.ts';

export default function ServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.title'));
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
            <h2 className="mt-4 text-lg font-semibold text-slate-900">
              {t(`services.items.${service.id}.name`)}
            </h2>
            <p className="mt-2 flex-1 text-sm text-slate-600">
              {t(`services.items.${service.id}.description`)}
            </p>
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700">
              <Coins className="h-4 w-4" aria-hidden="true" />
              {t('services.cost', { count: service.credits })}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to={appPath(paths.auth, { mode: 'signup' })} className={buttonVariants({ size: 'lg' })}>
          {t('home.ctaPrimary')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
