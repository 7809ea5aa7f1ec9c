import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The way to the next page of a list: a real button (keyboard, switch access) that also loads by
 * itself when it scrolls near the viewport (IntersectionObserver), once per page.
 */
export function LoadMore({ onLoad, busy }: { onLoad: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const el = button.current;
    if (busy || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load.current();
        }
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [busy]);

  return (
    <div className="load-more">
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        onClick={onLoad}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('claims.loading_more') : t('claims.load_more')}
      </button>
    </div>
  );
}
