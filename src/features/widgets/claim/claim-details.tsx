import { useTranslation } from 'react-i18next';
import type { Claim } from '../../../../contract';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { bookingRoute } from './flight-fields';

/** SPEC §3's flight labels for one claim; money per SPEC §9 (€, two decimals), each amount once. */
export function ClaimDetails({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (v: number | null) => (v === null ? null : formatMoney(v, locale));
  const date = (v: string | null) => (v === null ? null : formatDate(v, locale));
  const facts: [string, string | null][] = [
    ['claims.case_number', claim.case_number],
    ['claims.scope_label', t(`claims.scope.${claim.scope}`)],
    ['claims.contract_status', t(`claims.status.${claim.status}`)],
    ['claims.airline', claim.flight.airline],
    ['claims.flight_number', claim.flight.flight_number],
    ['claims.flight_date', date(claim.flight.flight_date)],
    ['claims.departure_airport', claim.flight.departure_airport],
    ['claims.arrival_airport', claim.flight.arrival_airport],
    [
      'claims.connecting_flights',
      claim.connecting_flights.length
        ? claim.connecting_flights
            .map((f) => `${f.flight_number} ${bookingRoute([f])}, ${formatDate(f.flight_date, locale)}`)
            .join('; ')
        : null,
    ],
    ['claims.policy_number', claim.policy_number],
    ['claims.product', claim.product],
    ['claims.amount', money(claim.amount)],
    ['claims.invoice_amount', money(claim.invoice_amount)],
    ['claims.claim_amount', money(claim.claim_amount)],
    ['claims.payout', money(claim.payout)],
    ['claims.valid_from', date(claim.valid_from)],
    ['claims.valid_to', date(claim.valid_to)],
  ];
  return (
    <>
      <dl className="facts">
        {facts
          .filter((f): f is [string, string] => f[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3>{t('contract.passengers')}</h3>
      <ul className="passengers">
        {claim.passengers.map((p, i) => (
          <li key={i}>
            {p.first_name} {p.last_name}
            {p.email ? ` (${p.email})` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
