import { useTranslation } from 'react-i18next';
import type { PassengerDependents } from '../../../../contract';
import { ConfirmQuestion } from '../../../ui/confirm-action';

const goesWith = (d: PassengerDependents) =>
  d.signature && d.payout_account
    ? 'both'
    : d.signature
      ? 'signature'
      : d.payout_account
        ? 'payout_account'
        : 'passenger';

/**
 * Asked before a save removes passengers that something hangs on: names each of them with what
 * goes with them (their signature, their payout account); "Remove and save" or Cancel.
 */
export function RemovePassengersQuestion({
  dependents,
  busy,
  onCancel,
  onConfirm,
}: {
  dependents: PassengerDependents[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmQuestion
      className="notice"
      question={
        <>
          <p>{t('edit.remove.question')}</p>
          <ul>
            {dependents.map((d) => (
              <li key={d.passenger_id}>{t(`edit.remove.${goesWith(d)}`, { name: d.name })}</li>
            ))}
          </ul>
        </>
      }
      yes={t('edit.remove.yes')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
