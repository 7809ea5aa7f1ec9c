/**
 * A claim page's next step asking a panel to open one of its controls: which (a passenger id, a
 * checklist item) and when (each press is a new request, so pressing again opens it again).
 */
export type StepRequest<T> = { target: T; at: number } | null;

/** Scrolls an element to the top of the view and moves the focus to it, once what just opened is drawn. */
export function bringIntoView(el: HTMLElement | null): void {
  if (!el) return;
  requestAnimationFrame(() => {
    el.scrollIntoView?.({ block: 'start' });
    el.focus({ preventScroll: true });
  });
}
