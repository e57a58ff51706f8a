/**
 * The support widget's panel: type, message with its counter (max 1000), the sender's email when
 * signed out, and a hidden honeypot. 'Message Sent!' for 3 s, then it closes and starts afresh.
 */
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SENT_NOTICE_MS,
  SUPPORT_TYPES,
  type SupportType,
} from '@aa/contracts/constants';
// Types only: the panel stays free of zod.
import type { SupportMessageBody } from '@aa/contracts/support';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { type User, useAuth } from '../../lib/session.tsx';
import { Button } from '../ui/button.tsx';
import { fieldClasses, Input, inputClasses } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';

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

function supportBody(
  fields: { type: SupportType; message: string; email: string; website: string },
  user: User | null,
): SupportMessageBody {
  return {
    type: fields.type,
    message: fields.message.trim(),
    // PRODUCT.md §2: the widget receives the signed-in user's email and name (the server trusts its session).
    userEmail: user?.email ?? fields.email.trim(),
    userName: user ? `${user.firstName} ${user.lastName}`.trim().slice(0, 100) : undefined,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 500),
    // Never the query or fragment: a reset or verification token must not reach the support mailbox.
    url: `${window.location.origin}${window.location.pathname}`.slice(0, 2048),
    website: fields.website,
  };
}

/** Mounted with the open panel: closing it resets everything. */
function SupportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const ids = useId();
  const [type, setType] = useState<SupportType>('question');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [emailMissing, setEmailMissing] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (body: SupportMessageBody) => api.post('/support/message', body),
  });

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() || send.isPending) return;
    if (!user && !email.trim()) {
      setEmailMissing(true);
      emailRef.current?.focus();
      return;
    }
    send.mutate(supportBody({ type, message, email, website }, user));
  };

  // The server's reason when it has one worth reading (a refused field, too many messages).
  const reason =
    send.error instanceof ApiError && (send.error.status === 400 || send.error.status === 429)
      ? translateMessage(t, send.error.message)
      : undefined;
  const counterId = `${ids}-counter`;
  const emailErrorId = `${ids}-email-error`;

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <div>
        <Label htmlFor={`${ids}-type`}>{t('support.type')}</Label>
        <select
          id={`${ids}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as SupportType)}
          className={cn(inputClasses, 'pr-8')}
        >
          {SUPPORT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`support.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${ids}-message`}>{t('support.message')}</Label>
        <textarea
          id={`${ids}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          rows={5}
          required
          aria-describedby={counterId}
          placeholder={t('support.messagePlaceholder')}
          className={cn(fieldClasses, 'resize-y py-2')}
        />
        <p id={counterId} className="mt-1 text-right text-xs text-slate-500 tabular-nums">
          {t('support.counter', { count: message.length, max: SUPPORT_MESSAGE_MAX_LENGTH })}
        </p>
      </div>
      {user ? null : (
        <div>
          <Label htmlFor={`${ids}-email`}>{t('support.email')}</Label>
          <Input
            ref={emailRef}
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (event.target.value.trim()) setEmailMissing(false);
            }}
            placeholder={t('support.emailPlaceholder')}
            invalid={emailMissing}
            aria-describedby={emailMissing ? emailErrorId : undefined}
          />
          {emailMissing ? (
            <p id={emailErrorId} className="mt-1.5 text-sm text-red-600">
              {t('support.loginRequired')}
            </p>
          ) : null}
        </div>
      )}
      {/* A honeypot: people never see or reach it; bots fill in anything called "website". */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-website`}>{t('support.honeypot')}</label>
        <input
          id={`${ids}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      {send.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <p>{t('support.failed')}</p>
          {reason ? <p className="mt-1">{reason}</p> : null}
        </div>
      ) : null}
      <Button
        type="submit"
        className="w-full"
        disabled={!message.trim() || send.isPending}
        loading={send.isPending}
      >
        {send.isPending ? t('support.sending') : t('support.send')}
      </Button>
    </form>
  );
}
