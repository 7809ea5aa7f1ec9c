/**
 * The SPA taking over the page prerendered at build time (tools/vite-prerender.ts): the server sends
 * the login page's markup in #prerendered, before the empty #root the SPA renders into. When the
 * SPA's own page is there, whatever the visitor typed into the prerendered fields (and the focus,
 * with its caret) moves to the SPA's fields of the same name, and the prerendered markup goes, in
 * one step before the browser paints again: no flash, no lost keystroke.
 */
/** What was typed into the prerendered field `name` before the SPA came ('' when nothing is prerendered). */
export function prerenderedValue(name: string): string {
  if (typeof document === 'undefined') return ''; // rendering the prerendered page itself
  return (
    document
      .getElementById('prerendered')
      ?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`)?.value ?? ''
  );
}

/**
 * Moves focus and caret to the SPA's field and removes the prerendered page. A page whose fields
 * start from `prerenderedValue` has nothing left to copy; a keystroke typed after that render
 * still comes over, as typing would (native setter and an input event: React's state follows).
 */
export function takeOverPrerendered(): void {
  const old = document.getElementById('prerendered');
  const live = document.getElementById('root');
  if (!old || !live) return;
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const focused = document.activeElement;
  for (const input of old.querySelectorAll<HTMLInputElement>('input[name]')) {
    const target = live.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
    if (!target) continue;
    if (input.value !== target.value) {
      // Through the native setter and an input event, as typing would: React's state follows.
      valueSetter?.call(target, input.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (input === focused) {
      target.focus();
      try {
        target.setSelectionRange(input.selectionStart, input.selectionEnd);
      } catch {
        // Inputs without a caret (type=email in some browsers) keep the browser's default.
      }
    }
  }
  old.remove();
}
