import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { requestLoginLink, requestPasswordReset } from '../../api/auth';
import { BackToLogin } from './back-to-login';
import { EmailRequestForm, type EmailAction } from './email-request-form';

/** The two requests: a sign-in link (POST /login/email, with the redirect target) and a reset link. */
function useLinkActions(redirect?: string): { login: (label: string) => EmailAction; reset: EmailAction } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return {
    login: (label) => ({
      label,
      run: (email) => requestLoginLink(email, redirect),
      onSent: () => void navigate({ to: '/success_link_send', search: { sent: 'login_link' } }),
    }),
    reset: {
      label: t('auth.forgot.reset'),
      run: (email) => requestPasswordReset(email),
      onSent: () => void navigate({ to: '/success_link_send', search: {} }),
    },
  };
}

/** A page that mails a link: its intro, one e-mail field with the `actions`, the way back. */
function LinkRequestPage(props: { id: string; title: string; text: string; actions: EmailAction[] }) {
  return (
    <PublicPage>
      <PageIntro title={props.title}>{props.text}</PageIntro>
      <EmailRequestForm id={props.id} actions={props.actions} />
      <BackToLogin />
    </PublicPage>
  );
}

/** /expired_link: the link was expired or used; offers a new sign-in link or a reset link. */
export function ExpiredLinkPage() {
  const { t } = useTranslation();
  const { login, reset } = useLinkActions();
  return (
    <LinkRequestPage
      id="expired"
      title={t('pages.expired_link.title')}
      text={t('auth.expired.text')}
      actions={[login(t('auth.expired.new_link')), reset]}
    />
  );
}

/** /forgot_user ('Forgot your password?' on the login page): mail a link to set a new password. */
export function ForgotUserPage() {
  const { t } = useTranslation();
  const { reset } = useLinkActions();
  return (
    <LinkRequestPage
      id="forgot"
      title={t('pages.forgot_user.title')}
      text={t('pages.forgot_user.text')}
      actions={[reset]}
    />
  );
}

/**
 * /login/:redirect?by=email ('Log in with a link by e-mail' on the login page): mail a sign-in
 * link that returns to `redirect` after signing in.
 */
export function LoginLinkRequestPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const { login } = useLinkActions(redirect);
  return (
    <LinkRequestPage
      id="login-link"
      title={t('auth.login_link')}
      text={t('auth.login_link_text')}
      actions={[login(t('auth.forgot.link'))]}
    />
  );
}
