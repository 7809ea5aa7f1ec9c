import type { Scope } from '../../../../contract';
import { LegList } from '../../../ui/estimate/leg-list';
import type { Errors } from '../../../ui/form';
import { emptyFlight, FlightFields, toFlight, type FlightDraft } from '../claim/flight-fields';
import { PassengerFields } from '../claim/passenger-fields';
import { DetailsStep } from './details-step';
import { SavedPassengers } from './saved-passengers';
import { SummaryStep } from './summary-step';
import type { FormStep } from './step-form';
import type { NewClaimDraft } from './use-new-claim-draft';

/** Where a flight's field errors are: the claim's `flight`, then `connecting_flights.<n>`. */
const legKey = (i: number) => (i === 0 ? 'flight' : `connecting_flights.${i - 1}`);

/** The booking's flights: the claim's flight, then its connecting flights (added and removed here). */
function FlightsStep({
  widgetId,
  legs,
  onChange,
  errors,
}: {
  widgetId: number;
  legs: FlightDraft[];
  onChange: (legs: FlightDraft[]) => void;
  errors: Errors;
}) {
  return (
    <LegList
      legs={legs}
      onChange={onChange}
      next={(last) => ({
        ...emptyFlight,
        flight_date: last.flight_date,
        departure_airport: last.arrival_airport,
      })}
    >
      {(leg, i, set) => (
        <FlightFields
          idPrefix={i === 0 ? `cc-${widgetId}` : `cc-${widgetId}-leg${i}`}
          errorKey={legKey(i)}
          value={leg}
          onChange={set}
          errors={errors}
        />
      )}
    </LegList>
  );
}

/** The fields of a step of the form: the booking's flights, the passengers, the details, or the summary. */
export function StepFields({
  widgetId,
  step,
  scope,
  draft,
  errors,
}: {
  widgetId: number;
  step: FormStep;
  scope: Scope | null;
  draft: NewClaimDraft;
  errors: Errors;
}) {
  const { legs, setLegs, passengers, setPassengers, details, setDetails } = draft;
  const flights = legs.map(toFlight);
  return (
    <>
      {step === 'flight' ? (
        <FlightsStep widgetId={widgetId} legs={legs} onChange={setLegs} errors={errors} />
      ) : null}
      {step === 'passengers' ? <SavedPassengers value={passengers} onChange={setPassengers} /> : null}
      {step === 'passengers' ? (
        <PassengerFields
          idPrefix={`cc-${widgetId}-p`}
          value={passengers}
          onChange={setPassengers}
          errors={errors}
        />
      ) : null}
      {step === 'details' && scope ? (
        <DetailsStep
          widgetId={widgetId}
          scope={scope}
          flights={flights}
          passengers={passengers.length}
          value={details}
          onChange={setDetails}
          errors={errors}
        />
      ) : null}
      {step === 'summary' && scope ? (
        <SummaryStep scope={scope} flights={flights} passengers={passengers} details={details} />
      ) : null}
    </>
  );
}
