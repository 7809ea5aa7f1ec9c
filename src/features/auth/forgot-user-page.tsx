import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { requestLoginLink, requestPasswordReset } from './auth-api';
import { EmailRequestForm } from './email-request-form';

/** /forgot_user: mail a link to set a new password, or a link that signs in directly. */
export function ForgotUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPage>
      <PageIntro title={t('pages.forgot_user.title')}>{t('pages.forgot_user.text')}</PageIntro>
      <EmailRequestForm
        id="forgot"
        actions={[
          {
            label: t('auth.forgot.reset'),
            run: (email) => requestPasswordReset(email),
            onSent: () => void navigate({ to: '/success_link_send' }),
          },
          {
            label: t('auth.forgot.link'),
            run: (email) => requestLoginLink(email),
            onSent: () => void navigate({ to: '/activate/message' }),
          },
        ]}
      />
      <p className="public__links">
        <Link to="/login/{-$redirect}" params={{ redirect: undefined }}>
          {t('auth.to_login')}
        </Link>
      </p>
    </PublicPage>
  );
}
