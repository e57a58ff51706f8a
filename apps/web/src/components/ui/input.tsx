import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** An input's props, `ref` included (a form may reach the element: the focus on its first wrong field). */
export interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

const fieldLook =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-600 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/40';

/** A one-line field's classes (inputs, selects). */
export const inputClasses = `block h-10 ${fieldLook}`;

/** A field of its own height (a textarea: its rows decide). */
export const fieldClasses = `block ${fieldLook}`;

export function Input({ className, invalid, ...props }: InputProps) {
  return <input className={cn(inputClasses, className)} aria-invalid={invalid || undefined} {...props} />;
}
