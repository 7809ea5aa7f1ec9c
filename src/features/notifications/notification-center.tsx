import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contract';
import { NotificationList } from './notification-list';
import { NotificationToasts } from './notification-toasts';
import { usePresentNotification } from './use-present-notification';
import { useNotifications, useRealtimeNotifications, useStoredBlocking } from './use-notifications';
import './notifications.css';

/** The bell that opens and closes the panel, with the unread badge. */
function NotificationBell({
  open,
  panelId,
  unread,
  onToggle,
}: {
  open: boolean;
  panelId: string;
  unread: number;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button notifications__bell"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
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
  );
}

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const present = useRef<(n: Notification) => void>(() => {});
  const center = useNotifications((n) => present.current(n));
  const { actor } = center;
  const presenter = usePresentNotification(center.markRead);
  present.current = presenter.present;
  useStoredBlocking(actor, (n) => present.current(n));
  const connected = useRealtimeNotifications(actor);

  return (
    <div className="notifications" data-realtime={connected ? 'connected' : 'offline'}>
      <NotificationBell
        open={open}
        panelId={panelId}
        unread={center.unread}
        onToggle={() => setOpen((o) => !o)}
      />
      <section
        id={panelId}
        hidden={!open}
        aria-label={t('notifications.title')}
        className="notifications__popover"
      >
        <NotificationList
          items={center.items}
          loading={center.loading}
          failed={center.failed}
          busyId={center.busyId}
          busyAll={center.busyAll}
          onMarkRead={center.markRead}
          onFollow={() => setOpen(false)}
          onMarkAll={() => actor.send({ type: 'MARK_ALL_READ' })}
          onRetry={() => actor.send({ type: 'RETRY' })}
          more={center.more}
          onLoadMore={() => actor.send({ type: 'LOAD_MORE' })}
        />
      </section>
      <NotificationToasts toasts={presenter.toasts} onClose={presenter.closeToast} />
    </div>
  );
}
