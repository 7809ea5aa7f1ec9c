import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ESTIMATE_LEGS } from '../../../contract';
import { errorsFor, Field, type Errors } from '../form';
import './estimate.css';

/**
 * The flights of one booking, a fieldset each ("Flight 1", "Flight 2", …), with a button to
 * remove a flight (while there are several) and one to add a connecting flight (up to
 * MAX_ESTIMATE_LEGS). `children` renders one flight's fields; `next` is the flight added after
 * the last one (leaving where it landed); `hint` follows the flights. Shared by the public
 * calculator and the new-contract flow's flight step.
 */
export function LegList<T>({
  legs,
  onChange,
  next,
  hint,
  children,
}: {
  legs: T[];
  onChange: (legs: T[]) => void;
  next: (last: T) => T;
  hint?: ReactNode;
  children: (leg: T, index: number, set: (leg: T) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const last = legs[legs.length - 1];
  return (
    <>
      {legs.map((leg, i) => (
        <fieldset key={i} className="estimate-leg">
          <legend>{t('eu261.form.flight', { number: i + 1 })}</legend>
          {children(leg, i, (changed) => onChange(legs.map((l, j) => (j === i ? changed : l))))}
          {legs.length > 1 ? (
            <button type="button" className="button" onClick={() => onChange(legs.filter((_, j) => j !== i))}>
              {t('eu261.form.remove_flight', { number: i + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {hint}
      {legs.length < MAX_ESTIMATE_LEGS && last !== undefined ? (
        <div className="estimate-actions">
          <button type="button" className="button" onClick={() => onChange([...legs, next(last)])}>
            {t('eu261.form.add_flight')}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** Which flight of a booking of several went wrong (the estimate's `disrupted_leg`), as an index. */
export function DisruptedLegField({
  id,
  legs,
  value,
  onChange,
  errors,
}: {
  id: string;
  legs: { departure_airport: string; arrival_airport: string }[];
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('eu261.form.disrupted_leg')} errors={errorsFor(errors, 'disrupted_leg')}>
      {(aria) => (
        <select {...aria} value={value} onChange={(e) => onChange(e.target.value)}>
          {legs.map((l, i) => (
            <option key={i} value={String(i)}>
              {t('eu261.form.flight_route', {
                number: i + 1,
                from: l.departure_airport.toUpperCase(),
                to: l.arrival_airport.toUpperCase(),
              })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
