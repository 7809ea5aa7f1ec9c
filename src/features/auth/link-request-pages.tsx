import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { requestLoginLink, requestPasswordReset } from '../../api/auth';
import { BackToLogin } from './back-to-login';
import { EmailRequestForm } from './email-request-form';

/** A page that mails a sign-in link or a password reset link; `loginFirst` orders the two buttons. */
function LinkRequestPage(props: {
  id: string;
  title: string;
  text: string;
  loginLabel: string;
  loginFirst: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = {
    label: props.loginLabel,
    run: (email: string) => requestLoginLink(email),
    onSent: () => void navigate({ to: '/success_link_send', search: { sent: 'login_link' } }),
  };
  const reset = {
    label: t('auth.forgot.reset'),
    run: (email: string) => requestPasswordReset(email),
    onSent: () => void navigate({ to: '/success_link_send', search: {} }),
  };
  return (
    <PublicPage>
      <PageIntro title={props.title}>{props.text}</PageIntro>
      <EmailRequestForm id={props.id} actions={props.loginFirst ? [login, reset] : [reset, login]} />
      <BackToLogin />
    </PublicPage>
  );
}

/** /expired_link: the link was expired or used; offers to send a new one. */
export function ExpiredLinkPage() {
  const { t } = useTranslation();
  return (
    <LinkRequestPage
      id="expired"
      title={t('pages.expired_link.title')}
      text={t('auth.expired.text')}
      loginLabel={t('auth.expired.new_link')}
      loginFirst
    />
  );
}

/** /forgot_user: mail a link to set a new password, or a link that signs in directly. */
export function ForgotUserPage() {
  const { t } = useTranslation();
  return (
    <LinkRequestPage
      id="forgot"
      title={t('pages.forgot_user.title')}
      text={t('pages.forgot_user.text')}
      loginLabel={t('auth.forgot.link')}
      loginFirst={false}
    />
  );
}
