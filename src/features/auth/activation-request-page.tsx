import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { requestLoginLink } from '../../api/auth';
import { EmailRequestForm } from './email-request-form';

/** /activation without a payload: 'Please activate your account.' and a form to mail the activation link. */
export function ActivationRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPage>
      <PageIntro title={t('success.activate_account')}>{t('auth.activation.request_text')}</PageIntro>
      <EmailRequestForm
        id="activation"
        actions={[
          {
            label: t('auth.activation.request'),
            run: (email) => requestLoginLink(email),
            onSent: () => void navigate({ to: '/activate/message' }),
          },
        ]}
      />
    </PublicPage>
  );
}
