import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimStatus, DeskClaim } from '../../../contract';
import { allows, nextStatuses, type ClaimAction } from '../../../machines/claim/claim.machine';
import { lifecycleContext } from '../../api/claim-desk';
import { openCourtCase, sendServiceMessage, setClaimStatus } from '../../api/timeline';
import { errorsFor, Field } from '../../ui/form';
import { ActionForm, useAction } from './claim-desk-action-form';
import { DocumentForm, SignatureForm } from './claim-desk-requests';

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
