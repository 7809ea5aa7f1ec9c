import { useQuery } from '@tanstack/react-query';
import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { useTranslation } from 'react-i18next';
import { DISRUPTIONS, type Scope } from '../../../../contract';
import type { ClaimDetails } from '../../../../machines/create-claim/create-claim.machine';
import { estimateQuery } from '../../../api/widgets';
import { formatMoneyNoDecimals } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { errorsFor, Field, type Errors } from '../../../ui/form';
import { TemplatePicks } from './template-picks';

export type DetailsDraft = {
  disruption: string;
  delay_hours: string;
  amount: string;
  policy_number: string;
  iban: string;
};
export const emptyDetails: DetailsDraft = {
  disruption: '',
  delay_hours: '',
  amount: '',
  policy_number: '',
  iban: '',
};

const euros = (s: string) => Number(s.replace(/\s/g, '').replace(',', '.'));

/** The details as the API expects them for the scope, or field errors. */
export function toDetails(scope: Scope, d: DetailsDraft): { value: ClaimDetails } | { errors: Errors } {
  const errors: Errors = {};
  const value: ClaimDetails = {};
  if (scope === 'fairplane') {
    const disruption = DISRUPTIONS.find((x) => x === d.disruption);
    if (!disruption) errors.disruption = ['required'];
    else value.disruption = disruption;
    if (disruption === 'delay') {
      const hours = euros(d.delay_hours);
      if (d.delay_hours.trim() === '' || !Number.isFinite(hours) || hours < 0 || hours > 72)
        errors.delay_hours = ['invalid_value'];
      else value.delay_hours = hours;
    }
  } else {
    const amount = euros(d.amount);
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

function Estimate({
  widgetId,
  from,
  to,
  draft,
  passengers,
}: {
  widgetId: number;
  from: string;
  to: string;
  draft: DetailsDraft;
  passengers: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const disruption = DISRUPTIONS.find((x) => x === draft.disruption);
  const hours = euros(draft.delay_hours);
  const body = {
    departure_airport: from,
    arrival_airport: to,
    ...(disruption ? { disruption } : {}),
    ...(Number.isFinite(hours) && draft.delay_hours.trim() !== '' ? { delay_hours: hours } : {}),
  };
  const estimate = useQuery({ ...estimateQuery(widgetId, body), enabled: disruption !== undefined });
  if (!estimate.data) return null;
  const e = estimate.data;
  return (
    <div className="estimate card" role="status">
      <h3>{t('estimate.title')}</h3>
      <p>
        {t('estimate.distance', { km: e.distance_km.toLocaleString(locale.replace('_', '-')), from, to })}
      </p>
      <p>
        <strong>
          {e.amount_per_passenger > 0
            ? t('estimate.amount', {
                // Statutory whole-euro amounts: SPEC §9's no-decimals format (€250,-).
                amount: formatMoneyNoDecimals(e.amount_per_passenger, locale),
                total: formatMoneyNoDecimals(e.amount_per_passenger * passengers, locale),
                count: passengers,
              })
            : t('estimate.none')}
        </strong>
      </p>
      <p className="muted">{t(`estimate.rule.${e.rule}`)}</p>
    </div>
  );
}

/** Scope-specific details: the disruption (with the EU 261 estimate), ticket price or luggage invoice, IBAN. */
export function DetailsStep({
  widgetId,
  scope,
  flight,
  passengers,
  value,
  onChange,
  errors,
}: {
  widgetId: number;
  scope: Scope;
  flight: { departure_airport: string; arrival_airport: string };
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
          <Field
            id={`${id}-disruption`}
            label={t('claim_form.disruption')}
            errors={errorsFor(errors, 'disruption')}
          >
            {(aria) => (
              <select {...aria} value={value.disruption} onChange={set('disruption')}>
                <option value="">{t('claim_form.please_choose')}</option>
                {DISRUPTIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`claim_form.disruptions.${d}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {value.disruption === 'delay' ? (
            <Field
              id={`${id}-delay`}
              label={t('claim_form.delay_hours')}
              hint={t('claim_form.delay_hint')}
              errors={errorsFor(errors, 'delay_hours')}
            >
              {(aria) => (
                <input
                  {...aria}
                  inputMode="decimal"
                  value={value.delay_hours}
                  onChange={set('delay_hours')}
                />
              )}
            </Field>
          ) : null}
          <Estimate
            widgetId={widgetId}
            from={flight.departure_airport}
            to={flight.arrival_airport}
            draft={value}
            passengers={passengers}
          />
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
