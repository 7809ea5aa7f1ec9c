import { useTranslation } from 'react-i18next';
import type { Scope } from '../../../../contract';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { bookingRoute } from '../claim/flight-fields';
import type { PassengerDraft } from '../claim/passenger-fields';
import type { DetailsDraft } from './details-step';

/** Everything entered, to check before sending. */
export function SummaryStep({
  scope,
  flights,
  passengers,
  details,
}: {
  scope: Scope;
  /** The booking's flights: the claim's flight, then its connecting flights. */
  flights: {
    airline: string;
    flight_number: string;
    flight_date: string;
    departure_airport: string;
    arrival_airport: string;
  }[];
  passengers: PassengerDraft[];
  details: DetailsDraft;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const each = (f: (flight: (typeof flights)[number]) => string) => flights.map(f).join(', ');
  const rows: [string, string][] = [
    ['claims.scope_label', t(`claims.scope.${scope}`)],
    ['claims.airline', [...new Set(flights.map((f) => f.airline))].join(', ')],
    ['claims.flight_number', each((f) => f.flight_number)],
    ['claims.flight_date', [...new Set(flights.map((f) => formatDate(f.flight_date, locale)))].join(', ')],
    ['claims.route', bookingRoute(flights)],
    ['contract.passengers', passengers.map((p) => `${p.first_name} ${p.last_name}`).join(', ')],
  ];
  if (details.disruption && flights.length > 1) {
    const i = Math.min(Number(details.disrupted_leg) || 0, flights.length - 1);
    const f = flights[i];
    if (f)
      rows.push([
        'eu261.form.disrupted_leg',
        t('eu261.form.flight_route', { number: i + 1, from: f.departure_airport, to: f.arrival_airport }),
      ]);
  }
  if (details.disruption)
    rows.push(['claim_form.disruption', t(`claim_form.disruptions.${details.disruption}`)]);
  // The EU 261 estimate's other facts, where given.
  if (details.disruption === 'cancellation' && details.notice_days.trim())
    rows.push(['eu261.form.notice_days', details.notice_days.trim()]);
  if (details.disruption === 'cancellation' || details.disruption === 'denied_boarding')
    rows.push([
      'eu261.form.rerouting',
      t(details.rerouting === 'yes' ? 'eu261.form.rerouting_yes' : 'eu261.form.rerouting_no'),
    ]);
  if (details.disruption !== 'denied_boarding' && details.reason)
    rows.push(['eu261.form.reason', t(`eu261.reason.${details.reason}`)]);
  if (details.amount)
    rows.push([
      scope === 'ticket_refund' ? 'claim_form.ticket_price' : 'claim_form.invoice_total',
      `${details.amount} €`,
    ]);
  if (details.policy_number) rows.push(['claims.policy_number', details.policy_number]);
  if (details.iban) rows.push(['claim_form.iban', details.iban]);
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
