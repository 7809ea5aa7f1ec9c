import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { requestLoginLink, requestPasswordReset } from './auth-api';
import { EmailRequestForm } from './email-request-form';

/** /expired_link: the link was expired or used; offers to send a new one. */
export function ExpiredLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPage>
      <PageIntro title={t('pages.expired_link.title')}>{t('auth.expired.text')}</PageIntro>
      <EmailRequestForm
        id="expired"
        actions={[
          {
            label: t('auth.expired.new_link'),
            run: (email) => requestLoginLink(email),
            onSent: () => void navigate({ to: '/activate/message' }),
          },
          {
            label: t('auth.forgot.reset'),
            run: (email) => requestPasswordReset(email),
            onSent: () => void navigate({ to: '/success_link_send' }),
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
