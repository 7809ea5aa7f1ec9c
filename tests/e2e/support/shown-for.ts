import type { Page } from 'playwright-core';

type Watch = { shown?: number; gone?: number };
type Watches = { __shownFor?: Record<string, Watch> };

/**
 * How long an element (`selector`, containing `text`, case-insensitive) stays in the page, timed in
 * the page itself (performance.now() at the DOM mutations that add and remove it), so that the
 * test's round trips to a busy browser do not count: a toast's time-out can be checked without a
 * test that depends on the machine's speed. Call before the element appears (it survives SPA
 * navigation, not a page load); the returned function waits until the element is gone and
 * resolves with the milliseconds it was shown.
 */
export async function watchShownFor(
  page: Page,
  selector: string,
  text: string,
): Promise<() => Promise<number>> {
  const id = `${selector}|${text}`;
  await page.evaluate(
    ({ id, selector, text }) => {
      const all = ((window as Watches).__shownFor ??= {});
      const watch: Watch = (all[id] = {});
      const present = () =>
        [...document.querySelectorAll(selector)].some((el) =>
          (el.textContent ?? '').toLowerCase().includes(text.toLowerCase()),
        );
      const observer = new MutationObserver(() => {
        const now = performance.now();
        if (watch.shown === undefined && present()) watch.shown = now;
        else if (watch.shown !== undefined && !present()) {
          watch.gone = now;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { id, selector, text },
  );
  return async () => {
    await page.waitForFunction((id) => (window as Watches).__shownFor?.[id]?.gone !== undefined, id);
    return page.evaluate((id) => {
      const w = (window as Watches).__shownFor![id]!;
      return w.gone! - w.shown!;
    }, id);
  };
}
