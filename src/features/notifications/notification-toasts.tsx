import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contract';

/** SPEC §9: how long a pushed notification's toast stays (high priority is a dialog instead). */
export const TOAST_MS = { medium: 90_000, low: 2_000 } as const;

function Toast({ notification, onClose }: { notification: Notification; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  const ms = notification.priority === 'low' ? TOAST_MS.low : TOAST_MS.medium;
  useEffect(() => {
    const timer = setTimeout(() => onClose(notification.id), ms);
    return () => clearTimeout(timer);
  }, [notification.id, ms, onClose]);
  return (
    <div
      className={`notification-toast notification-toast--${notification.priority}`}
      data-notification-id={notification.id}
    >
      <p className="notification-toast__subject">{notification.subject}</p>
      {notification.content ? <p className="notification-toast__content">{notification.content}</p> : null}
      <button type="button" className="notification-toast__close" onClick={() => onClose(notification.id)}>
        <span className="sr-only">{t('notifications.close_toast')}</span>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The toasts of medium (90 s) and low (2 s) priority pushes, newest last, in a polite live region. */
export function NotificationToasts({
  toasts,
  onClose,
}: {
  toasts: Notification[];
  onClose: (id: number) => void;
}) {
  return (
    <div className="notification-toasts" role="status" aria-live="polite">
      {toasts.map((n) => (
        <Toast key={n.id} notification={n} onClose={onClose} />
      ))}
    </div>
  );
}
