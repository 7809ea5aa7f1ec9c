import { useTranslation } from 'react-i18next';
import type { Scope } from '../../../../contract';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import type { PassengerDraft } from '../claim/passenger-fields';
import type { DetailsDraft } from './details-step';

/** Everything entered, to check before sending. */
export function SummaryStep({
  scope,
  flight,
  passengers,
  details,
}: {
  scope: Scope;
  flight: {
    airline: string;
    flight_number: string;
    flight_date: string;
    departure_airport: string;
    arrival_airport: string;
  };
  passengers: PassengerDraft[];
  details: DetailsDraft;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, string][] = [
    ['claims.scope_label', t(`claims.scope.${scope}`)],
    ['claims.airline', flight.airline],
    ['claims.flight_number', flight.flight_number],
    ['claims.flight_date', formatDate(flight.flight_date, locale)],
    ['claims.route', `${flight.departure_airport} → ${flight.arrival_airport}`],
    ['contract.passengers', passengers.map((p) => `${p.first_name} ${p.last_name}`).join(', ')],
  ];
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
