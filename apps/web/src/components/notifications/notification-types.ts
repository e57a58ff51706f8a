/** The shapes of in-app notifications (PRODUCT.md §3 Notification). */
export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationAction {
  label: string;
  action: () => void;
  primary?: boolean;
}

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message?: string;
  /** Milliseconds before it leaves; 0 or less keeps it until closed. */
  duration?: number;
  actions?: NotificationAction[];
}

export interface Notification extends NotificationInput {
  id: string;
  /** 'entering' before the slide-in, 'shown', then 'leaving' during the slide-out. */
  phase: 'entering' | 'shown' | 'leaving';
}
