/**
 * Amazon's Creators API with the user's own credentials (issue 29), under the Amazon tags: a region,
 * its Credential ID, Secret and Version as Associates Central shows them, checked with Amazon when
 * saved; why Amazon refused them is said in plain words. With them, each run reads its products from
 * Amazon's API instead of their pages. Optional: folded until opened.
 */
import {
  CREATORS_REGION_IDS,
  CREATORS_REGIONS,
  CREATORS_VERSIONS,
  type CreatorsConnection,
  type CreatorsRegion,
  creatorsCredentialsBodySchema,
  Messages,
} from '@aa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Input, inputClasses } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import {
  creatorsConnectionsQuery,
  useDeleteCreatorsCredentials,
  useSaveCreatorsCredentials,
} from '../../../lib/platforms-api.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';

interface Values {
  region: CreatorsRegion;
  credentialId: string;
  credentialSecret: string;
  version: string;
  [field: string]: unknown;
}

const blank = (region: CreatorsRegion = 'na'): Values => ({
  region,
  credentialId: '',
  credentialSecret: '',
  version: `2.${CREATORS_REGIONS[region].minor}`,
});

function Connection({ connection }: { connection: CreatorsConnection }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const remove = useDeleteCreatorsCredentials();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">{CREATORS_REGIONS[connection.region].name}</p>
        <p className="text-slate-600">
          {t('setup.creators.connection', { version: connection.version, hint: connection.credentialIdHint })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        loading={remove.isPending}
        aria-label={t('setup.creators.removeLabel', { region: CREATORS_REGIONS[connection.region].name })}
        onClick={() =>
          remove.mutate(connection.region, {
            onSuccess: () =>
              notify({ type: 'success', title: translateMessage(t, Messages.creatorsRemoved) }),
            onError: (error) =>
              notify({
                type: 'error',
                title: translateMessage(t, errorMessage(error, Messages.internalError)),
              }),
          })
        }
      >
        {t('setup.creators.remove')}
      </Button>
    </li>
  );
}

export function CreatorsApiSetup() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const connections = useQuery(creatorsConnectionsQuery);
  const save = useSaveCreatorsCredentials();
  const [message, setMessage] = useState<string | null>(null);
  const form = useSchemaForm(creatorsCredentialsBodySchema, () => blank(), { id: 'creators' });
  const { values, errors } = form;
  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: () => {
          form.reset(blank(values.region));
          notify({ type: 'success', title: translateMessage(t, Messages.creatorsSaved) });
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) setMessage(errorMessage(error, Messages.internalError));
        },
      }),
    () => setMessage(null),
  );
  const list = connections.data?.connections ?? [];
  return (
    <details className="rounded-xl border border-slate-200" open={list.length > 0 || undefined}>
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
        {t('setup.creators.title')}
      </summary>
      <div className="space-y-4 px-4 pb-4">
        <p className="text-sm text-slate-600">{t('setup.creators.intro')}</p>
        {list.length > 0 ? (
          <ul
            aria-label={t('setup.creators.connected')}
            className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          >
            {list.map((connection) => (
              <Connection key={connection.region} connection={connection} />
            ))}
          </ul>
        ) : null}
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField id={form.idOf('region')} label={t('setup.creators.region')} error={errors.region}>
            <select
              className={inputClasses}
              {...form.describe('region')}
              value={values.region}
              onChange={(event) => {
                const region = event.target.value as CreatorsRegion;
                form.patch({
                  region,
                  version: `${values.version.split('.')[0] ?? '2'}.${CREATORS_REGIONS[region].minor}`,
                });
              }}
            >
              {CREATORS_REGION_IDS.map((region) => (
                <option key={region} value={region}>
                  {CREATORS_REGIONS[region].name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={form.idOf('version')} label={t('setup.creators.version')} error={errors.version}>
            <select
              className={inputClasses}
              {...form.describe('version')}
              value={values.version}
              onChange={(event) => form.set('version', event.target.value)}
            >
              {CREATORS_VERSIONS.map((version) => (
                <option key={version} value={version}>
                  {version}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={form.idOf('credentialId')}
            label={t('setup.creators.credentialId')}
            error={errors.credentialId}
          >
            <Input autoComplete="off" spellCheck={false} {...form.input('credentialId')} />
          </FormField>
          <FormField
            id={form.idOf('credentialSecret')}
            label={t('setup.creators.secret')}
            error={errors.credentialSecret}
          >
            <PasswordInput autoComplete="off" spellCheck={false} {...form.input('credentialSecret')} />
          </FormField>
          <div className="sm:col-span-2">
            <FormMessage tone={message ? 'error' : undefined}>
              {message ? translateMessage(t, message) : null}
            </FormMessage>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" loading={save.isPending}>
              {t('setup.creators.save')}
            </Button>
          </div>
        </form>
      </div>
    </details>
  );
}
