import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimTransfersQuery } from '../../api/claim-transfer';
import { ClaimTransferPanel } from './claim-transfer-panel';

/**
 * /claim_transfer: the customer's active claims, each with its transfer state and the transfer
 * panel; `initialOpen` (a claim card's link) starts with that claim's panel open.
 */
export function ClaimTransferList({ initialOpen = null }: { initialOpen?: number | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(initialOpen);
  const { data: claims, isPending, isError } = useQuery(claimTransfersQuery());
  if (isPending) return <p>{t('transfer.loading')}</p>;
  if (isError) return <p role="alert">{t('transfer.failed')}</p>;
  if (claims.length === 0) return <p>{t('transfer.no_claims')}</p>;
  return (
    <ul className="claim-transfer-list">
      {claims.map((c) => (
        <li key={c.claim_id} className="claim-transfer-list__item">
          <p>
            <Link to="/contract/$scope/$claim/{-$page}" params={{ scope: c.scope, claim: c.claim_id }}>
              {t('transfer.claim_label', { case_number: c.case_number, passenger: c.passenger })}
            </Link>
          </p>
          <p>
            {c.status === 'requested'
              ? t('transfer.pending', { email: c.email ?? '' })
              : t('transfer.not_pending')}
          </p>
          <button
            type="button"
            className="button"
            aria-expanded={open === c.claim_id}
            onClick={() => setOpen(open === c.claim_id ? null : c.claim_id)}
          >
            {t('transfer.manage', { case_number: c.case_number })}
          </button>
          {open === c.claim_id ? <ClaimTransferPanel claimId={c.claim_id} widgetId={c.widget_id} /> : null}
        </li>
      ))}
    </ul>
  );
}
