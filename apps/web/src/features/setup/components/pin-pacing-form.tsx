/**
 * Platform Configuration → Pinterest → "Pin pacing" (issue 32): how the pin queue spaces the account's
 * pins. Pins per day, the posting window and its time zone, the hours between one post's pins, and
 * random minutes; the contracts' schema says what is wrong beside each field, the server's answer too.
 */
import { Messages, PIN_PACING_DEFAULTS, type PinPacing, pinPacingSchema } from '@aa/contracts';
import { AlertCircle, Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Input, inputClasses } from '../../../components/ui/input.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { usePinPacing, useSavePinPacing } from '../../../lib/platforms-api.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function PinPacingSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const pacing = usePinPacing(enabled);
  return (
    <section aria-labelledby="pin-pacing-title" className="space-y-3 border-t border-slate-100 pt-5">
      <div>
        <h3 id="pin-pacing-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
          {t('setup.pacing.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('setup.pacing.explain')}</p>
      </div>
      {pacing.isPending ? <LoadingBlock label={t('setup.pacing.loading')} /> : null}
      {pacing.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle className="h-4 w-4" aria-hidden="true" />
          {translateMessage(t, errorMessage(pacing.error, t('setup.pacing.loadFailed')))}
          <Button variant="outline" size="sm" onClick={() => void pacing.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {pacing.data ? (
        <PinPacingForm
          initial={
            pacing.data.timeZoneSaved
              ? pacing.data.pacing
              : { ...pacing.data.pacing, timeZone: browserTimeZone() }
          }
          timeZoneSaved={pacing.data.timeZoneSaved}
        />
      ) : null}
    </section>
  );
}

function PinPacingForm({ initial, timeZoneSaved }: { initial: PinPacing; timeZoneSaved: boolean }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const save = useSavePinPacing();
  const form = useSchemaForm(pinPacingSchema, initial, { id: 'pacing' });
  const { values, errors } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf?.('timeZone') ?? [];
    return all.includes(values.timeZone) ? all : [values.timeZone, ...all];
  }, [values.timeZone]);

  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: () => notify({ type: 'success', title: t('setup.pacing.saved') }),
        onError: (error) => {
          if (!form.showServerErrors(error)) setFailure(errorMessage(error, Messages.pinterestApiError));
        },
      }),
    () => setFailure(null),
  );
  const number = (field: 'pinsPerDay' | 'spacingHours') => ({
    ...form.describe(field, { hint: true }),
    type: 'number',
    inputMode: 'numeric' as const,
    value: Number.isNaN(values[field]) ? '' : String(values[field]),
    onChange: (event: { target: { value: string } }) =>
      form.set(field, event.target.value === '' ? Number.NaN : Number(event.target.value)),
  });

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={form.idOf('pinsPerDay')}
          label={t('setup.pacing.pinsPerDay')}
          error={errors.pinsPerDay}
          hint={t('setup.pacing.pinsPerDayHint', { count: PIN_PACING_DEFAULTS.pinsPerDay })}
        >
          <Input min={1} max={25} {...number('pinsPerDay')} />
        </FormField>
        <FormField
          id={form.idOf('spacingHours')}
          label={t('setup.pacing.spacingHours')}
          error={errors.spacingHours}
          hint={t('setup.pacing.spacingHoursHint')}
        >
          <Input min={1} max={168} {...number('spacingHours')} />
        </FormField>
        <FormField
          id={form.idOf('windowStart')}
          label={t('setup.pacing.windowStart')}
          error={errors.windowStart}
        >
          <Input type="time" {...form.input('windowStart')} />
        </FormField>
        <FormField
          id={form.idOf('windowEnd')}
          label={t('setup.pacing.windowEnd')}
          error={errors.windowEnd}
          hint={t('setup.pacing.windowHint')}
        >
          <Input type="time" {...form.input('windowEnd', { hint: true })} />
        </FormField>
        <FormField
          id={form.idOf('timeZone')}
          label={t('setup.pacing.timeZone')}
          error={errors.timeZone}
          hint={timeZoneSaved ? undefined : t('setup.pacing.timeZoneUnsaved')}
          className="sm:col-span-2"
        >
          <select
            className={inputClasses}
            {...form.describe('timeZone', { hint: !timeZoneSaved })}
            value={values.timeZone}
            onChange={(event) => form.set('timeZone', event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id={form.idOf('randomMinutes')}
          checked={values.randomMinutes}
          onCheckedChange={(checked) => form.set('randomMinutes', checked)}
          aria-describedby={`${form.idOf('randomMinutes')}-hint`}
        />
        <div>
          <label htmlFor={form.idOf('randomMinutes')} className="text-sm font-medium text-slate-700">
            {t('setup.pacing.randomMinutes')}
          </label>
          <p id={`${form.idOf('randomMinutes')}-hint`} className="text-xs text-slate-500">
            {t('setup.pacing.randomMinutesHint')}
          </p>
        </div>
      </div>
      <FormMessage tone={failure ? 'error' : undefined}>
        {failure ? translateMessage(t, failure) : null}
      </FormMessage>
      <Button type="submit" loading={save.isPending}>
        {t('setup.pacing.save')}
      </Button>
    </form>
  );
}
