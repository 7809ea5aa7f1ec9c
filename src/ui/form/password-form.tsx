import { useMachine } from '@xstate/react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblems } from '../../../contract';
import { errorsFor, focusFirstInvalid, otherErrors, type Errors } from './errors';
import { FormAlert, SubmitButton } from './field';
import { passwordFormLogic, type PasswordEffects } from './password-form-actor';
import { TextField } from './text-field';

type Props = PasswordEffects & {
  submitLabel: string;
  /** Asks for the current password first (a signed-in user changing it). */
  withCurrent?: boolean;
  /** Shown at the top of the form (a heading naming it: pass its id as `labelledBy`). */
  header?: ReactNode;
  labelledBy?: string;
  /** Shown after the fields, before the submit button (an option such as ending other sessions). */
  children?: ReactNode;
};

type Name = 'current_password' | 'password' | 'password_confirmation';
const LABELS: Record<Name, string> = {
  current_password: 'account.current_password',
  password: 'auth.password.password',
  password_confirmation: 'auth.password.password_confirmation',
};

/**
 * The one password form (SPEC §5 rules checked here and again by the server), driven by the
 * password-form machine: a new password and its confirmation, optionally the current one first.
 * Each field's messages show below it; other messages above the form.
 */
export function PasswordForm({
  withCurrent = false,
  header,
  labelledBy,
  submitLabel,
  children,
  ...effects
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const latest = useRef(effects);
  useLayoutEffect(() => {
    latest.current = effects;
  });
  const machine = useMemo(() => passwordFormLogic(latest), []);
  const [state, send] = useMachine(machine);
  const fields: Name[] = withCurrent
    ? ['current_password', 'password', 'password_confirmation']
    : ['password', 'password_confirmation'];
  const [value, setValue] = useState<Record<Name, string>>({
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const [local, setLocal] = useState<Errors | null>(null);
  const pending = state.matches('submitting');
  const errors: Errors = local ?? state.context.fieldErrors;
  const controlId = (name: string) => `${id}-${name}`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Errors = {
      ...(withCurrent && !value.current_password ? { current_password: ['password_required'] } : {}),
      ...passwordProblems(value.password, value.password_confirmation),
    };
    if (Object.keys(problems).length) {
      setLocal(problems);
      focusFirstInvalid(problems, fields, controlId);
      return;
    }
    setLocal(null);
    const { current_password, password, password_confirmation } = value;
    send({ type: 'SUBMIT', password, password_confirmation, ...(withCurrent ? { current_password } : {}) });
  };

  const alert = [
    ...(state.context.error && !local ? [state.context.error] : []),
    ...(local ? [] : otherErrors(errors, fields)),
  ];
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={pending} aria-labelledby={labelledBy}>
      {header}
      <FormAlert errors={alert} />
      {fields.map((name) => (
        <TextField
          key={name}
          id={controlId(name)}
          label={t(LABELS[name])}
          errors={errorsFor(errors, name)}
          {...(name === 'current_password' ? {} : { describedBy: `${id}-hint` })}
          type="password"
          autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
          value={value[name]}
          onChange={(text) => setValue({ ...value, [name]: text })}
        />
      ))}
      <p id={`${id}-hint`} className="field__hint">
        {t('auth.password.hint')}
      </p>
      {children}
      <SubmitButton busy={pending} busyLabel={t('auth.password.saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
