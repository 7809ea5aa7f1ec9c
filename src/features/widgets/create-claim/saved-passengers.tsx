import { useTranslation } from 'react-i18next';
import type { PassengerDraft } from '../claim/passenger-fields';
import { TemplatePicks } from './template-picks';

/** Saved passengers (account data templates) to add to the claim with one click. */
export function SavedPassengers({
  value,
  onChange,
}: {
  value: PassengerDraft[];
  onChange: (next: PassengerDraft[]) => void;
}) {
  const { t } = useTranslation();
  const isEmpty = (p: PassengerDraft) => !p.first_name && !p.last_name && !p.email;
  return (
    <TemplatePicks
      kind="passenger"
      label={(p) => t('claim_form.use_passenger', { name: `${p.first_name} ${p.last_name}` })}
      onPick={(p) => {
        const next = { first_name: p.first_name, last_name: p.last_name, email: p.email ?? '' };
        onChange(value.length === 1 && isEmpty(value[0]!) ? [next] : [...value, next].slice(0, 9));
      }}
    />
  );
}
