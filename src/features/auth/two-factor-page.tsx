import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { leavePageNotice, LOGIN_NOTICE } from '../../lib/page-notice';
import { DEFAULT_AFTER_LOGIN } from '../../lib/redirect';
import { isSignedIn } from '../../lib/session';
import { useSession, useSessionActor } from '../../lib/session-context';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';

/** /two_factor_auth/:token: the six-digit code from the mail finishes the sign-in (session machine CODE). */
export function TwoFactorPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const navigate = useNavigate();
  const pending = useSession((s) => s.matches('verifyingCode'));
  const error = useSession((s) =>
    s.matches('twoFactor') || s.matches('anonymous') ? s.context.error : null,
  );
  const signedIn = useSession(isSignedIn);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    if (attempt > 0) leavePageNotice(LOGIN_NOTICE);
    void navigate({ href: DEFAULT_AFTER_LOGIN, replace: true });
  }, [signedIn, attempt, navigate]);

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
        {error ? (
          <p key={attempt} role="alert" className="form__alert">
            {t(`api.${error}`)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="two-factor-code">{t('auth.two_factor.code')}</label>
          <input
            id="two-factor-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'two-factor-code-error' : undefined}
          />
          {invalid ? (
            <p id="two-factor-code-error" className="field__error">
              {t('auth.two_factor.six_digits')}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('auth.two_factor.checking') : t('auth.two_factor.submit')}
        </button>
      </form>
      <p className="public__links">
        <Link to="/login/{-$redirect}" params={{ redirect: undefined }}>
          {t('auth.to_login')}
        </Link>
      </p>
    </PublicPage>
  );
}
