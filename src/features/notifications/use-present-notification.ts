import { useCallback, useRef, useState } from 'react';
import type { Notification } from '../../../contract';
import { useAlert } from '../../ui/alert-dialog';
import { notificationAction, useFollowAction } from './notification-action';

/**
 * How a notification is shown by priority (SPEC §9): high → a blocking alert dialog whose button
 * is properties.actions[0] (following its url; pressing it marks the notification read), once per
 * notification; medium and low → a toast. `toasts` are those showing, `closeToast` ends one.
 */
export function usePresentNotification(markRead: (id: number) => void) {
  const alert = useAlert();
  const follow = useFollowAction();
  const [toasts, setToasts] = useState<Notification[]>([]);
  /** The ids whose blocking dialog was shown: a push that arrived before the list shows once. */
  const blocked = useRef(new Set<number>());

  const present = (n: Notification) => {
    if (n.priority !== 'high') {
      setToasts((list) => [...list.filter((x) => x.id !== n.id), n]);
      return;
    }
    if (blocked.current.has(n.id)) return;
    blocked.current.add(n.id);
    const action = notificationAction(n);
    alert.show(
      { title: n.subject, message: n.content, ...(action ? { actions: [{ label: action.label }] } : {}) },
      {
        onOk: () => {
          if (!n.read_at) markRead(n.id);
          follow(action);
        },
      },
    );
  };
  const closeToast = useCallback((id: number) => setToasts((list) => list.filter((n) => n.id !== id)), []);
  return { toasts, closeToast, present };
}
