import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type QuestionProps = {
  /** What the action does and what goes with it (block content: a paragraph, a list). */
  question: ReactNode;
  yes: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  className?: string;
};

/**
 * The question of a destructive action, with its yes (primary) and Cancel. Focus moves to "yes"
 * when it opens; Escape cancels. Whoever opened it returns focus when it closes.
 */
export function ConfirmQuestion({ question, yes, busy, onCancel, onConfirm, className }: QuestionProps) {
  const { t } = useTranslation();
  const id = useId();
  const yesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => yesButton.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className={className ?? 'item-list__actions'}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) onCancel();
      }}
    >
      <div id={`${id}-question`}>{question}</div>
      <button
        ref={yesButton}
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={onConfirm}
      >
        {yes}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}

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
  const { confirming, busy, onAsk, onCancel, onConfirm } = props;
  const askButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (!confirming && wasConfirming.current) askButton.current?.focus();
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
    <ConfirmQuestion
      question={<p>{props.question}</p>}
      yes={props.yes}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
