import { useId, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguageTag } from '../../../contract';
import type { Alert } from '../../../machines/alert-dialog/alert-dialog.machine';
import { useLocale } from '../../lib/use-locale';
import { AlertIcon } from './alert-icon';
import './alert-dialog.css';

type Props = {
  alert: Alert;
  /** The button was pressed. */
  onOk: () => void;
  /** Escape (or the platform's close request). */
  onDismiss: () => void;
};

/**
 * SPEC §2 alert dialog: a heading with an alert icon and the title, the
 * message, and one right-aligned button labelled with the first action's label,
 * else the translated OK in upper case. Modal; focus moves to the button and
 * returns to where it was when the dialog closes.
 */
export function AlertDialog({ alert, onOk, onDismiss }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const titleId = useId();
  const messageId = useId();
  const label = alert.actions?.[0]?.label || t('common.ok').toLocaleUpperCase(toLanguageTag(locale));

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    buttonRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  /** One answer per alert: Escape's keydown and the dialog's cancel event must not both count. */
  const answer = (handler: () => void) => {
    if (answered.current) return;
    answered.current = true;
    handler();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    answer(onDismiss);
  };
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    answer(onDismiss);
  };

  return (
    <dialog
      ref={dialogRef}
      className="alert-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <h2 id={titleId} className="alert-dialog__title">
        <AlertIcon />
        <span>{alert.title}</span>
      </h2>
      <p id={messageId} className="alert-dialog__message">
        {alert.message}
      </p>
      <div className="alert-dialog__actions">
        <button ref={buttonRef} type="button" className="button button--primary" onClick={() => answer(onOk)}>
          {label}
        </button>
      </div>
    </dialog>
  );
}
