import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addIssues, ConnectingFlights, Flight, Passenger, Scope } from '../../../../contract';
import { showNotice } from '../../../lib/page-notice';
import { FlightFields, emptyFlight, toFlight, type FlightDraft } from '../claim/flight-fields';
import {
  PassengerFields,
  emptyPassenger,
  toPassengers,
  type PassengerDraft,
} from '../claim/passenger-fields';
import { stripPrefix, SubmitButton, type Errors } from '../../../ui/form';
import { LegList } from '../../../ui/estimate/leg-list';
import { estimateFacts, forgetEstimateFacts } from '../../../ui/estimate/handoff';
import type { WidgetProps } from '../widget-props';
import { useWidgetRoute } from '../route-params';
import { DetailsStep, emptyDetails, toDetails, type DetailsDraft } from './details-step';
import { SavedPassengers } from './saved-passengers';
import { ScopeStep } from './scope-step';
import { SummaryStep } from './summary-step';
import { createClaimLogic } from './create-claim-actor';

const STEPS = ['scope', 'flight', 'passengers', 'details', 'summary'] as const;

/** Where a flight's field errors are: the claim's `flight`, then `connecting_flights.<n>`. */
const legKey = (i: number) => (i === 0 ? 'flight' : `connecting_flights.${i - 1}`);
/** The booking's flights as the contract checks them (field errors keyed like the API's). */
const Flights = z.object({ flight: Flight, connecting_flights: ConnectingFlights });

/** The create-claim stepper (machines/create-claim): every value typed stays in the draft until saved. */
export default function CreateClaimWidget({ widget, settings }: WidgetProps<'create-claim'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = useWidgetRoute();
  // The booking's flights: the claim's flight, then its connecting flights; pre-filled with the
  // facts the calculator handed over ("Start a claim with these facts"), when there are some.
  const [handoff] = useState(estimateFacts);
  const [legs, setLegs] = useState<FlightDraft[]>(() =>
    handoff
      ? handoff.legs.map((l) => ({
          ...emptyFlight,
          airline: l.carrier_name,
          flight_number: l.carrier,
          departure_airport: l.departure_airport,
          arrival_airport: l.arrival_airport,
        }))
      : [emptyFlight],
  );
  const [passengers, setPassengers] = useState<PassengerDraft[]>([{ ...emptyPassenger }]);
  const [details, setDetails] = useState<DetailsDraft>(() =>
    handoff
      ? { ...emptyDetails, ...handoff.facts, disrupted_leg: String(handoff.disrupted_leg) }
      : emptyDetails,
  );
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const machine = useMemo(() => createClaimLogic(queryClient, widget.id), [queryClient, widget.id]);
  const [state, send] = useMachine(machine);
  const step = STEPS.find((s) => state.matches(s)) ?? null;
  const heading = useRef<HTMLHeadingElement>(null);

  // A scope in the route (/new_contract/:scope) skips the first step.
  useEffect(() => {
    const scope = Scope.safeParse(route.scope);
    if (scope.success && settings.scopes.includes(scope.data))
      send({ type: 'CHOOSE_SCOPE', scope: scope.data });
  }, [route.scope, send, settings.scopes]);

  useEffect(() => {
    if (!state.matches('created') || !state.context.created) return;
    forgetEstimateFacts();
    showNotice(); // SPEC §2's default: thanks for the claim entry, 3 s
    void navigate({ to: '/active_contracts' });
  }, [state, navigate]);

  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) heading.current?.focus();
    firstStep.current = null;
  }, [step]);

  const errors = { ...stripPrefix(state.context.errors, 'claim'), ...localErrors };
  const check = <T,>(schema: z.ZodType<T>, value: unknown, prefix: string, onOk: (v: T) => void) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return setLocalErrors(addIssues({}, parsed.error.issues, { prefix, input: value }));
    setLocalErrors({});
    onOk(parsed.data);
  };
  const scope = state.context.scope;
  const flights = legs.map(toFlight);
  const index = step ? STEPS.indexOf(step) : STEPS.length - 1;

  return (
    <section className="widget widget--create-claim card" aria-labelledby={`widget-${widget.id}-step`}>
      <ol className="steps" aria-label={t('claim_form.progress')}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={i < index ? 'steps__done' : undefined}
            aria-current={i === index ? 'step' : undefined}
          >
            {t(`claim_form.steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 id={`widget-${widget.id}-step`} tabIndex={-1} ref={heading}>
        {scope ? `${t(`claims.scope.${scope}`)}: ` : ''}
        {t(`claim_form.steps.${step ?? 'summary'}`)}
      </h2>
      {step === 'scope' ? (
        <ScopeStep scopes={settings.scopes} onChoose={(s) => send({ type: 'CHOOSE_SCOPE', scope: s })} />
      ) : null}
      {step !== 'scope' && step !== null ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === 'flight')
              check(Flights, { flight: flights[0], connecting_flights: flights.slice(1) }, '', (f) =>
                send({ type: 'SUBMIT_FLIGHT', ...f }),
              );
            if (step === 'passengers')
              check(z.array(Passenger).min(1), toPassengers(passengers), 'passengers', (p) =>
                send({ type: 'SUBMIT_PASSENGERS', passengers: p }),
              );
            if (step === 'details' && scope) {
              const d = toDetails(scope, details, flights.length);
              if ('errors' in d) setLocalErrors(d.errors);
              else {
                setLocalErrors({});
                send({ type: 'SUBMIT_DETAILS', details: d.value });
              }
            }
            if (step === 'summary') send({ type: 'CONFIRM' });
          }}
        >
          {step === 'flight' ? (
            <LegList
              legs={legs}
              onChange={setLegs}
              next={(last) => ({
                ...emptyFlight,
                flight_date: last.flight_date,
                departure_airport: last.arrival_airport,
              })}
            >
              {(leg, i, set) => (
                <FlightFields
                  idPrefix={i === 0 ? `cc-${widget.id}` : `cc-${widget.id}-leg${i}`}
                  errorKey={legKey(i)}
                  value={leg}
                  onChange={set}
                  errors={errors}
                />
              )}
            </LegList>
          ) : null}
          {step === 'passengers' ? <SavedPassengers value={passengers} onChange={setPassengers} /> : null}
          {step === 'passengers' ? (
            <PassengerFields
              idPrefix={`cc-${widget.id}-p`}
              value={passengers}
              onChange={setPassengers}
              errors={errors}
            />
          ) : null}
          {step === 'details' && scope ? (
            <DetailsStep
              widgetId={widget.id}
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
          {step === 'summary' && state.context.failed ? (
            <p className="notice" role="alert">
              {t('claim_form.send_failed')}
            </p>
          ) : null}
          <div className="actions">
            <button
              type="button"
              className="button"
              onClick={() => (setLocalErrors({}), send({ type: 'BACK' }))}
            >
              {t('claim_form.back')}
            </button>
            <SubmitButton>{step === 'summary' ? t('claim_form.send') : t('claim_form.next')}</SubmitButton>
          </div>
        </form>
      ) : null}
      {state.matches('submitting') ? (
        <p className="muted" aria-busy="true" role="status">
          {t('claim_form.sending')}
        </p>
      ) : null}
    </section>
  );
}
