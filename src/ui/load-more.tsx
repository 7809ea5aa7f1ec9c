import { useEffect, useRef } from 'react';
import './load-more.css';

type Props = {
  onLoad: () => void;
  busy: boolean;
  /** The button's text (translated), and its text while the next page loads. */
  label: string;
  busyLabel: string;
};

/**
 * The way to the next page of a keyset-paged list (claims, notifications): a real button
 * (keyboard, switch access) that also loads by itself when it scrolls near the viewport
 * (IntersectionObserver; inside a scrolled panel only once the panel shows it), once per page.
 */
export function LoadMore({ onLoad, busy, label, busyLabel }: Props) {
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
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
