/**
 * A run's pins waiting in the pin queue (issue 32), on the campaign page and in the Content Library:
 * "Scheduled" with each pin's time and board, or "Failed" with Pinterest's reason, and for each "Post
 * now", "Change time" (a date and time in the browser's zone, the pacing's rules said by the server)
 * and "Cancel" after a confirmation.
 */
import type { Execution, ScheduledPin } from '@aa/contracts';
import { CalendarClock, Send, X } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { formatDateTime } from '../lib/format.ts';
import { translateMessage } from '../lib/i18n.ts';
import { useScheduledPinAction } from '../lib/run-post-api.ts';
import { useNotifications } from './notifications/notifications-provider.tsx';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';
import { FieldNote } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/** "2026-11-29T14:05" in the browser's zone, as a datetime-local input takes it. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ScheduledPins({ execution, timeZone }: { execution: Execution; timeZone?: string }) {
  const { t } = useTranslation();
  const pins = (execution.result_data.scheduled_pins ?? []).filter((pin) => pin.id);
  if (pins.length === 0) return null;
  return (
    <section aria-label={t('scheduledPins.title')} className="flex flex-col gap-2">
      <h4 className="text-sm font-medium text-slate-900">{t('scheduledPins.title')}</h4>
      <ul className="flex flex-col gap-2">
        {pins.map((pin) => (
          <ScheduledPinRow key={pin.id} executionId={execution.id} pin={pin} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}

function ScheduledPinRow({
  executionId,
  pin,
  timeZone,
}: {
  executionId: string;
  pin: ScheduledPin;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation();
  const { notify } = useNotifications();
  const action = useScheduledPinAction();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const pinId = pin.id as string;
  const failed = pin.status === 'failed';
  const when = formatDateTime(pin.scheduled_for, i18n.language, timeZone);

  const postNow = async () => {
    try {
      await action.mutateAsync({ action: 'post', executionId, pinId });
      notify({ type: 'success', title: t('scheduledPins.posted') });
    } catch (error) {
      notify({
        type: 'error',
        title: translateMessage(t, errorMessage(error, t('scheduledPins.failedToPost'))),
        duration: 10_000,
      });
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={failed ? 'danger' : 'indigo'}>
            {failed ? t('scheduledPins.failed') : t('scheduledPins.scheduled')}
          </Badge>
          <span className="text-slate-900">
            {t('scheduledPins.pin', { number: pin.image_number })}
            {pin.board_name ? ` · ${pin.board_name}` : ''}
          </span>
        </p>
        <p className="mt-1 text-slate-600">
          {failed ? t('scheduledPins.wasDue', { when }) : t('scheduledPins.goesAt', { when })}
        </p>
        {failed && pin.error ? <p className="mt-1 text-red-700">{translateMessage(t, pin.error)}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          loading={action.isPending && action.variables?.action === 'post'}
          onClick={postNow}
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {t('scheduledPins.postNow')}
        </Button>
        <Button ref={changeButton} size="sm" variant="outline" onClick={() => setMoving(true)}>
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {t('scheduledPins.changeTime')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('scheduledPins.cancel')}
        </Button>
      </div>
      <ChangeTimeDialog
        open={moving}
        onOpenChange={setMoving}
        executionId={executionId}
        pin={pin}
        returnFocusTo={changeButton}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('scheduledPins.cancelTitle', { number: pin.image_number })}
        description={t('scheduledPins.cancelBody')}
        confirmLabel={t('scheduledPins.cancelConfirm')}
        pending={action.isPending && action.variables?.action === 'cancel'}
        onConfirm={async () => {
          try {
            await action.mutateAsync({ action: 'cancel', executionId, pinId });
            setCancelling(false);
            notify({ type: 'success', title: t('scheduledPins.cancelled') });
          } catch (error) {
            setCancelling(false);
            notify({
              type: 'error',
              title: translateMessage(t, errorMessage(error, t('scheduledPins.failedToCancel'))),
              duration: 10_000,
            });
          }
        }}
      />
    </li>
  );
}

function ChangeTimeDialog({
  open,
  onOpenChange,
  executionId,
  pin,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  executionId: string;
  pin: ScheduledPin;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const action = useScheduledPinAction();
  const inputId = useId();
  const [value, setValue] = useState(() => localInputValue(pin.scheduled_for));
  const [error, setError] = useState<string | null>(null);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime())) {
      setError(t('scheduledPins.chooseTime'));
      return;
    }
    try {
      await action.mutateAsync({
        action: 'move',
        executionId,
        pinId: pin.id as string,
        scheduledFor: at.toISOString(),
      });
      onOpenChange(false);
      notify({ type: 'success', title: t('scheduledPins.moved') });
    } catch (failure) {
      setError(errorMessage(failure, t('scheduledPins.failedToMove')));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValue(localInputValue(pin.scheduled_for));
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('scheduledPins.changeTitle', { number: pin.image_number })}
        description={t('scheduledPins.changeBody')}
        returnFocusTo={returnFocusTo}
      >
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
          <div>
            <Label htmlFor={inputId}>{t('scheduledPins.newTime', { zone })}</Label>
            <Input
              id={inputId}
              type="datetime-local"
              value={value}
              invalid={Boolean(error)}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
            <FieldNote id={inputId} error={error ?? undefined} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={action.isPending}>
              {t('scheduledPins.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
