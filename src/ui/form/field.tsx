import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

/** A MessageCode is shown as `api.<code>`; a full key (`auth.two_factor.six_digits`) as itself. */
export const messageKey = (code: string) => (code.includes('.') ? code : `api.${code}`);

/** What a control inside a Field spreads onto itself. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  id: string;
  label: string;
  /** MessageCodes (or full i18n keys), shown translated and joined below the control. */
  errors: readonly string[];
  hint?: string;
  /** Ids of descriptions outside the field (a hint shared by several fields), while it has no error. */
  describedBy?: string;
  children: (control: FieldControl) => ReactNode;
};

/** A labelled control with its hint and its translated error messages (SPEC §5). */
export function Field({ id, label, errors, hint, describedBy, children }: FieldProps) {
  const invalid = errors.length > 0;
  const described = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : (describedBy ?? '')]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A field's messages (each once), or nothing. */
export function FieldError({ id, errors }: { id: string; errors: readonly string[] }) {
  const { t } = useTranslation();
  if (!errors.length) return null;
  return (
    <p id={id} className="field__error">
      {[...new Set(errors)].map((code) => t(messageKey(code))).join(' ')}
    </p>
  );
}

/**
 * A form's own message (a failed submit, errors of no field) as an alert; `attempt` re-keys it so
 * that a repeated message is announced again.
 */
export function FormAlert({ errors, attempt }: { errors: readonly string[]; attempt?: number }) {
  const { t } = useTranslation();
  if (!errors.length) return null;
  return (
    <p key={attempt} role="alert" className="form__alert">
      {errors.map((code) => t(messageKey(code))).join(' ')}
    </p>
  );
}

/**
 * A form's submit button, disabled while the form is busy; `busyLabel` replaces its label then.
 * Primary unless the form is a side matter of its page (`secondary`: the page's primary is elsewhere).
 */
export function SubmitButton({
  busy = false,
  busyLabel,
  secondary = false,
  children,
  ref,
}: {
  busy?: boolean;
  busyLabel?: string;
  secondary?: boolean;
  children: ReactNode;
  /** For a form that returns focus to it (after a question it asked on submit). */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      className={`button ${secondary ? 'button--secondary' : 'button--primary'}`}
      disabled={busy}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
