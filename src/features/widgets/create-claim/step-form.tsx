import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addIssues, ConnectingFlights, Flight, Passenger, type Scope } from '../../../../contract';
import type { CreateClaimEvent } from '../../../../machines/create-claim/create-claim.machine';
import { SubmitButton, type Errors } from '../../../ui/form';
import { toFlight } from '../claim/flight-fields';
import { toPassengers } from '../claim/passenger-fields';
import { toDetails } from './details-step';
import { StepFields } from './step-fields';
import type { Step } from './use-create-claim';
import type { NewClaimDraft } from './use-new-claim-draft';

/** The steps entered in the form (the scope is chosen by its buttons). */
export type FormStep = Exclude<Step, 'scope'>;

/** The booking's flights as the contract checks them (field errors keyed like the API's). */
const Flights = z.object({ flight: Flight, connecting_flights: ConnectingFlights });

/** What submitting a step does: the errors the form shows now (absent: unchanged), the machine's event. */
type StepCheck = { errors?: Errors; event?: CreateClaimEvent };

/** The value checked against the contract's schema: its event when it passes, its errors when not. */
function checked<T>(
  schema: z.ZodType<T>,
  value: unknown,
  prefix: string,
  event: (v: T) => CreateClaimEvent,
): StepCheck {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { errors: addIssues({}, parsed.error.issues, { prefix, input: value }) };
  return { errors: {}, event: event(parsed.data) };
}

/** Checks the step's values; the summary's submit confirms. */
function checkStep(step: FormStep, scope: Scope | null, draft: NewClaimDraft): StepCheck {
  const flights = draft.legs.map(toFlight);
  if (step === 'flight')
    return checked(Flights, { flight: flights[0], connecting_flights: flights.slice(1) }, '', (f) => ({
      type: 'SUBMIT_FLIGHT',
      ...f,
    }));
  if (step === 'passengers')
    return checked(z.array(Passenger).min(1), toPassengers(draft.passengers), 'passengers', (p) => ({
      type: 'SUBMIT_PASSENGERS',
      passengers: p,
    }));
  if (step === 'details' && scope) {
    const d = toDetails(scope, draft.details, flights.length);
    return 'errors' in d
      ? { errors: d.errors }
      : { errors: {}, event: { type: 'SUBMIT_DETAILS', details: d.value } };
  }
  return step === 'summary' ? { event: { type: 'CONFIRM' } } : {};
}

/**
 * A step's form: its fields with the errors found here or by the server, a failed send's alert,
 * Back and Next (Send on the summary). Each submit checks the step before the machine gets it.
 */
export function StepForm({
  widgetId,
  step,
  scope,
  draft,
  serverErrors,
  failed,
  send,
}: {
  widgetId: number;
  step: FormStep;
  scope: Scope | null;
  draft: NewClaimDraft;
  serverErrors: Errors;
  /** The last send failed without an answer. */
  failed: boolean;
  send: (event: CreateClaimEvent) => void;
}) {
  const { t } = useTranslation();
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const errors = { ...serverErrors, ...localErrors };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const { errors: found, event } = checkStep(step, scope, draft);
        if (found) setLocalErrors(found);
        if (event) send(event);
      }}
    >
      <StepFields widgetId={widgetId} step={step} scope={scope} draft={draft} errors={errors} />
      {step === 'summary' && failed ? (
        <p className="notice" role="alert">
          {t('claim_form.send_failed')}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="button" onClick={() => (setLocalErrors({}), send({ type: 'BACK' }))}>
          {t('claim_form.back')}
        </button>
        <SubmitButton>{step === 'summary' ? t('claim_form.send') : t('claim_form.next')}</SubmitButton>
      </div>
    </form>
  );
}
