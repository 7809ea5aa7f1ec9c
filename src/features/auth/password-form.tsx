import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { passwordProblems, type LoginResponse, type MessageCode } from '../../../contract';
import {
  passwordFormMachine,
  type PasswordInput,
  type PasswordResult,
} from '../../../machines/password-form/password-form.machine';

type Props = {
  /** Where the password goes (reset, activation…). */
  submit: (input: PasswordInput) => Promise<PasswordResult>;
  onSaved: (session: LoginResponse | null) => void;
  onExpired: () => void;
  submitLabel: string;
};

const FIELDS = ['password', 'password_confirmation'] as const;

/** Keys of a 422 map that belong to one of the two fields (wildcards `*` match anything). */
function forField(errors: Record<string, MessageCode[]>, field: string): MessageCode[] {
  return Object.entries(errors)
    .filter(([key]) => new RegExp(`^${key.split('*').map(escape).join('[^.]+')}$`).test(field))
    .flatMap(([, codes]) => codes);
}
const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A new password and its confirmation (SPEC §5 rules checked here and again by the server), driven
 * by the password-form machine. Each field's messages show below it.
 */
export function PasswordForm({ submit, onSaved, onExpired, submitLabel }: Props) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      passwordFormMachine.provide({
        actors: { submit: fromPromise<PasswordResult, PasswordInput>(({ input }) => submit(input)) },
        actions: { saved: (_, { session }) => onSaved(session), goToExpired: () => onExpired() },
      }),
    [submit, onSaved, onExpired],
  );
  const [state, send] = useMachine(machine);
  const [value, setValue] = useState<PasswordInput>({ password: '', password_confirmation: '' });
  const [local, setLocal] = useState<Record<string, MessageCode[]> | null>(null);
  const pending = state.matches('submitting');
  const serverErrors = state.context.fieldErrors;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems = passwordProblems(value.password, value.password_confirmation);
    if (problems.password || problems.password_confirmation) {
      setLocal(problems as Record<string, MessageCode[]>);
      const first = problems.password ? 'password' : 'password_confirmation';
      document.getElementById(`new-${first}`)?.focus();
      return;
    }
    setLocal(null);
    send({ type: 'SUBMIT', ...value });
  };

  const errorsOf = (field: string) => (local ? (local[field] ?? []) : forField(serverErrors, field));
  const matchesField = (key: string) => FIELDS.some((f) => forField({ [key]: ['required'] }, f).length > 0);
  const otherErrors = local
    ? []
    : Object.entries(serverErrors)
        .filter(([key]) => !matchesField(key))
        .flatMap(([, codes]) => codes);

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      {state.context.error || otherErrors.length ? (
        <p role="alert" className="form__alert">
          {[...(state.context.error ? [state.context.error] : []), ...otherErrors]
            .map((c) => t(`api.${c}`))
            .join(' ')}
        </p>
      ) : null}
      {FIELDS.map((name) => {
        const messages = errorsOf(name);
        const id = `new-${name}`;
        return (
          <div className="field" key={name}>
            <label htmlFor={id}>{t(`auth.password.${name}`)}</label>
            <input
              id={id}
              type="password"
              autoComplete="new-password"
              value={value[name]}
              onChange={(e) => setValue({ ...value, [name]: e.target.value })}
              aria-invalid={messages.length ? true : undefined}
              aria-describedby={messages.length ? `${id}-error` : `password-hint`}
            />
            {messages.length ? (
              <p id={`${id}-error`} className="field__error">
                {messages.map((m) => t(`api.${m}`)).join(' ')}
              </p>
            ) : null}
          </div>
        );
      })}
      <p id="password-hint" className="field__hint">
        {t('auth.password.hint')}
      </p>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('auth.password.saving') : submitLabel}
      </button>
    </form>
  );
}
