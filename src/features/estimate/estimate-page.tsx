import { useMachine } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorsFor,
  Field,
  focusFirstInvalid,
  otherErrors,
  FormAlert,
  SubmitButton,
  type Errors,
} from '../../ui/form';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import {
  emptyFacts,
  emptyLeg,
  toDraftErrors,
  toFacts,
  toLegs,
  type FactsDraft,
  type LegDraft,
} from '../../ui/estimate/facts';
import { FactsFields } from '../../ui/estimate/facts-fields';
import { DisruptedLegField, LegList } from '../../ui/estimate/leg-list';
import { PlaceCombobox } from '../../ui/estimate/place-combobox';
import { EstimateReasoning } from '../../ui/estimate/reasoning';
import { estimateLogic } from './estimate-actor';
import { StartClaimLink } from './start-claim-link';

const ID = 'eu261';
const LEG_FIELDS = ['departure_airport', 'arrival_airport', 'carrier'] as const;
const KIND = { departure_airport: 'airport', arrival_airport: 'airport', carrier: 'airline' } as const;

/** Every field of the form, in order, for focusing the first refused one. */
const fieldNames = (legs: number) => [
  ...Array.from({ length: legs }, (_, i) => LEG_FIELDS.map((f) => `legs.${i}.${f}`)).flat(),
  'disrupted_leg',
  'disruption',
  'delay_hours',
  'notice_days',
  'departed_earlier',
  'arrived_later',
  'reason',
];
const idOf = (name: string) => {
  const leg = /^legs\.(\d+)\.(\w+)$/.exec(name);
  if (leg) return `${ID}-leg${leg[1]}-${leg[2]}`;
  return name === 'notice_days'
    ? `${ID}-notice`
    : name === 'disrupted_leg'
      ? `${ID}-disrupted`
      : `${ID}-${name}`;
};

/**
 * /estimate: the public EU 261 calculator (no sign-in). The flights of one booking with their
 * airlines, what happened and the reason given; POST /estimate answers the amount per passenger
 * and the reasoning with its sources. `footer`: the way back (composed by the route).
 */
export function EstimatePage({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const [legs, setLegs] = useState<LegDraft[]>([emptyLeg]);
  const [disrupted, setDisrupted] = useState('0');
  const [facts, setFacts] = useState<FactsDraft>(emptyFacts);
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [state, send] = useMachine(estimateLogic);
  const calculating = state.matches('calculating');
  const result = state.matches('answered') ? state.context.result : null;
  const errors = Object.keys(localErrors).length
    ? localErrors
    : state.matches('refused')
      ? toDraftErrors(state.context.errors)
      : {};
  const fields = fieldNames(legs.length);

  // A refusal: the first refused field gets the focus (each time the server refuses).
  useEffect(() => {
    if (state.matches('refused')) focusFirstInvalid(errors, fields, idOf);
  }, [state.value, state.context.errors]);

  const submit = () => {
    setAttempt((n) => n + 1);
    const checked = toFacts(facts);
    const flights = toLegs(legs);
    if ('errors' in checked || 'errors' in flights) {
      const refused = {
        ...('errors' in flights ? flights.errors : {}),
        ...('errors' in checked ? checked.errors : {}),
      };
      setLocalErrors(refused);
      requestAnimationFrame(() => focusFirstInvalid(refused, fields, idOf));
      return;
    }
    setLocalErrors({});
    send({
      type: 'SUBMIT',
      request: {
        legs: flights.value,
        ...(legs.length > 1 ? { disrupted_leg: Number(disrupted) } : {}),
        ...checked.value,
      },
    });
  };

  const labels = {
    departure_airport: t('eu261.form.departure_airport'),
    arrival_airport: t('eu261.form.arrival_airport'),
    carrier: t('eu261.form.carrier'),
  };

  return (
    <PublicPage>
      <PageIntro title={t('eu261.title')}>{t('eu261.intro')}</PageIntro>
      <form
        noValidate
        aria-label={t('eu261.title')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormAlert errors={otherErrors(errors, fields)} attempt={attempt} />
        <LegList
          legs={legs}
          onChange={(next) => {
            if (next.length < legs.length) setDisrupted('0');
            setLegs(next);
          }}
          next={(last) => ({ ...emptyLeg, departure_airport: last.arrival_airport })}
          hint={
            <p className="field__hint" id={`${ID}-codes-hint`}>
              {t('eu261.form.codes_hint')}
            </p>
          }
        >
          {(leg, i, set) => (
            <div className="estimate-leg__codes">
              {LEG_FIELDS.map((f) => (
                <Field
                  key={f}
                  id={idOf(`legs.${i}.${f}`)}
                  label={labels[f]}
                  errors={errorsFor(errors, `legs.${i}.${f}`)}
                >
                  {(aria) => (
                    <PlaceCombobox
                      kind={KIND[f]}
                      control={aria}
                      value={leg[f]}
                      onChange={(place) => set({ ...leg, [f]: place })}
                    />
                  )}
                </Field>
              ))}
            </div>
          )}
        </LegList>
        {legs.length > 1 ? (
          <DisruptedLegField
            id={idOf('disrupted_leg')}
            legs={legs.map((l) => ({
              departure_airport: l.departure_airport.code || l.departure_airport.text,
              arrival_airport: l.arrival_airport.code || l.arrival_airport.text,
            }))}
            value={disrupted}
            onChange={setDisrupted}
            errors={errors}
          />
        ) : null}
        <FactsFields id={ID} value={facts} onChange={setFacts} errors={errors} />
        <SubmitButton busy={calculating}>{t('eu261.form.submit')}</SubmitButton>
      </form>
      {state.matches('failed') ? (
        <div role="alert" className="notice">
          <p>{t('eu261.result.failed')}</p>
          <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
            {t('eu261.result.retry')}
          </button>
        </div>
      ) : null}
      <div aria-live="polite">
        {result && state.context.request ? (
          <EstimateReasoning result={result} legs={state.context.request.legs}>
            {result.amount_per_passenger > 0 ? (
              <StartClaimLink
                result={result}
                request={state.context.request}
                facts={facts}
                disrupted={Number(disrupted)}
              />
            ) : null}
          </EstimateReasoning>
        ) : null}
      </div>
      {footer}
    </PublicPage>
  );
}
