import { useQuery } from '@tanstack/react-query';
import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { useTranslation } from 'react-i18next';
import { DISRUPTIONS, type Scope } from '../../../../contract';
import type { ClaimDetails } from '../../../../machines/create-claim/create-claim.machine';
import { estimateQuery } from '../../../api/estimate';
import { FactsFields } from '../../../ui/estimate/facts-fields';
import { DisruptedLegField } from '../../../ui/estimate/leg-list';
import { emptyFacts, toFacts, type FactsDraft } from '../../../ui/estimate/facts';
import { EstimateReasoning } from '../../../ui/estimate/reasoning';
import { parseEuros } from '../../../lib/format';
import { errorsFor, Field, type Errors } from '../../../ui/form';
import { TemplatePicks } from './template-picks';

export type DetailsDraft = FactsDraft & {
  /** Which flight went wrong, when the booking has several (an index as text). */
  disrupted_leg: string;
  amount: string;
  policy_number: string;
  iban: string;
};
export const emptyDetails: DetailsDraft = {
  ...emptyFacts,
  disrupted_leg: '0',
  amount: '',
  policy_number: '',
  iban: '',
};

/** A flight as the estimate and the details step need it. */
type Leg = { departure_airport: string; arrival_airport: string; airline_code: string };
/** Which flight went wrong: an index into a booking of `legs` flights, or none for a direct flight. */
const disruptedLeg = (d: DetailsDraft, legs: number) =>
  legs > 1 ? Math.min(Number(d.disrupted_leg) || 0, legs - 1) : undefined;

/** The details as the API expects them for the scope (a booking of `legs` flights), or field errors. */
export function toDetails(
  scope: Scope,
  d: DetailsDraft,
  legs = 1,
): { value: ClaimDetails } | { errors: Errors } {
  const errors: Errors = {};
  const value: ClaimDetails = {};
  if (scope === 'fairplane') {
    const disruption = DISRUPTIONS.find((x) => x === d.disruption);
    if (!disruption) errors.disruption = ['required'];
    else value.disruption = disruption;
    if (disruption === 'delay') {
      const hours = parseEuros(d.delay_hours);
      if (d.delay_hours.trim() === '' || !Number.isFinite(hours) || hours < 0 || hours > 72)
        errors.delay_hours = ['invalid_value'];
      else value.delay_hours = hours;
    }
    // The estimate's other facts, where given (each optional for the claim).
    const facts = toFacts(d);
    if ('value' in facts) {
      const { notice_days, rerouting, reason } = facts.value;
      if (notice_days !== undefined) value.notice_days = notice_days;
      if (rerouting) value.rerouting = rerouting;
      if (reason) value.reason = reason;
    }
    const disrupted = disruptedLeg(d, legs);
    if (disrupted !== undefined) value.disrupted_leg = disrupted;
  } else {
    const amount = parseEuros(d.amount);
    if (d.amount.trim() === '') errors.amount = ['required'];
    else if (!Number.isFinite(amount) || amount <= 0) errors.amount = ['invalid_value'];
    else value.amount = Math.round(amount * 100);
  }
  if (scope === 'luggage_refund') {
    if (!d.policy_number.trim()) errors.policy_number = ['required'];
    else value.policy_number = d.policy_number.trim();
  }
  if (d.iban.trim()) {
    const iban = electronicFormatIBAN(d.iban) ?? '';
    if (!isValidIBAN(iban)) errors.iban = ['invalid_value'];
    else value.iban = iban;
  }
  return Object.keys(errors).length ? { errors } : { value };
}

/**
 * The EU 261 estimate of the booking's flights entered (POST /estimate, the public calculator's
 * rules: a connection from first departure to final destination) with its reasoning.
 */
function Estimate({
  flights,
  draft,
  passengers,
}: {
  flights: Leg[];
  draft: DetailsDraft;
  passengers: number;
}) {
  const facts = toFacts(draft);
  const disrupted = disruptedLeg(draft, flights.length);
  const body =
    'value' in facts
      ? {
          legs: flights.map((f) => ({
            departure_airport: f.departure_airport,
            arrival_airport: f.arrival_airport,
            carrier: f.airline_code,
          })),
          ...(disrupted !== undefined ? { disrupted_leg: disrupted } : {}),
          ...facts.value,
        }
      : null;
  const estimate = useQuery({
    ...estimateQuery(body ?? { legs: [], disruption: 'delay' }),
    enabled: body !== null,
  });
  if (!body || !estimate.data?.ok) return null;
  return <EstimateReasoning result={estimate.data.value} passengers={passengers} />;
}

/** Scope-specific details: which flight went wrong and the disruption (with the EU 261 estimate), ticket price or luggage invoice, IBAN. */
export function DetailsStep({
  widgetId,
  scope,
  flights,
  passengers,
  value,
  onChange,
  errors,
}: {
  widgetId: number;
  scope: Scope;
  flights: Leg[];
  passengers: number;
  value: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  const id = `cc-${widgetId}`;
  const set = (key: keyof DetailsDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <>
      {scope === 'fairplane' ? (
        <>
          {flights.length > 1 ? (
            <DisruptedLegField
              id={`${id}-disrupted`}
              legs={flights}
              value={value.disrupted_leg}
              onChange={(disrupted_leg) => onChange({ ...value, disrupted_leg })}
              errors={errors}
            />
          ) : null}
          <FactsFields
            id={id}
            value={value}
            onChange={(next) => onChange({ ...value, ...next })}
            errors={errors}
          />
          <Estimate flights={flights} draft={value} passengers={passengers} />
        </>
      ) : (
        <>
          <p className="promise">{t(`claim_form.promise.${scope}`)}</p>
          <Field
            id={`${id}-amount`}
            label={t(scope === 'ticket_refund' ? 'claim_form.ticket_price' : 'claim_form.invoice_total')}
            errors={errorsFor(errors, 'amount')}
          >
            {(aria) => <input {...aria} inputMode="decimal" value={value.amount} onChange={set('amount')} />}
          </Field>
        </>
      )}
      {scope === 'luggage_refund' ? (
        <Field
          id={`${id}-policy`}
          label={t('claims.policy_number')}
          errors={errorsFor(errors, 'policy_number')}
        >
          {(aria) => <input {...aria} value={value.policy_number} onChange={set('policy_number')} />}
        </Field>
      ) : null}
      <Field
        id={`${id}-iban`}
        label={t('claim_form.iban')}
        hint={t('claim_form.iban_hint')}
        errors={errorsFor(errors, 'iban')}
      >
        {(aria) => <input {...aria} autoComplete="off" value={value.iban} onChange={set('iban')} />}
      </Field>
      <TemplatePicks
        kind="bank_account"
        label={(a) => t('claim_form.use_account', { holder: a.holder, iban: a.iban })}
        onPick={(a) => onChange({ ...value, iban: a.iban })}
      />
    </>
  );
}
