import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_MS, noticeKey, takePageNotice } from '../lib/page-notice';
import './page-notice-toast.css';

/** Shows a page's notice (left by the previous screen) as a polite toast for 3 seconds, on every screen. */
export function PageNoticeToast() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const code = takePageNotice();
    if (code) setNotice(code);
  }, [path]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {notice ? <p className="toast toast--notice">{t(noticeKey(notice))}</p> : null}
    </div>
  );
}
