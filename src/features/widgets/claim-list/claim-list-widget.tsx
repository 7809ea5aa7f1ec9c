import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimListQuery } from '../../../api/widgets';
import type { WidgetProps } from '../widget-props';
import { ClaimCard } from './claim-card';
import { ClaimSummary } from './claim-summary';

/** The signed-in customer's claims (POST /widgets/data/:id): a list, or counts at a glance. */
export function ClaimListWidget({ widget, settings }: WidgetProps<'claim-list'>) {
  const { t } = useTranslation();
  const claims = useQuery(claimListQuery(widget.id));
  const { status } = settings;

  if (claims.isPending) {
    return (
      <p className="muted" aria-busy="true">
        {t('claims.loading')}
      </p>
    );
  }
  if (claims.isError) return <p className="notice">{t('claims.load_failed')}</p>;
  if (settings.view === 'summary') return <ClaimSummary claims={claims.data} />;
  if (claims.data.length === 0) {
    return (
      <p className="empty">{status === 'closed' ? t('claims.empty_closed') : t('claims.empty_active')}</p>
    );
  }
  return (
    <ul
      className="claim-list"
      aria-label={status === 'closed' ? t('claims.list_closed') : t('claims.list_active')}
    >
      {claims.data.map((claim) => (
        <li key={claim.id}>
          <ClaimCard claim={claim} />
        </li>
      ))}
    </ul>
  );
}
