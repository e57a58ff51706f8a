/**
 * In-app notifications (PRODUCT.md §4): stacked top right (at the bottom on small screens, where the top bar
 * and its menu must stay visible), no limit; slide in after ~100 ms, leave after
 * their duration (default 5000 ms, <= 0 stays until closed) with a ~300 ms slide-out. An action runs
 * and then closes its notification.
 */
import { DELAYS } from '@aa/contracts/constants';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from './notification-item.tsx';
import type { Notification, NotificationInput } from './notification-types.ts';

export type {
  Notification,
  NotificationAction,
  NotificationInput,
  NotificationType,
} from './notification-types.ts';

export interface NotificationsContextValue {
  notifications: Notification[];
  notify: (notification: NotificationInput) => string;
  dismiss: (id: string) => void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const sequence = useRef(0);

  const later = useCallback((callback: () => void, delay: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delay);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      setNotifications((list) => list.map((item) => (item.id === id ? { ...item, phase: 'leaving' } : item)));
      later(
        () => setNotifications((list) => list.filter((item) => item.id !== id)),
        DELAYS.notificationSlideOut,
      );
    },
    [later],
  );

  const notify = useCallback(
    (input: NotificationInput) => {
      sequence.current += 1;
      const id = `${Date.now()}-${sequence.current}`;
      const duration = input.duration ?? DELAYS.notificationDefault;
      setNotifications((list) => [...list, { ...input, duration, id, phase: 'entering' }]);
      later(
        () =>
          setNotifications((list) =>
            list.map((item) =>
              item.id === id && item.phase === 'entering' ? { ...item, phase: 'shown' } : item,
            ),
          ),
        DELAYS.notificationSlideIn,
      );
      if (duration > 0) later(() => dismiss(id), duration);
      return id;
    },
    [dismiss, later],
  );

  const value = useMemo(() => ({ notifications, notify, dismiss }), [notifications, notify, dismiss]);

  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <section
        aria-label={t('notifications.region')}
        className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:top-4 sm:right-4 sm:bottom-auto sm:w-96 sm:gap-3"
      >
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onClose={dismiss} />
        ))}
      </section>
    </NotificationsContext.Provider>
  );
}

export function useNotifications(): NotificationsContextValue {
  const context = useContext(NotificationsContext);
  if (!context) throw new Error('useNotifications must be used within a NotificationsProvider');
  return context;
}
