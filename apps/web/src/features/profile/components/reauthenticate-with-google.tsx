import { Messages, type Profile } from '@aa/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { startGoogleReauthentication } from '../api/profile-api.ts';

/** Whether this session may change what the account is keyed by without a password (a recent Google sign-in). */
export function isReauthenticated(profile: Pick<Profile, 'reauthenticatedUntil'>, now = Date.now()): boolean {
  return profile.reauthenticatedUntil !== null && Date.parse(profile.reauthenticatedUntil) > now;
}

/**
 * For an account without a password: changing what it is keyed by needs a fresh Google sign-in on
 * this session, valid for a few minutes. `action` says what it unlocks ("change your email").
 */
export function ReauthenticateWithGoogle({ action }: { action: string }) {
  const { t, i18n } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3 rounded-xl border border-indigo-100 bg-indigo-50/60 p-4">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden="true" />
        {t('profile.reauthNeeded', { action })}
      </p>
      <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
      <Button
        variant="outline"
        loading={starting}
        onClick={() => {
          setStarting(true);
          setError(null);
          startGoogleReauthentication(i18n.resolvedLanguage ?? 'en').catch((caught: unknown) => {
            setStarting(false);
            setError(translateMessage(t, errorMessage(caught, Messages.googleInitiateFailed)));
          });
        }}
      >
        {t('profile.confirmWithGoogle')}
      </Button>
    </div>
  );
}
