/**
 * Labelled email and password fields, the way every form of the app shows them: a FormField (label,
 * control, then the field's message or else its hint). They take an input's props, so a schema form's
 * `input(name)` spreads onto them; `error` is the field's message, the contracts' text, translated
 * where shown.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';
import { Input, type InputProps } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

interface FieldProps extends Omit<InputProps, 'id' | 'type'> {
  id: string;
  label: string;
  /** The field's message (a contracts' text): shown under it, and the control is marked invalid. */
  error?: string;
}

/**
 * The control's ARIA state when its props do not bring their own (a schema form's `input(name)` does,
 * the same): invalid and described by its message, else described by its hint.
 */
function noteProps(id: string, error: string | undefined, hint: ReactNode) {
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': note };
}

/** Labelled "Email address" with the example placeholder unless told otherwise. */
export function EmailField({ id, label, error, ...props }: Omit<FieldProps, 'label'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label ?? t('auth.fields.email')} error={error}>
      <Input
        id={id}
        type="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        autoComplete="email"
        required
        {...noteProps(id, error, undefined)}
        {...props}
      />
    </FormField>
  );
}

/** A password with show/hide toggle; `hint` (e.g. the password rules) is tied to it for screen readers. */
export function PasswordField({ id, label, hint, error, ...props }: FieldProps & { hint?: string }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <PasswordInput
        id={id}
        autoComplete="new-password"
        required
        {...noteProps(id, error, hint)}
        {...props}
      />
    </FormField>
  );
}
