import { useTranslation } from 'react-i18next';
import { errorsFor, Field, type Errors } from '../../../ui/form';

/** A passenger being entered; `id` is a claim's passenger (kept on save), a new one has none. */
export type PassengerDraft = { id?: number; first_name: string; last_name: string; email: string };
export const emptyPassenger: PassengerDraft = { first_name: '', last_name: '', email: '' };

export const toPassengers = (list: PassengerDraft[]) =>
  list.map((p) => ({
    ...(p.id === undefined ? {} : { id: p.id }),
    first_name: p.first_name.trim(),
    last_name: p.last_name.trim(),
    email: p.email.trim() || null,
  }));

const KEYS = [
  ['first_name', 'text', 'given-name'],
  ['last_name', 'text', 'family-name'],
  ['email', 'email', 'email'],
] as const;

/** Passengers (at least one, up to nine), each in its own fieldset, with add and remove. */
export function PassengerFields({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  idPrefix: string;
  value: PassengerDraft[];
  onChange: (next: PassengerDraft[]) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  const set = (i: number, p: PassengerDraft) => onChange(value.map((old, j) => (j === i ? p : old)));
  return (
    <>
      {value.map((p, i) => (
        <fieldset key={i} className="passenger">
          <legend>{t('claim_form.passenger_n', { n: i + 1 })}</legend>
          {KEYS.map(([key, type, autoComplete]) => (
            <Field
              key={key}
              id={`${idPrefix}-${i}-${key}`}
              label={t(`claim_form.${key}`)}
              errors={errorsFor(errors, `passengers.${i}.${key}`)}
            >
              {(aria) => (
                <input
                  {...aria}
                  type={type}
                  autoComplete={autoComplete}
                  value={p[key]}
                  onChange={(e) => set(i, { ...p, [key]: e.target.value })}
                />
              )}
            </Field>
          ))}
          {value.length > 1 ? (
            <button
              type="button"
              className="button"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              {t('claim_form.remove_passenger', { n: i + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {value.length < 9 ? (
        <button type="button" className="button" onClick={() => onChange([...value, { ...emptyPassenger }])}>
          {t('claim_form.add_passenger')}
        </button>
      ) : null}
    </>
  );
}
