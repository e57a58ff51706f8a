import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The end state of a link or redirect flow (verified, reset, signed in with Google, or failed). */
export function Outcome({
  tone,
  title,
  message,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  const Icon = tone === 'success' ? CheckCircle2 : XCircle;
  return (
    <div className="space-y-4 text-center">
      <Icon
        className={cn('mx-auto h-14 w-14', tone === 'success' ? 'text-emerald-500' : 'text-red-500')}
        aria-hidden="true"
      />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600" role={tone === 'success' ? 'status' : 'alert'}>
        {message}
      </p>
      {children}
    </div>
  );
}
