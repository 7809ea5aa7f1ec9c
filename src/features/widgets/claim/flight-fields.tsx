import { useTranslation } from 'react-i18next';
import { errorsFor, Field, type Errors } from '../../../ui/form';

export type FlightDraft = {
  airline: string;
  flight_number: string;
  flight_date: string;
  departure_airport: string;
  arrival_airport: string;
};
export const emptyFlight: FlightDraft = {
  airline: '',
  flight_number: '',
  flight_date: '',
  departure_airport: '',
  arrival_airport: '',
};

type Key = keyof FlightDraft;
const INPUT: Record<
  Key,
  { type: string; autoCapitalize?: string; maxLength?: number; placeholder?: string }
> = {
  airline: { type: 'text', maxLength: 100 },
  flight_number: { type: 'text', autoCapitalize: 'characters', maxLength: 6, placeholder: 'LH1832' },
  flight_date: { type: 'date' },
  departure_airport: { type: 'text', autoCapitalize: 'characters', maxLength: 3, placeholder: 'MUC' },
  arrival_airport: { type: 'text', autoCapitalize: 'characters', maxLength: 3, placeholder: 'BCN' },
};

/**
 * The flight's fields; `keys` picks which (claim edit cannot change the route); `errorKey` is
 * where the API's field errors of this flight are (`flight`, `connecting_flights.0`, …).
 */
export function FlightFields({
  idPrefix,
  value,
  onChange,
  errors,
  keys = Object.keys(INPUT) as Key[],
  errorKey = 'flight',
}: {
  idPrefix: string;
  value: FlightDraft;
  onChange: (next: FlightDraft) => void;
  errors: Errors;
  keys?: Key[];
  errorKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {keys.map((key) => (
        <Field
          key={key}
          id={`${idPrefix}-${key}`}
          label={t(`claims.${key}`)}
          errors={errorsFor(errors, `${errorKey}.${key}`)}
        >
          {(aria) => (
            <input
              {...aria}
              {...INPUT[key]}
              name={key}
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </>
  );
}

/** The draft as the contract's Flight (codes upper-cased, airline code from the flight number). */
export const toFlight = (f: FlightDraft) => {
  const flight_number = f.flight_number.replace(/\s+/g, '').toUpperCase();
  return {
    airline: f.airline.trim(),
    airline_code: flight_number.slice(0, 2),
    flight_number,
    flight_date: f.flight_date,
    departure_airport: f.departure_airport.trim().toUpperCase(),
    arrival_airport: f.arrival_airport.trim().toUpperCase(),
  };
};

/** A booking's route through all its flights: `HAM → FRA → JFK`. */
export const bookingRoute = (flights: { departure_airport: string; arrival_airport: string }[]) =>
  [flights[0]?.departure_airport ?? '', ...flights.map((f) => f.arrival_airport)].join(' → ');
