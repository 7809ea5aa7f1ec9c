import { useTranslation } from 'react-i18next';
import { errorsFor, Field, otherErrors, FormAlert, SubmitButton, type Errors } from '../../ui/form';
import { emptyLeg, type LegDraft } from '../../ui/estimate/facts';
import { FactsFields } from '../../ui/estimate/facts-fields';
import { DisruptedLegField, LegList } from '../../ui/estimate/leg-list';
import { PlaceCombobox } from '../../ui/estimate/place-combobox';
import { ID, idOf, LEG_FIELDS } from './estimate-fields';
import type { Estimate } from './use-estimate';

const KIND = { departure_airport: 'airport', arrival_airport: 'airport', carrier: 'airline' } as const;

/** One flight's airports and airline, each a combobox of the known places. */
function LegCodes({
  leg,
  index: i,
  onChange,
  errors,
}: {
  leg: LegDraft;
  index: number;
  onChange: (leg: LegDraft) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  const labels = {
    departure_airport: t('eu261.form.departure_airport'),
    arrival_airport: t('eu261.form.arrival_airport'),
    carrier: t('eu261.form.carrier'),
  };
  return (
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
              onChange={(place) => onChange({ ...leg, [f]: place })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

/** The calculator's form: the booking's flights, which of them went wrong, what happened; Calculate. */
export function EstimateForm({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation();
  const { legs, errors } = estimate;
  return (
    <form
      noValidate
      aria-label={t('eu261.title')}
      onSubmit={(e) => {
        e.preventDefault();
        estimate.submit();
      }}
    >
      <FormAlert errors={otherErrors(errors, estimate.fields)} attempt={estimate.attempt} />
      <LegList
        legs={legs}
        onChange={estimate.changeLegs}
        next={(last) => ({ ...emptyLeg, departure_airport: last.arrival_airport })}
        hint={
          <p className="field__hint" id={`${ID}-codes-hint`}>
            {t('eu261.form.codes_hint')}
          </p>
        }
      >
        {(leg, i, set) => <LegCodes leg={leg} index={i} onChange={set} errors={errors} />}
      </LegList>
      {legs.length > 1 ? (
        <DisruptedLegField
          id={idOf('disrupted_leg')}
          legs={legs.map((l) => ({
            departure_airport: l.departure_airport.code || l.departure_airport.text,
            arrival_airport: l.arrival_airport.code || l.arrival_airport.text,
          }))}
          value={estimate.disrupted}
          onChange={estimate.setDisrupted}
          errors={errors}
        />
      ) : null}
      <FactsFields id={ID} value={estimate.facts} onChange={estimate.setFacts} errors={errors} />
      <SubmitButton busy={estimate.state.matches('calculating')}>{t('eu261.form.submit')}</SubmitButton>
    </form>
  );
}
