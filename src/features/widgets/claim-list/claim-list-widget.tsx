import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Claim } from '../../../../contract';
import { tsr } from '../../../lib/api';
import { ClaimCard } from './claim-card';

async function loadClaims(widgetId: number): Promise<Claim[]> {
  const res = await tsr.widgets.data.mutate({ params: { widgetId }, body: {} });
  if (res.status !== 200) throw new Error(`POST /widgets/data/${widgetId} answered ${res.status}`);
  return res.body.data.type === 'claim-list' ? res.body.data.claims : [];
}

/** The signed-in customer's claims (POST /widgets/data/:id), active or closed per the widget's settings. */
export function ClaimListWidget({ widgetId, status }: { widgetId: number; status: 'active' | 'closed' }) {
  const { t } = useTranslation();
  const claims = useQuery({ queryKey: ['widgets', 'data', widgetId], queryFn: () => loadClaims(widgetId) });
  const label = status === 'active' ? t('claims.list_active') : t('claims.list_closed');

  if (claims.isPending) {
    return (
      <p className="muted" aria-busy="true">
        {t('claims.loading')}
      </p>
    );
  }
  if (claims.isError) return <p className="notice">{t('claims.load_failed')}</p>;
  if (claims.data.length === 0) {
    return (
      <p className="empty">{status === 'active' ? t('claims.empty_active') : t('claims.empty_closed')}</p>
    );
  }
  return (
    <ul className="claim-list" aria-label={label}>
      {claims.data.map((claim) => (
        <li key={claim.id}>
          <ClaimCard claim={claim} />
        </li>
      ))}
    </ul>
  );
}
