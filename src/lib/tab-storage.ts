/**
 * The tab's sessionStorage, or null where there is none or the browser denies it (a third-party
 * frame: Chromium throws a SecurityError on the mere read of `sessionStorage`).
 */
export function tabStorage(win: Window | undefined = globalThis.window): Storage | null {
  try {
    return win?.sessionStorage ?? null;
  } catch {
    return null;
  }
}
