/**
 * The support widget's panel: type, message with its counter (max 1000), the sender's email when
 * signed out, and a hidden honeypot. 'Message Sent!' for 3 s, then it closes and starts afresh.
 * Its chunk loads on the first intent to open it (support-widget.tsx), zod with it: the page's own
 * bundle stays free of zod.
 */
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SENT_NOTICE_MS,
  SUPPORT_TYPES,
  type SupportType,
} from '@aa/contracts/constants';
import { Messages } from '@aa/contracts/messages';
import { type SupportMessageBody, supportFormSchema } from '@aa/contracts/support';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, api } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { type User, useAuth } from '../../lib/session.tsx';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { fieldClasses, Input, inputClasses } from '../ui/input.tsx';

/** What the user types; a signed-in sender has no address field (the session says who it is). */
type SupportValues = { type: SupportType; message: string; userEmail?: string; website: string };
type SupportFormOutput = z.output<typeof supportFormSchema>;

interface SupportPanelProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The floating button: focus goes back to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function SupportPanel({ id, open, onOpenChange, returnFocusTo }: SupportPanelProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/20" />
        <Dialog.Content
          id={id}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed right-4 bottom-20 z-50 max-h-[calc(100vh-6rem)] w-[calc(100%-2rem)] max-w-sm overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">
            {t('support.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-500">
            {t('support.description')}
          </Dialog.Description>
          <SupportForm onDone={() => onOpenChange(false)} />
          <Dialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            aria-label={t('common.close')}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The call's body: the form's checked values, who sends them, and where and when it was written. */
function supportBody(fields: SupportFormOutput, user: User | null): SupportMessageBody {
  return {
    ...fields,
    // PRODUCT.md §2: the widget receives the signed-in user's email and name (the server trusts its session).
    userEmail: user?.email ?? fields.userEmail,
    userName: user ? `${user.firstName} ${user.lastName}`.trim().slice(0, 100) : undefined,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 500),
    // Never the query or fragment: a reset or verification token must not reach the support mailbox.
    url: `${window.location.origin}${window.location.pathname}`.slice(0, 2048),
  };
}

/**
 * Mounted with the open panel: closing it resets everything. The app's one form pattern
 * (lib/schema-form.ts): each wrong field says why next to it, the server's field errors too; any other
 * failure is the form's alert, with the server's reason when it has one worth reading.
 */
function SupportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const form = useSchemaForm(
    supportFormSchema,
    (): SupportValues => ({ type: 'question', message: '', userEmail: '', website: '' }),
    { prepare: (values) => ({ ...values, userEmail: user ? undefined : values.userEmail }) },
  );
  const { values, errors } = form;
  const send = useMutation({
    mutationFn: (body: SupportMessageBody) => api.post('/support/message', body),
  });
  // The failure that is no field's (the server's or the network's), shown until the next send; a
  // refusal of this form's fields is shown next to them instead (showServerErrors, as it is sent).
  const failure =
    send.error &&
    !(
      send.error instanceof ApiError &&
      Object.keys(send.error.body?.errors ?? {}).some((field) => field in values)
    )
      ? send.error
      : null;

  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(() => onDoneRef.current(), SUPPORT_SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <p role="status" className="mt-6 mb-2 flex items-center gap-2 text-base font-medium text-emerald-700">
        <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
        {t('support.sent')}
      </p>
    );
  }

  const checked = form.handleSubmit((fields) =>
    send.mutate(supportBody(fields, user), { onError: (error) => form.showServerErrors(error) }),
  );

  // The server's reason when it has one worth reading (a refusal of no field's, too many messages).
  const reason =
    failure instanceof ApiError && (failure.status === 400 || failure.status === 429)
      ? translateMessage(t, failure.message)
      : undefined;
  const counterId = `${form.idOf('message')}-counter`;
  // SPEC's words for a visitor who left the address empty (the schema's and the server's: enterEmail).
  const emailError = errors.userEmail === Messages.enterEmail ? t('support.loginRequired') : errors.userEmail;

  return (
    <form noValidate onSubmit={checked} className="mt-4 space-y-4">
      <FormField id={form.idOf('type')} label={t('support.type')} error={errors.type}>
        <select
          {...form.describe('type')}
          value={values.type}
          onChange={(event) => form.set('type', event.target.value as SupportType)}
          className={cn(inputClasses, 'pr-8')}
        >
          {SUPPORT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`support.types.${value}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={form.idOf('message')} label={t('support.message')} error={errors.message}>
        <textarea
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          rows={5}
          required
          placeholder={t('support.messagePlaceholder')}
          className={cn(fieldClasses, 'resize-y py-2')}
          {...form.input('message', { also: counterId })}
        />
        <p id={counterId} className="mt-1 text-right text-xs text-slate-500 tabular-nums">
          {t('support.counter', { count: values.message.length, max: SUPPORT_MESSAGE_MAX_LENGTH })}
        </p>
      </FormField>
      {user ? null : (
        <FormField id={form.idOf('userEmail')} label={t('support.email')} error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            required
            placeholder={t('support.emailPlaceholder')}
            {...form.input('userEmail')}
          />
        </FormField>
      )}
      {/* A honeypot: people never see or reach it; bots fill in anything called "website". */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={form.idOf('website')}>{t('support.honeypot')}</label>
        <input
          id={form.idOf('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => form.set('website', event.target.value)}
        />
      </div>
      {failure ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <p>{t('support.failed')}</p>
          {reason ? <p className="mt-1">{reason}</p> : null}
        </div>
      ) : null}
      <Button
        type="submit"
        className="w-full"
        disabled={!values.message.trim() || send.isPending}
        loading={send.isPending}
      >
        {send.isPending ? t('support.sending') : t('support.send')}
      </Button>
    </form>
  );
}
