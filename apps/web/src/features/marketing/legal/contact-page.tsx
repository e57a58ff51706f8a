import { paths } from '@aa/contracts/routes';
import { LifeBuoy, Mail, RotateCcw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageIntro } from '../components/marketing-blocks.tsx';
import { CONTACT_EMAIL } from '../data/marketing-copy.ts';
import { usePublicPageTitle } from '../use-public-page-title.ts';
import '../marketing-i18n.ts';

/** How to reach us: the support widget, the contact address, and where privacy and refund requests go. */
export default function ContactPage() {
  const { t } = useTranslation();
  usePublicPageTitle();
  const mail = (
    <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium break-all text-indigo-700 underline">
      {CONTACT_EMAIL}
    </a>
  );
  const cards = [
    { key: 'widget', icon: LifeBuoy, body: t('contactPage.widgetText') },
    {
      key: 'email',
      icon: Mail,
      body: (
        <>
          {t('contactPage.emailText')} {mail}
        </>
      ),
    },
    { key: 'privacy', icon: ShieldCheck, body: t('contactPage.privacyText'), link: paths.privacy },
    { key: 'refund', icon: RotateCcw, body: t('contactPage.refundText'), link: paths.terms },
  ] as const;
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
      <PageIntro title={t('contactPage.title')} subtitle={t('contactPage.subtitle')} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              <card.icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{t(`contactPage.${card.key}Title`)}</h2>
            <p className="mt-2 text-sm text-slate-600">{card.body}</p>
            {'link' in card ? (
              <Link
                to={card.link}
                className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
              >
                {t(card.key === 'privacy' ? 'footer.privacy' : 'footer.terms')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
