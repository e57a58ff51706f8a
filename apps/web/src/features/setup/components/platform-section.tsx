/** One platform's card: number, icon, title, what it is for, its state, and its form or details. */
import { CheckCircle2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

export function PlatformSection({
  id,
  step,
  icon,
  title,
  description,
  completed,
  current = false,
  locked,
  children,
}: {
  id: string;
  step: number;
  icon: ReactNode;
  title: string;
  description: string;
  completed: boolean;
  current?: boolean;
  /** Why this step cannot start yet, e.g. 'Complete WordPress setup first'. */
  locked?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <Card
      id={id}
      aria-labelledby={headingId}
      role="region"
      className={cn('scroll-mt-24 overflow-hidden', current && !completed ? 'ring-2 ring-indigo-500/60' : '')}
    >
      <div className="flex flex-wrap items-start gap-4 p-5 sm:p-6">
        <div
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-xl',
            completed ? 'bg-emerald-50 text-emerald-600' : 'bg-indigo-50 text-indigo-600',
          )}
          aria-hidden="true"
        >
          {completed ? <CheckCircle2 className="h-6 w-6" /> : icon}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('setup.stepLabel', { step })}
          </p>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </div>
        <Badge tone={completed ? 'success' : locked ? 'neutral' : 'indigo'}>
          {completed ? t('setup.connected') : locked ? t('setup.locked') : t('setup.notConnected')}
        </Badge>
      </div>
      <div className="border-t border-slate-100 p-5 sm:p-6">
        {locked ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Lock className="h-4 w-4" aria-hidden="true" />
            {locked}
          </p>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
