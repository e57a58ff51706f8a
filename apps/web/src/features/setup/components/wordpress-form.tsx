/**
 * The WordPress connect form, the app's one form pattern (lib/schema-form.ts), for the first site
 * (with the demo site beside it) and for another one (with a name, issue 31).
 */
import { connectWordPressBodySchema, Messages } from '@aa/contracts';
import { Globe, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useConnectDemoWordPress, useConnectWordPress } from '../../../lib/platforms-api.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';

/**
 * The connect form, the app's one form pattern (lib/schema-form.ts): the contracts' body schema says
 * what is wrong next to each field; the server's field errors show there too, and any other refusal
 * (the site refused the credentials, it cannot be reached) is the form's own alert.
 */
export function WordPressForm({ another = false, onDone }: { another?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(
    connectWordPressBodySchema,
    { username: '', apiKey: '', websiteUrl: '', name: '' },
    { id: another ? 'wp-another' : 'wp' },
  );
  const { errors } = form;
  const connect = useConnectWordPress();
  const demo = useConnectDemoWordPress();
  // The last refusal that is no field's: connecting again or trying the demo site starts afresh.
  const [failure, setFailure] = useState<unknown>(null);
  const refused = (error: unknown) => {
    if (!form.showServerErrors(error)) setFailure(error);
  };

  const checked = form.handleSubmit(
    (body) => connect.mutate(body, { onError: refused, onSuccess: () => onDone?.() }),
    () => setFailure(null),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={checked}>
      {failure ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">{translateMessage(t, Messages.wordpressConnectionFailedTitle)}</p>
          <p className="mt-1">{translateMessage(t, errorMessage(failure, Messages.wordpressFailed))}</p>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id={form.idOf('username')}
          label={t('setup.wordpress.username')}
          error={errors.username}
          hint={t('setup.wordpress.usernameHint')}
        >
          <Input autoComplete="username" required {...form.input('username', { hint: true })} />
        </FormField>
        <FormField
          id={form.idOf('apiKey')}
          label={t('setup.wordpress.applicationPassword')}
          error={errors.apiKey}
          hint={t('setup.wordpress.applicationPasswordHint')}
        >
          <PasswordInput autoComplete="off" required {...form.input('apiKey', { hint: true })} />
        </FormField>
      </div>
      <div className={another ? 'grid gap-4 md:grid-cols-2' : undefined}>
        <FormField
          id={form.idOf('websiteUrl')}
          label={t('setup.wordpress.websiteUrl')}
          error={errors.websiteUrl}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://yourblog.com"
            required
            {...form.input('websiteUrl')}
          />
        </FormField>
        {another ? (
          <FormField
            id={form.idOf('name')}
            label={t('setup.wordpress.siteName')}
            error={errors.name}
            hint={t('setup.wordpress.siteNameHint')}
          >
            <Input autoComplete="off" maxLength={80} {...form.input('name', { hint: true })} />
          </FormField>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" loading={connect.isPending} disabled={demo.isPending}>
          <Globe className="h-4 w-4" aria-hidden="true" />
          {connect.isPending
            ? t('setup.wordpress.connecting')
            : another
              ? t('setup.wordpress.addSite')
              : t('setup.wordpress.connect')}
        </Button>
        {another ? (
          <Button type="button" variant="ghost" disabled={connect.isPending} onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            loading={demo.isPending}
            disabled={connect.isPending}
            onClick={() => {
              setFailure(null);
              demo.mutate(undefined, { onError: setFailure });
            }}
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('setup.wordpress.useDemo')}
          </Button>
        )}
      </div>
    </form>
  );
}
