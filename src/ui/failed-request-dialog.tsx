import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiHandlers } from '../api/client';
import { chunks as appChunks, type ChunkLoader } from '../lib/chunk-load';
import { useAlert } from './alert-dialog';

/**
 * SPEC §8: any failed request (5xx or no answer) and a page chunk that fails or times out show one
 * 'Warning' dialog whose 'Reload' button reloads the page. Several failures show it once.
 */
export function FailedRequestDialog({
  reload = () => window.location.reload(),
  chunks = appChunks,
}: {
  reload?: () => void;
  chunks?: Pick<ChunkLoader, 'setFailureHandler'>;
}) {
  const { t } = useTranslation();
  const { show } = useAlert();
  const open = useRef(false);

  useEffect(() => {
    const onFailure = () => {
      if (open.current) return;
      open.current = true;
      show(
        {
          title: t('errors.request_failed_title'),
          message: t('errors.request_failed_message'),
          actions: [{ label: t('errors.reload') }],
        },
        { onOk: reload, onHide: () => (open.current = false) },
      );
    };
    setApiHandlers({ onFailure });
    chunks.setFailureHandler(onFailure);
    return () => {
      setApiHandlers({ onFailure: () => {} });
      chunks.setFailureHandler(undefined);
    };
  }, [show, t, reload, chunks]);

  return null;
}
