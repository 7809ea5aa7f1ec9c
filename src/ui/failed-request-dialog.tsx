import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiHandlers } from '../api/client';
import { useAlert } from './alert-dialog';

/**
 * SPEC §8: any failed request (5xx or no answer) shows one 'Warning' dialog
 * whose 'Reload' button reloads the page. Several failures show it once.
 */
export function FailedRequestDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const { show } = useAlert();
  const open = useRef(false);

  useEffect(() => {
    setApiHandlers({
      onFailure: () => {
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
      },
    });
    return () => setApiHandlers({ onFailure: () => {} });
  }, [show, t, reload]);

  return null;
}
