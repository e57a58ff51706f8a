import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type FormMessageTone = 'success' | 'error' | 'info';

const tones: Record<FormMessageTone, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-800',
};

const icons = { success: CheckCircle2, error: AlertCircle, info: Info };

/**
 * A live region for a form's message: always rendered (so screen readers announce changes), empty
 * when there is nothing to say.
 */
export function FormMessage({
  tone,
  children,
  className,
}: {
  tone?: FormMessageTone;
  children?: ReactNode;
  className?: string;
}) {
  const shown = Boolean(children) && tone;
  const Icon = tone ? icons[tone] : null;
  return (
    <div
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(!shown && 'sr-only')}
    >
      {shown && Icon ? (
        <div
          className={cn(
            'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
            tones[tone],
            className,
          )}
        >
          <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <div className="min-w-0">{children}</div>
        </div>
      ) : null}
    </div>
  );
}
