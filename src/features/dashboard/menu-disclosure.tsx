import { useRouterState } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The phone menu's state (WAI-ARIA disclosure): open for the page it was opened on, so any
 * navigation closes it; Escape closes it and puts focus back on the button.
 */
export function useMenuDisclosure() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = openOn === path;
  return {
    open,
    panelId,
    buttonRef,
    panelRef,
    toggle: () => setOpenOn(open ? null : path),
    /** A link in the panel closes it, also one to the page already open. */
    onClick: (e: { target: EventTarget }) => {
      if (e.target instanceof Element && e.target.closest('a')) setOpenOn(null);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open) return;
      const target = e.target as Node;
      if (target !== buttonRef.current && !panelRef.current?.contains(target)) return;
      setOpenOn(null);
      buttonRef.current?.focus();
    },
  };
}

export function MenuToggle({ menu }: { menu: ReturnType<typeof useMenuDisclosure> }) {
  const { t } = useTranslation();
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      className="button menu-toggle"
      aria-expanded={menu.open}
      aria-controls={menu.panelId}
      onClick={menu.toggle}
    >
      <span className="menu-toggle__icon" aria-hidden="true" />
      {t('layout.menu')}
    </button>
  );
}
