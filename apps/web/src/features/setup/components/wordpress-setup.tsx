/**
 * Step 1: the WordPress site. The server checks the credentials against the site before saving;
 * failures read as PRODUCT.md §8 says, under 'WordPress Connection Failed'.
 */
import { Messages, type PlatformState } from '@aa/contracts';
import { ExternalLink, Globe, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useConnectDemoWordPress, useConnectWordPress } from '../../../lib/platforms-api.ts';
import { DeletePlatformButton } from './delete-platform-button.tsx';

export function WordPressSetup({ state }: { state: PlatformState }) {
  const { t } = useTranslation();
  if (state.completed) {
    return (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-slate-500">{t('setup.wordpress.site')}</dt>
          <dd className="min-w-0 break-all">
            <a
              href={state.websiteUrl ?? '#'}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
            >
              {state.websiteUrl}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </a>
          </dd>
          <dt className="text-slate-500">{t('setup.wordpress.username')}</dt>
          <dd className="font-medium text-slate-900">{state.username}</dd>
          <dt className="text-slate-500">{t('setup.wordpress.applicationPassword')}</dt>
          <dd className="font-mono text-slate-700">{state.apiKey}</dd>
        </dl>
        <DeletePlatformButton platform="wordpress" name="WordPress" />
      </div>
    );
  }
  return <WordPressForm />;
}

function WordPressForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [websiteUrl, setWebsiteUrl] = useState('');
  const connect = useConnectWordPress();
  const demo = useConnectDemoWordPress();
  const failure = connect.error ?? demo.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    demo.reset();
    // PRODUCT.md §5: nothing is sent while a field is empty.
    if (!username.trim() || !apiKey.trim() || !websiteUrl.trim()) return;
    connect.mutate({ username: username.trim(), apiKey: apiKey.trim(), websiteUrl: websiteUrl.trim() });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      {failure ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">{translateMessage(t, Messages.wordpressConnectionFailedTitle)}</p>
          <p className="mt-1">{translateMessage(t, errorMessage(failure, Messages.wordpressFailed))}</p>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <Label htmlFor="wp-username">{t('setup.wordpress.username')}</Label>
          <Input
            id="wp-username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-describedby="wp-username-hint"
          />
          <p id="wp-username-hint" className="mt-1.5 text-xs text-slate-500">
            {t('setup.wordpress.usernameHint')}
          </p>
        </div>
        <div>
          <Label htmlFor="wp-api-key">{t('setup.wordpress.applicationPassword')}</Label>
          <PasswordInput
            id="wp-api-key"
            autoComplete="off"
            required
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            aria-describedby="wp-api-key-hint"
          />
          <p id="wp-api-key-hint" className="mt-1.5 text-xs text-slate-500">
            {t('setup.wordpress.applicationPasswordHint')}
          </p>
        </div>
      </div>
      <div>
        <Label htmlFor="wp-url">{t('setup.wordpress.websiteUrl')}</Label>
        <Input
          id="wp-url"
          type="url"
          inputMode="url"
          placeholder="https://yourblog.com"
          required
          value={websiteUrl}
          onChange={(event) => setWebsiteUrl(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" loading={connect.isPending} disabled={demo.isPending}>
          <Globe className="h-4 w-4" aria-hidden="true" />
          {connect.isPending ? t('setup.wordpress.connecting') : t('setup.wordpress.connect')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={demo.isPending}
          disabled={connect.isPending}
          onClick={() => {
            connect.reset();
            demo.mutate();
          }}
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('setup.wordpress.useDemo')}
        </Button>
      </div>
    </form>
  );
}
