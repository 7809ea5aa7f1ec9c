import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { NOTIFICATION_EVENT, type Notification } from '../../../contract';
import { unreadCount } from '../../../machines/notifications/notifications.machine';
import { pushedNotification } from '../../api/notifications';
import { onSocketConnect, onSocketEvent } from '../../lib/socket';
import { notificationsLogic } from './notifications-actor';

type NotificationsActor = ActorRefFrom<ReturnType<typeof notificationsLogic>>;

/**
 * The notifications machine and what the panel shows of it: the list and its paging, the server's
 * unread count, and which notification is being marked read. `present` shows a pushed one.
 */
export function useNotifications(present: (n: Notification) => void) {
  const actor = useActorRef(notificationsLogic(present));
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
  const markRead = (id: number) => {
    pendingId.current = id;
    actor.send({ type: 'MARK_READ', id });
  };
  const more = { hasMore, loading: loadingMore, failed: moreFailed };
  return { actor, items, unread, loading, failed, busyAll, busyId, more, markRead };
}

/** At sign-in: the stored unread high-priority notifications block as a pushed one does (oldest first). */
export function useStoredBlocking(actor: NotificationsActor, present: (n: Notification) => void) {
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const storedShown = useRef(false);
  useEffect(() => {
    if (!ready || storedShown.current) return;
    storedShown.current = true;
    const blocking = actor.getSnapshot().context.items.filter((n) => n.priority === 'high' && !n.read_at);
    for (const n of blocking.reverse()) present(n);
  }, [ready, actor]);
}

/** Realtime delivery: a pushed notification goes to the machine, a (re)connect refetches; whether connected. */
export function useRealtimeNotifications(actor: NotificationsActor) {
  const [connected, setConnected] = useState(false);
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
  return connected;
}
