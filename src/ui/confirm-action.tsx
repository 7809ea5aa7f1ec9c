import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The button that asks first ("Remove", "End session"). */
  action: ReactNode;
  /** Its accessible name or description, when the visible text alone does not say what it acts on. */
  actionLabel?: string;
  actionDescribedBy?: string;
  /** The question shown instead of the button, with its yes button. */
  question: ReactNode;
  yes: ReactNode;
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * A destructive action that asks first: the button turns into a question with yes and Cancel.
 * Focus moves to "yes" when the question opens and back to the button when it closes; Escape
 * cancels.
 */
export function ConfirmAction(props: Props) {
  const { t } = useTranslation();
  const { confirming, busy, onAsk, onCancel, onConfirm } = props;
  const id = useId();
  const askButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) yesButton.current?.focus();
    else if (wasConfirming.current) askButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!confirming)
    return (
      <div className="item-list__actions">
        <button
          ref={askButton}
          type="button"
          className="button"
          aria-label={props.actionLabel}
          aria-describedby={props.actionDescribedBy}
          onClick={onAsk}
        >
          {props.action}
        </button>
      </div>
    );
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="item-list__actions"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) onCancel();
      }}
    >
      <p id={`${id}-question`}>{props.question}</p>
      <button
        ref={yesButton}
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={onConfirm}
      >
        {props.yes}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
