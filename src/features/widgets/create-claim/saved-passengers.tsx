import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { templatesQuery } from '../../../api/templates';
import type { PassengerDraft } from '../claim/passenger-fields';

/** Saved passengers (account data templates) to add to the claim with one click. */
export function SavedPassengers({
  value,
  onChange,
}: {
  value: PassengerDraft[];
  onChange: (next: PassengerDraft[]) => void;
}) {
  const { t } = useTranslation();
  const saved = (useQuery(templatesQuery()).data ?? []).flatMap((x) => (x.kind === 'passenger' ? [x] : []));
  if (saved.length === 0) return null;
  const isEmpty = (p: PassengerDraft) => !p.first_name && !p.last_name && !p.email;
  return (
    <div className="template-picks">
      {saved.map((p) => (
        <button
          key={p.id}
          type="button"
          className="button"
          onClick={() => {
            const next = { first_name: p.first_name, last_name: p.last_name, email: p.email ?? '' };
            onChange(value.length === 1 && isEmpty(value[0]!) ? [next] : [...value, next].slice(0, 9));
          }}
        >
          {t('claim_form.use_passenger', { name: `${p.first_name} ${p.last_name}` })}
        </button>
      ))}
    </div>
  );
}
