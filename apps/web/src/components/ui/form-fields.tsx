/** Labelled email and password fields, the way every form of the app shows them. */
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from './input.tsx';
import { Label } from './label.tsx';
import { PasswordInput } from './password-input.tsx';

interface FieldProps extends Omit<InputProps, 'id' | 'value' | 'onChange' | 'type'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Labelled "Email address" with the example placeholder unless told otherwise. */
export function EmailField({
  id,
  label,
  value,
  onChange,
  ...props
}: Omit<FieldProps, 'label'> & { label?: string }) {
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
    </div>
  );
}

/** A password with show/hide toggle; `hint` (e.g. the password rules) is tied to it for screen readers. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  hint,
  ...props
}: FieldProps & { hint?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput
        id={id}
        autoComplete="new-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
