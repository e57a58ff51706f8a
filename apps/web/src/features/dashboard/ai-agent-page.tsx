import { Bot, CalendarClock, FileText, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The AI Automation Engine. Campaigns arrive with their own issue; for now, what the engine will do. */
export default function AiAgentPage() {
  const { t } = useTranslation();
  const points = [
    { key: 'compare', icon: FileText },
    { key: 'schedule', icon: CalendarClock },
    { key: 'publish', icon: Pin },
  ] as const;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white">
            <Bot className="h-5 w-5" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">{t('aiAgent.introTitle')}</h2>
        </div>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {points.map((point) => (
            <li key={point.key} className="rounded-xl bg-slate-50 p-4">
              <point.icon className="h-5 w-5 text-indigo-600" aria-hidden="true" />
              <p className="mt-2 text-sm text-slate-700">{t(`aiAgent.points.${point.key}`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-slate-500">{t('aiAgent.cost')}</p>
      </section>
    </div>
  );
}
