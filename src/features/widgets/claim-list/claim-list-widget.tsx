import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimListQuery } from '../../../api/widgets';
import type { WidgetProps } from '../widget-props';
import { ClaimCard } from './claim-card';
import { ClaimSummary } from './claim-summary';
import { ClaimTodo } from './claim-todo';
import { LoadMore } from '../../../ui/load-more';

/**
 * The signed-in customer's claims (POST /widgets/data/:id), a page at a time: the first page
 * first, the next as the customer scrolls near the end or presses "Load more"; or (the overview)
 * the to-do list of the first page's claims, those needing the customer first, and counts at a glance.
 * Loaded pages stay in the query cache, so coming back shows them at once (the router restores scroll).
 */
export function ClaimListWidget({ widget, settings }: WidgetProps<'claim-list'>) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(claimListQuery(widget.id));
  const { status } = settings;

  if (list.isPending) {
    return (
      <p className="muted" aria-busy="true">
        {t('claims.loading')}
      </p>
    );
  }
  if (list.isError) return <p className="notice">{t('claims.load_failed')}</p>;
  const first = list.data.pages[0];
  if (settings.view === 'summary')
    return (
      <>
        <ClaimTodo claims={first?.claims ?? []} />
        <ClaimSummary counts={first?.counts ?? []} />
      </>
    );
  const claims = list.data.pages.flatMap((p) => p.claims);
  if (claims.length === 0) {
    return (
      <p className="empty">{status === 'closed' ? t('claims.empty_closed') : t('claims.empty_active')}</p>
    );
  }
  const total = Math.max(first?.total ?? 0, claims.length);
  return (
    <>
      <ul
        className="claim-list"
        aria-label={status === 'closed' ? t('claims.list_closed') : t('claims.list_active')}
      >
        {claims.map((claim) => (
          <li key={claim.id}>
            <ClaimCard claim={claim} />
          </li>
        ))}
      </ul>
      <p className="muted claim-list__count" role="status">
        {t('claims.shown', { shown: claims.length, total })}
      </p>
      {list.isFetchNextPageError && <p className="notice">{t('claims.load_failed')}</p>}
      {list.hasNextPage && (
        <LoadMore
          onLoad={() => void list.fetchNextPage()}
          busy={list.isFetchingNextPage}
          label={t('claims.load_more')}
          busyLabel={t('claims.loading_more')}
        />
      )}
    </>
  );
}
