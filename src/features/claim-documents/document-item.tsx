import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimDocument } from '../../../contract';
import { documentContentUrl } from '../../api/documents';

const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024));

/** One stored document: its kind and name, preview (an image inline, a PDF in a new tab), download, delete. */
export function DocumentItem({
  claimId,
  document: d,
  onDelete,
}: {
  claimId: number;
  document: ClaimDocument;
  onDelete: (() => void) | null;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const image = d.content_type !== 'application/pdf';
  const inline = documentContentUrl(claimId, d.id);
  return (
    <li className="claim-documents__item">
      <span>
        {t(`documents.kind.${d.kind}`)}: {d.file_name} ({t('documents.size', { kb: kilobytes(d.size) })})
      </span>
      <span className="claim-documents__actions">
        {image ? (
          <button
            type="button"
            className="button"
            aria-expanded={preview}
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? t('documents.hide_preview') : t('documents.preview')}
            <span className="sr-only"> {d.file_name}</span>
          </button>
        ) : (
          <a className="button" href={inline} target="_blank" rel="noopener">
            {t('documents.preview')}
            <span className="sr-only"> {d.file_name}</span>
          </a>
        )}
        <a className="button" href={documentContentUrl(claimId, d.id, true)} download={d.file_name}>
          {t('documents.download')}
          <span className="sr-only"> {d.file_name}</span>
        </a>
        {onDelete ? (
          <button type="button" className="button" onClick={onDelete}>
            {t('documents.delete')}
            <span className="sr-only"> {d.file_name}</span>
          </button>
        ) : null}
      </span>
      {preview && image ? (
        <img
          className="claim-documents__preview"
          src={inline}
          alt={t('documents.preview_alt', { name: d.file_name })}
        />
      ) : null}
    </li>
  );
}
