import { useTranslation } from 'react-i18next';
import { DISRUPTIONS, ESTIMATE_REASONS } from '../../../contract';
import { errorsFor, Field, type Errors } from '../form';
import type { FactsDraft } from './facts';

/**
 * What happened, asked as plain questions: the disruption; a delay's lateness at the final
 * destination; a cancellation's notice; the replacement flight offered; the reason the airline
 * gave. Shared by the public calculator and the new-contract flow's details step.
 */
export function FactsFields({
  id,
  value,
  onChange,
  errors,
}: {
  id: string;
  value: FactsDraft;
  onChange: (next: FactsDraft) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  const set = (key: keyof FactsDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const hours = (key: 'delay_hours' | 'departed_earlier' | 'arrived_later', label: string, hint: string) => (
    <Field id={`${id}-${key}`} label={label} hint={hint} errors={errorsFor(errors, key)}>
      {(aria) => <input {...aria} inputMode="decimal" value={value[key]} onChange={set(key)} />}
    </Field>
  );
  const d = value.disruption;
  return (
    <>
      <Field
        id={`${id}-disruption`}
        label={t('claim_form.disruption')}
        errors={errorsFor(errors, 'disruption')}
      >
        {(aria) => (
          <select {...aria} value={d} onChange={set('disruption')}>
            <option value="">{t('claim_form.please_choose')}</option>
            {DISRUPTIONS.map((x) => (
              <option key={x} value={x}>
                {t(`claim_form.disruptions.${x}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {d === 'delay' ? hours('delay_hours', t('claim_form.delay_hours'), t('claim_form.delay_hint')) : null}
      {d === 'cancellation' ? (
        <Field
          id={`${id}-notice`}
          label={t('eu261.form.notice_days')}
          hint={t('eu261.form.notice_hint')}
          errors={errorsFor(errors, 'notice_days')}
        >
          {(aria) => (
            <input {...aria} inputMode="numeric" value={value.notice_days} onChange={set('notice_days')} />
          )}
        </Field>
      ) : null}
      {d === 'cancellation' || d === 'denied_boarding' ? (
        <>
          <Field id={`${id}-rerouting`} label={t('eu261.form.rerouting')} errors={[]}>
            {(aria) => (
              <select {...aria} value={value.rerouting} onChange={set('rerouting')}>
                <option value="">{t('eu261.form.rerouting_no')}</option>
                <option value="yes">{t('eu261.form.rerouting_yes')}</option>
              </select>
            )}
          </Field>
          {value.rerouting === 'yes' ? (
            <>
              {hours('departed_earlier', t('eu261.form.departed_earlier'), t('eu261.form.hours_hint'))}
              {hours('arrived_later', t('eu261.form.arrived_later'), t('eu261.form.hours_hint'))}
            </>
          ) : null}
        </>
      ) : null}
      {d === 'delay' || d === 'cancellation' ? (
        <Field id={`${id}-reason`} label={t('eu261.form.reason')} errors={errorsFor(errors, 'reason')}>
          {(aria) => (
            <select {...aria} value={value.reason} onChange={set('reason')}>
              {ESTIMATE_REASONS.map((r) => (
                <option key={r} value={r === 'none_given' ? '' : r}>
                  {t(`eu261.reason.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </>
  );
}
