import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { Notification, NotificationType } from './notification-types.ts';

const styles: Record<NotificationType, { border: string; icon: string; Icon: typeof Info }> = {
  success: { border: 'border-l-emerald-500', icon: 'text-emerald-600', Icon: CheckCircle2 },
  error: { border: 'border-l-red-500', icon: 'text-red-600', Icon: XCircle },
  warning: { border: 'border-l-amber-400', icon: 'text-amber-500', Icon: AlertTriangle },
  info: { border: 'border-l-blue-500', icon: 'text-blue-600', Icon: Info },
};

export function NotificationItem({
  notification,
  onClose,
}: {
  notification: Notification;
  onClose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { border, icon, Icon } = styles[notification.type];
  const shown = notification.phase === 'shown';
  return (
    <div
      role={notification.type === 'error' ? 'alert' : 'status'}
      data-phase={notification.phase}
      className={cn(
        'pointer-events-auto rounded-xl border border-l-4 border-slate-200 bg-white p-3 shadow-lg transition-all ease-out sm:p-4',
        notification.phase === 'leaving' ? 'duration-300' : 'duration-100',
        shown
          ? 'translate-y-0 opacity-100 sm:translate-x-0'
          : 'translate-y-4 opacity-0 sm:translate-x-8 sm:translate-y-0',
        border,
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', icon)} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">{notification.title}</p>
          {notification.message ? (
            <p className="mt-1 text-sm text-slate-600">{notification.message}</p>
          ) : null}
          {notification.actions?.length ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {notification.actions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  onClick={() => {
                    action.action();
                    onClose(notification.id);
                  }}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                    action.primary
                      ? 'bg-indigo-600 text-white hover:bg-indigo-500'
                      : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {action.label}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onClose(notification.id)}
          className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          aria-label={t('notifications.close')}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
