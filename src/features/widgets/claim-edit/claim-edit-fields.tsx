import { useTranslation } from 'react-i18next';
import type { Scope } from '../../../../contract';
import { FlightFields } from '../claim/flight-fields';
import { PassengerFields } from '../claim/passenger-fields';
import { errorsFor, Field, type Errors } from '../../../ui/form';
import type { Draft, EditPage } from './claim-edit-draft';

type Props = {
  /** The form's id prefix (`ce-<widget>`). */
  id: string;
  page: EditPage;
  scope: Scope;
  draft: Draft;
  onChange: (draft: Draft) => void;
  errors: Errors;
};

/** The flight page: what of the flight may change, and a luggage refund's policy number. */
function FlightPage({ id, scope, draft, onChange, errors }: Omit<Props, 'page'>) {
  const { t } = useTranslation();
  return (
    <>
      <FlightFields
        idPrefix={id}
        value={draft.flight}
        onChange={(flight) => onChange({ ...draft, flight })}
        errors={errors}
        keys={['airline', 'flight_number', 'flight_date']}
      />
      {scope === 'luggage_refund' ? (
        <Field
          id={`${id}-policy`}
          label={t('claims.policy_number')}
          errors={errorsFor(errors, 'policy_number')}
        >
          {(aria) => (
            <input
              {...aria}
              value={draft.policy_number}
              onChange={(e) => onChange({ ...draft, policy_number: e.target.value })}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}

/** The fields of the page shown: the flight's, or the passengers'. */
export function ClaimEditFields({ page, ...props }: Props) {
  const { id, draft, onChange, errors } = props;
  return page === 'flight' ? (
    <FlightPage {...props} />
  ) : (
    <PassengerFields
      idPrefix={`${id}-p`}
      value={draft.passengers}
      onChange={(passengers) => onChange({ ...draft, passengers })}
      errors={errors}
    />
  );
}
