import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

const MAX_FRAMES = 30;

/**
 * Moves focus to the new page's heading after each client-side navigation (not on first load),
 * without scrolling: the router puts a new page at its top and a page gone back to where it was.
 */
export function useFocusHeadingOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        let frames = 0;
        const tryFocus = () => {
          const heading = document.querySelector<HTMLElement>('[data-page-heading]');
          if (heading) heading.focus({ preventScroll: true });
          else if (++frames < MAX_FRAMES) requestAnimationFrame(tryFocus);
        };
        requestAnimationFrame(tryFocus);
      }),
    [router],
  );
}
