/**
 * Labelled email and password fields, the way every form of the app shows them. They take an
 * input's props, so react-hook-form's `register(name)` spreads onto them (its `ref` included).
 */
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from './input.tsx';
import { Label } from './label.tsx';
import { PasswordInput } from './password-input.tsx';

interface FieldProps extends Omit<InputProps, 'id' | 'type'> {
  id: string;
  label: string;
}

/** Labelled "Email address" with the example placeholder unless told otherwise. */
export function EmailField({ id, label, ...props }: Omit<FieldProps, 'label'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Label htmlFor={id}>{label ?? t('auth.fields.email')}</Label>
      <Input
        id={id}
        type="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        autoComplete="email"
        required
        {...props}
      />
    </div>
  );
}

/** A password with show/hide toggle; `hint` (e.g. the password rules) is tied to it for screen readers. */
export function PasswordField({ id, label, hint, ...props }: FieldProps & { hint?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput id={id} autoComplete="new-password" required aria-describedby={hintId} {...props} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
