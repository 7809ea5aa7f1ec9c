import { useTranslation } from 'react-i18next';
import { type Notification } from '../../../contract';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { LoadMore } from '../../ui/load-more';
import { NotificationActionLink } from './notification-action';

type Props = {
  items: Notification[];
  loading: boolean;
  failed: boolean;
  busyId: number | null;
  busyAll: boolean;
  onMarkRead: (id: number) => void;
  onMarkAll: () => void;
  onRetry: () => void;
  /** An item's action was followed (the panel closes). */
  onFollow?: () => void;
  /** Paging: whether a next page exists, is loading, or failed to load. */
  more?: { hasMore: boolean; loading: boolean; failed: boolean };
  onLoadMore?: () => void;
};

/**
 * The notifications panel: newest first, unread marked, each with its action; mark one or all
 * read; a page at a time (Load more, also by itself near the end of the panel).
 */
export function NotificationList({
  items,
  loading,
  failed,
  busyId,
  busyAll,
  onMarkRead,
  onMarkAll,
  onRetry,
  onFollow,
  more,
  onLoadMore,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = items.some((n) => !n.read_at);
  if (loading) return <p className="notifications__state">{t('notifications.loading')}</p>;
  if (failed)
    return (
      <div className="notifications__state">
        <p>{t('notifications.failed')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('notifications.retry')}
        </button>
      </div>
    );
  return (
    <div className="notifications__panel">
      {unread ? (
        <button type="button" className="button" disabled={busyAll} onClick={onMarkAll}>
          {t('notifications.mark_all_read')}
        </button>
      ) : null}
      {items.length === 0 ? <p className="notifications__state">{t('notifications.empty')}</p> : null}
      <ul className="notifications__list">
        {items.map((n) => (
          <li key={n.id} className={n.read_at ? 'notification' : 'notification notification--unread'}>
            <p className="notification__subject">
              {n.read_at ? null : <span className="sr-only">{t('notifications.unread')}: </span>}
              {n.subject}
            </p>
            {n.content ? <p className="notification__content">{n.content}</p> : null}
            <p className="notification__date">{formatDateTime(n.created_at, locale)}</p>
            <NotificationActionLink notification={n} {...(onFollow ? { onFollow } : {})} />
            {n.read_at ? null : (
              <button
                type="button"
                className="button button--small"
                disabled={busyId === n.id}
                onClick={() => onMarkRead(n.id)}
                aria-label={t('notifications.mark_read_of', { subject: n.subject })}
              >
                {t('notifications.mark_read')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {more?.failed ? (
        <p className="notice" role="status">
          {t('notifications.more_failed')}
        </p>
      ) : null}
      {more?.hasMore && onLoadMore ? (
        <LoadMore
          onLoad={onLoadMore}
          busy={more.loading}
          label={t('notifications.load_more')}
          busyLabel={t('notifications.loading_more')}
        />
      ) : null}
    </div>
  );
}
