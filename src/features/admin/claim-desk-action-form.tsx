import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result } from '../../api/answer';
import { deskChanged } from '../../api/claim-desk';
import { FormAlert, otherErrors, SubmitButton, type Errors } from '../../ui/form';

/** One action's form state: busy, its field errors and refusal, and what it last did. */
export function useAction(claimId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const run = async (call: () => Promise<Result<unknown>>, doneText: string) => {
    setBusy(true);
    setDone('');
    const res = await call().catch(() => null);
    setBusy(false);
    if (!res) return (setErrors({ '': ['admin.desk.failed_action'] }), false);
    if (!res.ok) {
      const { errors: fields, message } = res.refused;
      setErrors(Object.keys(fields).length ? fields : { '': [message ?? 'admin.desk.failed_action'] });
      return false;
    }
    setErrors({});
    setDone(doneText);
    deskChanged(queryClient, claimId);
    return true;
  };
  return { busy, errors, done, run, t };
}

/** A titled action form: its alert (refusal), fields, button and the line saying what it did. */
export function ActionForm({
  title,
  submit,
  busy,
  errors,
  fields,
  done,
  onSubmit,
  children,
}: {
  title: string;
  submit: string;
  busy: boolean;
  errors: Errors;
  fields: string[];
  done: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form
      className="claim-desk__action"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <FormAlert errors={otherErrors(errors, fields)} />
      {children}
      <SubmitButton busy={busy}>{submit}</SubmitButton>
      <p role="status" className="claim-desk__done">
        {done}
      </p>
    </form>
  );
}
