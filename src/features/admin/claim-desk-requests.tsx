import { useId, useState } from 'react';
import { CHECKLISTS, type DeskClaim } from '../../../contract';
import { requestDocument, requestMissingSignature } from '../../api/timeline';
import { errorsFor, Field } from '../../ui/form';
import { ActionForm, useAction } from './claim-desk-action-form';

/** The desk's requests to the customer: a document of the claim's checklist, a missing signature. */

/** Asks the customer for a document of the claim's checklist, with an optional note. */
export function DocumentForm({ claim }: { claim: DeskClaim }) {
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

/** Asks the customer for a passenger's missing signature. */
export function SignatureForm({ claim }: { claim: DeskClaim }) {
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
