import './claim-documents.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKLISTS,
  type ChecklistItemName,
  type ClaimDocuments,
  type DocumentKind,
} from '../../../contract';
import { refusalMessage } from '../../api/answer';
import { claimDocumentsQuery, deleteDocument } from '../../api/documents';
import { useAlert } from '../../ui/alert-dialog';
import { bringIntoView, type StepRequest } from '../../ui/step-request';
import { DocumentItem } from './document-item';
import { UploadRow, type Selected } from './upload-row';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';
let nextKey = 0;

/**
 * A claim's documents: the scope's checklist with what is missing, upload from a phone
 * (camera or files) or a desktop (drag and drop onto a zone that is also a button), several files
 * at once with progress each, and the list with preview, download and delete. A closed claim
 * shows its list only (preview and download): nothing is missing or offered any more, and the
 * page says once, at its top, that it is closed. `uploadFor` (a next step) readies the upload for
 * a checklist item: its kind chosen, the file chooser focused.
 */
export function ClaimDocumentsPanel({
  claimId,
  uploadFor = null,
}: {
  claimId: number;
  uploadFor?: StepRequest<ChecklistItemName>;
}) {
  const { t } = useTranslation();
  const query = useQuery(claimDocumentsQuery(claimId));
  const id = useId();
  if (!query.data) return null;
  const docs = query.data;
  return (
    <section className="claim-documents" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('documents.title')}</h2>
      {docs.closed ? null : (
        <>
          <Checklist docs={docs} />
          <Uploader claimId={claimId} docs={docs} uploadFor={uploadFor} />
        </>
      )}
      <h3>{t('documents.list_title')}</h3>
      {docs.documents.length === 0 ? (
        <p>{t('documents.none')}</p>
      ) : (
        <DocumentList claimId={claimId} docs={docs} />
      )}
    </section>
  );
}

function Checklist({ docs }: { docs: ClaimDocuments }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="claim-documents__missing">
        {docs.missing.length === 0
          ? t('documents.complete')
          : t('documents.missing', { items: docs.missing.map((m) => t(`documents.item.${m}`)).join(', ') })}
      </p>
      <ul className="claim-documents__checklist">
        {docs.checklist.map((c) => (
          <li key={c.item} data-done={c.done}>
            {t(`documents.item.${c.item}`)}:{' '}
            <strong>
              {c.done
                ? t('documents.received')
                : c.required
                  ? t('documents.still_missing')
                  : t('documents.if_applies')}
            </strong>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The kinds a customer can choose for this claim: its checklist's, in order. */
const kindsOf = (docs: ClaimDocuments): DocumentKind[] =>
  docs.checklist.length > 0
    ? docs.checklist.flatMap((c) => c.kinds)
    : Object.values(CHECKLISTS).flatMap((rules) => rules.flatMap((r) => [...r.kinds]));

function Uploader({
  claimId,
  docs,
  uploadFor,
}: {
  claimId: number;
  docs: ClaimDocuments;
  uploadFor: StepRequest<ChecklistItemName>;
}) {
  const { t } = useTranslation();
  const kinds = kindsOf(docs);
  const [kind, setKind] = useState<DocumentKind>(kinds[0] ?? 'boarding_pass');
  const zone = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!uploadFor) return;
    const first = docs.checklist.find((c) => c.item === uploadFor.target)?.kinds[0];
    if (first) setKind(first);
    bringIntoView(zone.current);
    // Once per request: a new list of documents does not move the focus again.
    // (docs.checklist is read at the request's time.)
  }, [uploadFor]);
  const [selected, setSelected] = useState<Selected[]>([]);
  const [start, setStart] = useState(0);
  const [dragging, setDragging] = useState(false);
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const id = useId();

  const add = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    // Copied now: the input's FileList empties when the input is reset right after.
    const added = [...list].map((file) => ({ key: `f${++nextKey}`, file, kind }));
    setSelected((s) => [...s, ...added]);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };
  return (
    <div className="claim-documents__upload">
      <label htmlFor={`${id}-kind`}>{t('documents.kind_label')}</label>
      <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {t(`documents.kind.${k}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        ref={zone}
        className="drop-zone"
        data-dragging={dragging}
        aria-describedby={`${id}-hint`}
        onClick={() => files.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {t('documents.choose')}
      </button>
      <p id={`${id}-hint`} className="claim-documents__hint">
        {t('documents.hint')}
      </p>
      <button type="button" className="button" onClick={() => camera.current?.click()}>
        {t('documents.camera')}
      </button>
      <input
        ref={files}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        aria-label={t('documents.choose')}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t('documents.camera')}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      {selected.length > 0 ? (
        <>
          <ul className="claim-documents__queue" aria-label={t('documents.queue')}>
            {selected.map((s) => (
              <UploadRow key={s.key} claimId={claimId} selected={s} start={start} />
            ))}
          </ul>
          <button type="button" className="button button--primary" onClick={() => setStart((n) => n + 1)}>
            {t('documents.upload')}
          </button>
        </>
      ) : null}
    </div>
  );
}

function DocumentList({ claimId, docs }: { claimId: number; docs: ClaimDocuments }) {
  const { t } = useTranslation();
  const alert = useAlert();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const remove = (documentId: number, name: string) =>
    alert.show(
      {
        title: t('documents.delete_title'),
        message: t('documents.delete_question', { name }),
        actions: [{ label: t('documents.delete_confirm') }],
      },
      {
        onOk: () => {
          void deleteDocument(queryClient, claimId, documentId).then((res) =>
            setError(res.ok ? null : t(`api.${refusalMessage(res.refused)}`)),
          );
        },
      },
    );
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      <ul className="claim-documents__list">
        {docs.documents.map((d) => (
          <DocumentItem
            key={d.id}
            claimId={claimId}
            document={d}
            onDelete={docs.closed ? null : () => remove(d.id, d.file_name)}
          />
        ))}
      </ul>
    </>
  );
}
