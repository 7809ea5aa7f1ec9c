import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActor } from '../../session/session-context';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { LoginForm } from './login-form';
import { PasskeySignIn } from './passkey-sign-in';
import type { LoginFormValues } from './login-schema';

/**
 * The login page: the session machine carries `redirect` through the sign-in (two-factor step
 * included); afterwards the visitor goes there (if safe) or to the dashboard, where 'Login
 * successful!' shows as the page notice.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const pending = useSession((s) => s.matches('loggingIn'));
  const error = useSession((s) => (s.matches('anonymous') ? s.context.error : null));
  const [attempt, setAttempt] = useState(0);

  const submit = (values: LoginFormValues) => {
    setAttempt((n) => n + 1);
    actor.send({ type: 'LOGIN', email: values.email, password: values.password, redirect });
  };

  return (
    <PublicPage>
      <PageIntro title={t('login.title')}>{t('login.intro')}</PageIntro>
      <LoginForm onSubmit={submit} pending={pending} error={error} attempt={attempt} />
      <PasskeySignIn redirect={redirect} disabled={pending} />
      <ul className="public__links public__links--stacked">
        <li>
          <Link to="/forgot_user">{t('login.forgot')}</Link>
        </li>
        <li>
          <Link to="/login/{-$redirect}" params={{ redirect }} search={{ by: 'email' }}>
            {t('auth.login_link')}
          </Link>
        </li>
      </ul>
      {/* Not a way to sign in, so apart from the list of the two ways in above. */}
      <p className="public__links public__links--stacked">
        <Link to="/estimate">{t('login.estimate')}</Link>
      </p>
    </PublicPage>
  );
}
