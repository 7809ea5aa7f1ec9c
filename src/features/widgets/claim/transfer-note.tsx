import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Claim } from '../../../../contract';
import { claimTransferQuery } from '../../../api/claim-transfer';

/**
 * An active claim's transfer (SPEC §4, GET /claim_transfer/{id}): 'pending' while one is requested,
 * and the way to /claim_transfer with this claim's panel open. Nothing for a closed claim. Each
 * card asks for its own claim only: a customer with thousands of claims is never sent all of them.
 * The link shows at once, so a card does not grow when its transfer arrives (nothing shifts the
 * list a customer has scrolled through); only a pending transfer adds its line.
 */
export function TransferNote({ claim, describedBy }: { claim: Claim; describedBy?: string }) {
  const { t } = useTranslation();
  const { data: transfer } = useQuery({ ...claimTransferQuery(claim.id), enabled: claim.active });
  if (!claim.active) return null;
  return (
    <>
      {transfer?.status === 'requested' ? (
        <p className="transfer-note">{t('transfer.pending', { email: transfer.email ?? '' })}</p>
      ) : null}
      <Link
        to="/claim_transfer"
        search={{ claim: claim.id }}
        className="transfer-note__link"
        aria-describedby={describedBy}
      >
        {t('transfer.card_link')}
      </Link>
    </>
  );
}
