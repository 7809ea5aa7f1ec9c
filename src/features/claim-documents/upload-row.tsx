import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../contract';
import { uploadLogic } from './upload-actor';

export type Selected = { key: string; file: File; kind: DocumentKind };

/** One chosen file and its upload (machines/upload): waiting, a progress bar, stored, refused or failed with Retry. */
export function UploadRow({
  claimId,
  selected,
  start,
}: {
  claimId: number;
  selected: Selected;
  start: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const actor = useActorRef(uploadLogic(queryClient, selected.file, setProgress), {
    input: { claimId, kind: selected.kind, fileName: selected.file.name },
  });
  const state = useSelector(actor, (s) => s);
  useEffect(() => {
    if (start > 0) actor.send({ type: 'UPLOAD' });
  }, [start, actor]);

  const name = selected.file.name;
  return (
    <li className="upload-row" data-state={String(state.value)}>
      <span className="upload-row__name">
        {name} <span className="upload-row__kind">({t(`documents.kind.${selected.kind}`)})</span>
      </span>
      {state.matches('selected') ? <span>{t('documents.ready')}</span> : null}
      {state.matches('uploading') ? (
        <progress max={1} value={progress} aria-label={t('documents.uploading', { name })} />
      ) : null}
      {state.matches('stored') ? <span role="status">{t('documents.stored', { name })}</span> : null}
      {state.matches('refused') ? (
        <span role="alert" className="field__error">
          {t('documents.refused', { name })} {t(`api.${state.context.error ?? 'invalid_value'}`)}
        </span>
      ) : null}
      {state.matches('failed') ? (
        <span role="alert">
          {t('documents.failed', { name })}{' '}
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('documents.retry')}
          </button>
        </span>
      ) : null}
    </li>
  );
}
