import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKLISTS, type ClaimStatus, type DeskClaim } from '../../../contract';
import { allows, nextStatuses, type ClaimAction } from '../../../machines/claim/claim.machine';
import type { Result } from '../../api/answer';
import { deskChanged, lifecycleContext } from '../../api/claim-desk';
import {
  openCourtCase,
  requestDocument,
  requestMissingSignature,
  sendServiceMessage,
  setClaimStatus,
} from '../../api/timeline';
import { errorsFor, Field, FormAlert, otherErrors, SubmitButton, type Errors } from '../../ui/form';

/**
 * What the back office may do with the claim now: the claim lifecycle machine is asked with the
 * server's facts (the server asks it again before it writes), so the desk offers only what the
 * server accepts: a status along the lifecycle's moves, a document or signature request, a
 * message, a court case.
 */
export function DeskActions({ claim }: { claim: DeskClaim }) {
  const { t } = useTranslation();
  const context = lifecycleContext(claim);
  const may = (action: ClaimAction) => allows(context, 'back_office', action).ok;
  const statuses = nextStatuses(context, 'back_office');
  const unsigned = claim.facts.passengers.filter((p) => p.signature !== 'signed');
  const offered = [
    statuses.length > 0 ? <StatusForm key="status" claim={claim} statuses={statuses} /> : null,
    may('ask_for_document') ? <DocumentForm key="document" claim={claim} /> : null,
    may('ask_for_signature') && unsigned.length > 0 ? <SignatureForm key="signature" claim={claim} /> : null,
    may('message') ? <MessageForm key="message" claim={claim} /> : null,
    may('open_court_case') ? <CourtCaseForm key="court" claim={claim} /> : null,
  ].filter(Boolean);
  return (
    <section className="card claim-desk__actions" aria-labelledby="desk-actions">
      <h2 id="desk-actions">{t('admin.desk.actions')}</h2>
      {offered.length === 0 ? <p>{t('admin.desk.no_actions')}</p> : offered}
    </section>
  );
}

/** One action's form state: busy, its field errors and refusal, and what it last did. */
function useAction(claimId: number) {
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
function ActionForm({
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

function StatusForm({ claim, statuses }: { claim: DeskClaim; statuses: ClaimStatus[] }) {
  const { busy, errors, done, run, t } = useAction(claim.id);
  const id = useId();
  const [choice, setChoice] = useState<ClaimStatus | ''>('');
  const status = choice && statuses.includes(choice) ? choice : statuses[0]!;
  return (
    <ActionForm
      title={t('admin.desk.status.title')}
      submit={t('admin.desk.status.submit')}
      busy={busy}
      errors={errors}
      fields={['status']}
      done={done}
      onSubmit={() =>
        void run(
          () => setClaimStatus(claim.id, status),
          t('admin.desk.status.done', { status: t(`claims.status.${status}`) }),
        ).then((ok) => ok && setChoice(''))
      }
    >
      <Field id={`${id}-status`} label={t('admin.desk.status.label')} errors={errorsFor(errors, 'status')}>
        {(control) => (
          <select {...control} value={status} onChange={(e) => setChoice(e.target.value as ClaimStatus)}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`claims.status.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </ActionForm>
  );
}

function DocumentForm({ claim }: { claim: DeskClaim }) {
  const { busy, errors, done, run, t } = useAction(claim.id);
  const id = useId();
  const items = CHECKLISTS[claim.scope].map((rule) => rule.item);
  const [item, setItem] = useState(items[0]!);
  const [note, setNote] = useState('');
  return (
    <ActionForm
      title={t('admin.desk.document.title')}
      submit={t('admin.desk.document.submit')}
      busy={busy}
      errors={errors}
      fields={['item', 'note']}
      done={done}
      onSubmit={() =>
        void run(
          () => requestDocument(claim.id, { item, ...(note.trim() ? { note: note.trim() } : {}) }),
          t('admin.desk.document.done', { item: t(`documents.item.${item}`) }),
        ).then((ok) => ok && setNote(''))
      }
    >
      <Field id={`${id}-item`} label={t('admin.desk.document.label')} errors={errorsFor(errors, 'item')}>
        {(control) => (
          <select {...control} value={item} onChange={(e) => setItem(e.target.value as typeof item)}>
            {items.map((i) => (
              <option key={i} value={i}>
                {t(`documents.item.${i}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-note`} label={t('admin.desk.document.note')} errors={errorsFor(errors, 'note')}>
        {(control) => (
          <textarea {...control} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
    </ActionForm>
  );
}

function SignatureForm({ claim }: { claim: DeskClaim }) {
  const { busy, errors, done, run, t } = useAction(claim.id);
  const id = useId();
  const unsigned = claim.facts.passengers.filter((p) => p.signature !== 'signed');
  const [choice, setChoice] = useState<number>(0);
  const passenger = unsigned.find((p) => p.id === choice) ?? unsigned[0]!;
  return (
    <ActionForm
      title={t('admin.desk.signature.title')}
      submit={t('admin.desk.signature.submit')}
      busy={busy}
      errors={errors}
      fields={['passenger_id']}
      done={done}
      onSubmit={() =>
        void run(
          () => requestMissingSignature(claim.id, passenger.id),
          t('admin.desk.signature.done', { name: passenger.name }),
        )
      }
    >
      <Field
        id={`${id}-passenger`}
        label={t('admin.desk.signature.label')}
        errors={errorsFor(errors, 'passenger_id')}
      >
        {(control) => (
          <select {...control} value={passenger.id} onChange={(e) => setChoice(Number(e.target.value))}>
            {unsigned.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </ActionForm>
  );
}

function MessageForm({ claim }: { claim: DeskClaim }) {
  const { busy, errors, done, run, t } = useAction(claim.id);
  const id = useId();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  return (
    <ActionForm
      title={t('admin.desk.message.title')}
      submit={t('admin.desk.message.submit')}
      busy={busy}
      errors={blank ? { text: ['required'] } : errors}
      fields={['text']}
      done={done}
      onSubmit={() => {
        setBlank(text.trim() === '');
        if (text.trim() === '') return;
        void run(() => sendServiceMessage(claim.id, text), t('admin.desk.message.done')).then(
          (ok) => ok && setText(''),
        );
      }}
    >
      <Field
        id={`${id}-text`}
        label={t('admin.desk.message.label')}
        errors={blank ? ['required'] : errorsFor(errors, 'text')}
      >
        {(control) => (
          <textarea {...control} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
    </ActionForm>
  );
}

function CourtCaseForm({ claim }: { claim: DeskClaim }) {
  const { busy, errors, done, run, t } = useAction(claim.id);
  const id = useId();
  const [reference, setReference] = useState('');
  const [blank, setBlank] = useState(false);
  return (
    <ActionForm
      title={t('admin.desk.court.title')}
      submit={t('admin.desk.court.submit')}
      busy={busy}
      errors={blank ? { reference: ['required'] } : errors}
      fields={['reference']}
      done={done}
      onSubmit={() => {
        setBlank(reference.trim() === '');
        if (reference.trim() === '') return;
        void run(
          () => openCourtCase(claim.id, reference),
          t('admin.desk.court.done', { reference: reference.trim() }),
        ).then((ok) => ok && setReference(''));
      }}
    >
      <Field
        id={`${id}-reference`}
        label={t('admin.desk.court.label')}
        hint={t('admin.desk.court.hint')}
        errors={blank ? ['required'] : errorsFor(errors, 'reference')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        )}
      </Field>
    </ActionForm>
  );
}
