import { useEffect, useRef, useSyncExternalStore } from 'react';
import { DEFAULT_NOTICE, type PageNotice } from '../../contract';

/**
 * The notice toast (SPEC §2): a page's notice from its page configuration (the widget tree's
 * `notice`, set in the back office) shows when the page loads; a sign-in shows 'Login successful!'
 * (SPEC §8) the same way. One notice at a time, in memory: the toast region lives in the root route,
 * so a notice shown just before a navigation stays on the next page for its duration.
 */
export type ShownNotice = PageNotice & { id: number };

let current: ShownNotice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a notice (default: thanks for the claim entry, 3 s), replacing the one showing. */
export function showNotice(notice: PageNotice = DEFAULT_NOTICE): void {
  current = { ...notice, id: nextId++ };
  emit();
}

/** Hides the notice `id` (its time is up); a newer notice stays. */
export function hideNotice(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

/** 'Login successful!' after a sign-in (password, two-factor code, mailed link or passkey). */
export const showLoginNotice = () =>
  showNotice({ key: 'login_successful', duration_ms: DEFAULT_NOTICE.duration_ms });

/** The translation key of a notice's text: the thanks for the claim entry, else an SPEC §8 success message. */
export const noticeKey = (key: PageNotice['key']) =>
  key === 'claim_created' ? 'notice.claim_created' : `success.${key}`;

export function useShownNotice(): ShownNotice | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/**
 * Shows a page's configured notice once per visit (`page` names it; undefined: none): once when it
 * loads, though its configuration may arrive later or again, and again when the customer comes back
 * from another page, also where the router keeps the component and only `page` changes.
 */
export function usePageLoadNotice(page: string, notice: PageNotice | undefined): void {
  const shownOn = useRef<string | null>(null);
  useEffect(() => {
    if (shownOn.current !== page) shownOn.current = null; // another page: a new visit
    if (!notice || shownOn.current === page) return;
    shownOn.current = page;
    showNotice(notice);
  }, [page, notice]);
}
