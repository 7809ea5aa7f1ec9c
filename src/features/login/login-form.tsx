import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageCode } from '../../../contract';
import { loginFormSchema, type LoginFormValues } from './login-schema';

type Props = {
  onSubmit: (values: LoginFormValues) => void;
  pending: boolean;
  /** The last failed attempt's reason, shown as an alert beside the form. */
  error: MessageCode | null;
  /** Changes with every attempt, so a repeated error is announced again. */
  attempt?: number;
};

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error?.message) return null;
  return (
    <p id={id} className="field__error">
      {t(`api.${error.message}`)}
    </p>
  );
}

/** E-mail + password; validated on submit, then on change; the first invalid field gets focus. */
export function LoginForm({ onSubmit, pending, error, attempt = 0 }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });
  const described = (name: keyof LoginFormValues) => (errors[name] ? `login-${name}-error` : undefined);

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={pending}>
      {error ? (
        <p key={attempt} role="alert" className="form__alert">
          {t(`api.${error}`)}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="login-email">{t('login.email')}</label>
        <input
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email')}
          {...register('email')}
        />
        <FieldMessage id="login-email-error" error={errors.email} />
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={described('password')}
          {...register('password')}
        />
        <FieldMessage id="login-password-error" error={errors.password} />
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
