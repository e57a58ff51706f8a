/**
 * A choice of a few options shown as cards side by side (a radio group): the chosen one highlighted,
 * the keyboard's arrows moving between them as between radio buttons.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function ChoiceGroup<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  className,
  showRadio = false,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  /** Under the options, describing the group. */
  hint?: ReactNode;
  /** The grid of the options (two columns by default). */
  className?: string;
  /** The radio buttons visible in the cards (else only the highlight shows the choice). */
  showRadio?: boolean;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cn('grid grid-cols-2 gap-2', className)} role="radiogroup">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
              showRadio ? null : 'justify-center',
              value === option.value
                ? 'border-indigo-500 bg-indigo-50 text-indigo-700'
                : 'border-slate-300 text-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={showRadio ? 'h-4 w-4 border-slate-300 text-indigo-600' : 'sr-only'}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
