import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AIRLINE_REPORT_AMOUNT_MAX,
  AirlineReport,
  type AirlineReportKind,
  type MessageCode,
} from '../../../contract';
import { reportAirline } from '../../api/timeline';
import { parseEuros } from '../../lib/format';
import { checkSchema, FormAlert, SubmitButton, TextField, type Errors } from '../../ui/form';

/**
 * "The airline contacted me" / "The airline paid me directly": a button each, opening a small
 * form (a note, and for a payment the amount); once sent, a confirmation.
 */
export function AirlineReportForm({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<AirlineReportKind | null>(null);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<MessageCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<AirlineReportKind | null>(null);
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (kind) document.getElementById(`${id}-note`)?.focus();
  }, [kind, id]);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const open = (k: AirlineReportKind) => {
    setKind(k);
    setSent(null);
    setErrors({});
    setAlert(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!kind) return;
    const euros = parseEuros(amount);
    const fieldErrors: Errors = {};
    if (
      amount.trim() !== '' &&
      (!Number.isFinite(euros) || euros <= 0 || euros * 100 > AIRLINE_REPORT_AMOUNT_MAX)
    )
      fieldErrors.amount = ['invalid_value'];
    const draft = {
      kind,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(kind === 'airline_paid_directly' && amount.trim() !== ''
        ? { amount: Math.round(euros * 100) }
        : {}),
    };
    const checked = checkSchema(AirlineReport, draft);
    const all = { ...(checked.ok ? {} : checked.errors), ...fieldErrors };
    setErrors(all);
    if (!checked.ok || Object.keys(fieldErrors).length > 0) return;
    setBusy(true);
    setAlert(null);
    try {
      const outcome = await reportAirline(queryClient, claimId, checked.data);
      if (outcome.ok) {
        setSent(kind);
        setKind(null);
        setNote('');
        setAmount('');
      } else if (Object.keys(outcome.refused.errors).length > 0) setErrors(outcome.refused.errors);
      else setAlert(outcome.refused.message ?? 'server_error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="claim-timeline__report">
      <h3 id={`${id}-title`}>{t('timeline.report.title')}</h3>
      {sent ? (
        <p ref={done} tabIndex={-1} role="status" className="claim-timeline__sent">
          {t('timeline.report.done')}
        </p>
      ) : null}
      {kind === null ? (
        <div className="claim-timeline__report-buttons">
          <button type="button" className="button" onClick={() => open('airline_contacted')}>
            {t('timeline.report.contacted')}
          </button>
          <button type="button" className="button" onClick={() => open('airline_paid_directly')}>
            {t('timeline.report.paid')}
          </button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-form`}>
          <p id={`${id}-form`} className="claim-timeline__report-kind">
            {t(kind === 'airline_contacted' ? 'timeline.report.contacted' : 'timeline.report.paid')}
          </p>
          <FormAlert errors={alert ? [alert] : (errors[''] ?? [])} />
          <TextField
            id={`${id}-note`}
            label={t('timeline.report.note')}
            errors={errors.note ?? []}
            maxLength={500}
            value={note}
            onChange={setNote}
          />
          {kind === 'airline_paid_directly' ? (
            <TextField
              id={`${id}-amount`}
              label={t('timeline.report.amount')}
              errors={errors.amount ?? []}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
            />
          ) : null}
          <div className="claim-timeline__report-buttons">
            <SubmitButton busy={busy} busyLabel={t('timeline.report.submitting')}>
              {t('timeline.report.submit')}
            </SubmitButton>
            <button type="button" className="button" disabled={busy} onClick={() => setKind(null)}>
              {t('timeline.report.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
