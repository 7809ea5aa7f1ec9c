import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leavePageNotice, LOGIN_NOTICE } from '../../lib/page-notice';
import { afterLoginTarget } from '../../lib/redirect';
import { isSignedIn } from '../../lib/session';
import { useSession, useSessionActor } from '../../lib/session-context';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { LoginForm } from './login-form';
import type { LoginFormValues } from './login-schema';

/**
 * The login page: after a successful login the visitor goes to `redirect` (if safe) or the dashboard,
 * where 'Login successful!' shows as the page notice.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const navigate = useNavigate();
  const pending = useSession((s) => s.matches('loggingIn'));
  const error = useSession((s) => (s.matches('anonymous') ? s.context.error : null));
  const signedIn = useSession(isSignedIn);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    // Signed in by this page's form (not already signed in on arrival): 'Login successful!' next.
    if (attempt > 0) leavePageNotice(LOGIN_NOTICE);
    void navigate({ href: afterLoginTarget(redirect), replace: true });
  }, [signedIn, attempt, redirect, navigate]);

  const submit = (values: LoginFormValues) => {
    setAttempt((n) => n + 1);
    actor.send({ type: 'LOGIN', email: values.email, password: values.password });
  };

  return (
    <PublicPage>
      <PageIntro title={t('login.title')}>{t('login.intro')}</PageIntro>
      <LoginForm onSubmit={submit} pending={pending} error={error} attempt={attempt} />
      <p className="public__links">
        <Link to="/forgot_user">{t('login.forgot')}</Link>
        <Link to="/forgot_user">{t('auth.login_link')}</Link>
      </p>
    </PublicPage>
  );
}
