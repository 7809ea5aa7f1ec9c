import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCode } from '../../../contract';
import {
  checkSchema,
  errorsFor,
  EmailField,
  focusFirstInvalid,
  FormAlert,
  SubmitButton,
  TextField,
  type Errors,
} from '../../ui/form';
import { prerenderedValue, takeOverPrerendered } from '../../lib/prerendered';
import { loginFormSchema, type LoginFormValues } from './login-schema';

type Props = {
  onSubmit: (values: LoginFormValues) => void;
  pending: boolean;
  /** The last failed attempt's reason, shown as an alert beside the form. */
  error: MessageCode | null;
  /** Changes with every attempt, so a repeated error is announced again. */
  attempt?: number;
};

const FIELDS = ['email', 'password'] as const;
const controlId = (name: string) => `login-${name}`;

/** E-mail + password; validated on submit, then on change; the first invalid field gets focus. */
export function LoginForm({ onSubmit, pending, error, attempt = 0 }: Props) {
  const { t } = useTranslation();
  // What was typed into the login page prerendered at build time, if any (src/lib/prerendered.ts).
  const [value, setValue] = useState<LoginFormValues>(() => ({
    email: prerenderedValue('email'),
    password: prerenderedValue('password'),
  }));
  // null until the first submit: from then on every change is checked again.
  const [errors, setErrors] = useState<Errors | null>(null);
  // Then the prerendered page goes (focus and caret come over), before the browser paints again.
  useLayoutEffect(takeOverPrerendered, []);

  const change = (name: keyof LoginFormValues, text: string) => {
    const next = { ...value, [name]: text };
    setValue(next);
    if (errors) {
      const checked = checkSchema(loginFormSchema, next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSchema(loginFormSchema, value);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSubmit(checked.data);
    else focusFirstInvalid(checked.errors, FIELDS, controlId);
  };
  const field = (name: keyof LoginFormValues) => ({
    id: controlId(name),
    name,
    label: t(`login.${name}`),
    errors: errorsFor(errors ?? {}, name),
    value: value[name],
    onChange: (text: string) => change(name, text),
  });

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert errors={error ? [error] : []} attempt={attempt} />
      <EmailField {...field('email')} autoComplete="username" />
      <TextField {...field('password')} type="password" autoComplete="current-password" />
      <SubmitButton busy={pending} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
