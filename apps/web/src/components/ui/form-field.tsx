/**
 * A form's field as every form of the app shows it (lib/schema-form.ts): its label, its control, and
 * under it its message (the contracts' text, translated) or else its hint. The ids match what
 * `describe(name)` / `input(name)` give the control: `<id>-error`, `<id>-hint`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n.ts';
import { Label } from './label.tsx';

/** A field's message or hint under its control, with the id its control is described by. */
export function FieldNote({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  const { t } = useTranslation();
  if (error)
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
        {translateMessage(t, error)}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    );
  return null;
}

export function FormField({
  id,
  label,
  error,
  hint,
  className,
  labelAside,
  children,
}: {
  /** The control's id (the form's `idOf(name)`). */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Beside the label, at its right (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {labelAside ? (
        <div className="mb-1.5 flex items-center justify-between">
          <Label htmlFor={id} className="mb-0">
            {label}
          </Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
