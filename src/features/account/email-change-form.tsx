import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem, EmailField, SubmitButton, TextField } from '../../ui/form';
import { emailChangeLogic } from './email-change-actor';

/** Step one of the e-mail change: new address + current password, then the activation code is shown. */
export function EmailChangeForm({ userId, currentEmail }: { userId: number; currentEmail: string }) {
  const { t } = useTranslation();
  const actor = useActorRef(emailChangeLogic(userId));
  const state = useSelector(actor, (s) => s);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    const emailError = emailProblem(email);
    if (emailError) problems.email = emailError;
    if (!password) problems.password = 'password_required';
    setLocal(problems);
    if (Object.keys(problems).length === 0) actor.send({ type: 'REQUEST', email: email.trim(), password });
  };
  const { error, code } = state.context;
  const errorOf = (field: string) => local[field] ?? (error?.field === field ? error.code : undefined);
  const field = (name: 'email' | 'password') => {
    const err = errorOf(name);
    return { id: `email-change-${name}`, errors: err ? [err] : [] };
  };
  const busy = state.matches('requesting');
  return (
    <section aria-labelledby="email-change-title" className="email-change">
      <h2 id="email-change-title">{t('email_change.title')}</h2>
      <p>{t('email_change.current', { email: currentEmail })}</p>
      {state.matches('codeShown') ? (
        <div role="status" className="email-change__code">
          <p>{t('email_change.code_intro', { email: state.context.email ?? '' })}</p>
          <p className="email-change__code-value" data-activation-code={code ?? ''}>
            {t('email_change.code', { code: code ?? '' })}
          </p>
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        <EmailField
          {...field('email')}
          label={t('email_change.new_email')}
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <TextField
          {...field('password')}
          label={t('account.current_password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <SubmitButton busy={busy}>
          {state.matches('codeShown') ? t('email_change.request_again') : t('email_change.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
