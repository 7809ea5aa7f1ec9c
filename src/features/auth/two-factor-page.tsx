import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActor } from '../../session/session-context';
import { CodeField, FormAlert, SubmitButton } from '../../ui/form';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { BackToLogin } from './back-to-login';

/**
 * /two_factor_auth/:token: the six-digit code from the mail finishes the sign-in (session machine
 * CODE); the machine then goes on to the login page's redirect target.
 */
export function TwoFactorPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const pending = useSession((s) => s.matches('verifyingCode'));
  const error = useSession((s) =>
    s.matches('twoFactor') || s.matches('anonymous') ? s.context.error : null,
  );
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!/^\d{6}$/.test(value)) {
      setInvalid(true);
      document.getElementById('two-factor-code')?.focus();
      return;
    }
    setInvalid(false);
    setAttempt((n) => n + 1);
    actor.send({ type: 'CODE', token, code: value });
  };

  return (
    <PublicPage>
      <PageIntro title={t('pages.two_factor_auth.title')}>{t('auth.two_factor.text')}</PageIntro>
      <form className="form" noValidate onSubmit={submit} aria-busy={pending}>
        <FormAlert errors={error ? [error] : []} attempt={attempt} />
        <CodeField
          id="two-factor-code"
          label={t('auth.two_factor.code')}
          errors={invalid ? ['auth.two_factor.six_digits'] : []}
          maxLength={6}
          value={code}
          onChange={setCode}
        />
        <SubmitButton busy={pending} busyLabel={t('auth.two_factor.checking')}>
          {t('auth.two_factor.submit')}
        </SubmitButton>
      </form>
      <BackToLogin />
    </PublicPage>
  );
}
