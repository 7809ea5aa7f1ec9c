import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hideNotice, noticeKey, useShownNotice } from '../lib/page-notice';
import './page-notice-toast.css';

/** The notice (a page's page-load notice, or 'Login successful!') as a polite toast for its duration, on every screen. */
export function PageNoticeToast() {
  const { t } = useTranslation();
  const notice = useShownNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => hideNotice(notice.id), notice.duration_ms);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {notice ? <p className="toast toast--notice">{t(noticeKey(notice.key))}</p> : null}
    </div>
  );
}
