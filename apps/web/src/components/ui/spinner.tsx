import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  className?: string;
  /** Decorative spinners (inside a busy button) are hidden from assistive technology. */
  decorative?: boolean;
  label?: string;
}

export function Spinner({ size = 'md', className, decorative = false, label }: SpinnerProps) {
  const { t } = useTranslation();
  const svg = (
    <svg
      className={cn('animate-spin', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A spinner centred in the space of a page. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-indigo-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A spinner with a visible caption, announced politely. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-indigo-600">
      <Spinner size="lg" decorative />
      <p role="status" className="text-sm text-slate-600">
        {label}
      </p>
    </div>
  );
}
