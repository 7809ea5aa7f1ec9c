import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENT, type Notification } from '../../../contract';
import { unreadCount } from '../../../machines/notifications/notifications.machine';
import { pushedNotification } from '../../api/notifications';
import { onSocketConnect, onSocketEvent } from '../../lib/socket';
import { useAlert } from '../../ui/alert-dialog';
import { notificationAction, useFollowAction } from './notification-action';
import { NotificationList } from './notification-list';
import { notificationsLogic } from './notifications-actor';
import { NotificationToasts } from './notification-toasts';
import './notifications.css';

/**
 * The bell with the unread badge and the notifications panel, plus realtime delivery: a pushed
 * notification is added to the list and shown by priority (SPEC §9): high → blocking alert dialog
 * whose button is properties.actions[0] (following its url), medium → toast 90 s, low → toast 2 s.
 * The list shows the first page (20) and loads the next on "Load more" or when scrolled near its
 * end; the badge is the server's unread count, so it is exact whatever is loaded.
 * At sign-in (the first load of the list) every stored unread high-priority notification opens the
 * same blocking dialog; pressing its button marks it read. A socket (re)connect refetches the list.
 */
export function NotificationCenter() {
  const { t } = useTranslation();
  const alert = useAlert();
  const follow = useFollowAction();
  const [toasts, setToasts] = useState<Notification[]>([]);
  const [open, setOpen] = useState(false);
  const [connected, setConnected] = useState(false);
  const panelId = useId();

  const present = useRef<(n: Notification) => void>(() => {});
  /** The ids whose blocking dialog was shown: a push that arrived before the list shows once. */
  const blocked = useRef(new Set<number>());
  present.current = (n) => {
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
          if (!n.read_at) markRead.current(n.id);
          follow(action);
        },
      },
    );
  };
  const markRead = useRef<(id: number) => void>(() => {});
  const actor = useActorRef(notificationsLogic((n) => present.current(n)));
  const items = useSelector(actor, (s) => s.context.items);
  const unread = useSelector(actor, (s) => unreadCount(s.context));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busyAll = useSelector(actor, (s) => s.matches('markingAllRead'));
  const hasMore = useSelector(actor, (s) => s.context.next !== null);
  const loadingMore = useSelector(actor, (s) => s.matches('loadingMore'));
  const moreFailed = useSelector(actor, (s) => s.context.moreFailed);
  const pendingId = useRef<number | null>(null);
  const markingOne = useSelector(actor, (s) => s.matches('markingRead'));
  const busyId = markingOne ? pendingId.current : null;
  markRead.current = (id) => {
    pendingId.current = id;
    actor.send({ type: 'MARK_READ', id });
  };

  // At sign-in: the stored unread high-priority notifications block as a pushed one does (oldest first).
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const storedShown = useRef(false);
  useEffect(() => {
    if (!ready || storedShown.current) return;
    storedShown.current = true;
    const blocking = actor.getSnapshot().context.items.filter((n) => n.priority === 'high' && !n.read_at);
    for (const n of blocking.reverse()) present.current(n);
  }, [ready, actor]);

  useEffect(() => {
    const offPush = onSocketEvent(NOTIFICATION_EVENT, (payload) => {
      const notification = pushedNotification(payload);
      if (notification) actor.send({ type: 'RECEIVED', notification });
    });
    const offDown = onSocketEvent('disconnect', () => setConnected(false));
    const offUp = onSocketConnect(() => {
      setConnected(true);
      actor.send({ type: 'RECONNECTED' });
    });
    return () => {
      offPush();
      offDown();
      offUp();
    };
  }, [actor]);

  const closeToast = useCallback((id: number) => setToasts((list) => list.filter((n) => n.id !== id)), []);

  return (
    <div className="notifications" data-realtime={connected ? 'connected' : 'offline'}>
      <button
        type="button"
        className="button notifications__bell"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('notifications.title')}
        {unread > 0 ? (
          <span
            className="notifications__badge"
            aria-label={t('notifications.unread_count', { count: unread })}
          >
            {unread}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-label={t('notifications.title')}
        className="notifications__popover"
      >
        <NotificationList
          items={items}
          loading={loading}
          failed={failed}
          busyId={busyId}
          busyAll={busyAll}
          onMarkRead={(id) => markRead.current(id)}
          onFollow={() => setOpen(false)}
          onMarkAll={() => actor.send({ type: 'MARK_ALL_READ' })}
          onRetry={() => actor.send({ type: 'RETRY' })}
          more={{ hasMore, loading: loadingMore, failed: moreFailed }}
          onLoadMore={() => actor.send({ type: 'LOAD_MORE' })}
        />
      </section>
      <NotificationToasts toasts={toasts} onClose={closeToast} />
    </div>
  );
}
