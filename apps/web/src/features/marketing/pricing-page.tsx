import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Island } from '../../islands/island.tsx';
import { PageIntro, SectionHeading, SignUpBanner } from './components/marketing-blocks.tsx';
import { PricingPlans } from './components/pricing-plans.tsx';
import { usePublicPageTitle } from './use-public-page-title.ts';
import './marketing-i18n.ts';

const faq = ['credits', 'annual', 'expire', 'cancel', 'refund', 'free', 'currency'] as const;

export default function PricingPage() {
  const { t } = useTranslation();
  usePublicPageTitle();

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <PageIntro title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <Island name="pricing">
        <PricingPlans />
      </Island>
      <p className="mt-8 text-center text-sm text-slate-500">{t('pricing.note')}</p>
      <section aria-labelledby="faq" className="mx-auto mt-20 max-w-3xl">
        <SectionHeading id="faq" title={t('pricingFaq.title')} />
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {faq.map((item) => (
            <details key={item} className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 [&::-webkit-details-marker]:hidden">
                <h3>{t(`pricingFaq.items.${item}.question`)}</h3>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 text-slate-600">{t(`pricingFaq.items.${item}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>
      <SignUpBanner
        className="mt-16"
        title={t('pricing.finalTitle')}
        text={t('landing.final.text')}
        action={t('landing.hero.ctaPrimary')}
      />
    </div>
  );
}
