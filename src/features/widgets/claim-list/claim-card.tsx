import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClaimListItem } from '../../../../contract';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { bookingRoute } from '../claim/flight-fields';
import { TransferNote } from '../claim/transfer-note';
import './claim-list.css';

/**
 * One claim: type and case number, airline and flight numbers, route through every flight, flight date, status and claim
 * amount, marked "Action needed" when it needs the customer now; for an active claim its pending
 * transfer (SPEC §4) and the way to /claim_transfer.
 */
export function ClaimCard({ claim }: { claim: ClaimListItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `claim-${claim.id}-title`;
  const { flight } = claim;
  const flights = [flight, ...claim.connecting_flights];
  return (
    <article className="claim-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="claim-card__title">
        <span className="claim-card__scope">{t(`claims.scope.${claim.scope}`)}</span> {claim.case_number}
      </h2>
      {claim.action_needed ? <p className="claim-card__action-needed">{t('claims.action_needed')}</p> : null}
      <dl className="claim-card__facts">
        <div>
          <dt>{t('claims.airline')}</dt>
          <dd>{flight.airline}</dd>
        </div>
        <div>
          <dt>{t('claims.flight_number')}</dt>
          <dd>{flights.map((f) => f.flight_number).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('claims.route')}</dt>
          <dd>{bookingRoute(flights)}</dd>
        </div>
        <div>
          <dt>{t('claims.flight_date')}</dt>
          <dd>{formatDate(flight.flight_date, locale)}</dd>
        </div>
        <div>
          <dt>{t('claims.contract_status')}</dt>
          <dd>
            <span className={`status status--${claim.status}`}>{t(`claims.status.${claim.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('claims.claim_amount')}</dt>
          <dd>{claim.claim_amount === null ? '–' : formatMoney(claim.claim_amount, locale)}</dd>
        </div>
      </dl>
      <div className="claim-actions">
        <Link
          to="/contract/$scope/$claim/{-$page}"
          params={{ scope: claim.scope, claim: claim.id }}
          className="button button--secondary"
          aria-describedby={headingId}
        >
          {t('contract.open')}
        </Link>
        <TransferNote claim={claim} describedBy={headingId} />
      </div>
    </article>
  );
}
