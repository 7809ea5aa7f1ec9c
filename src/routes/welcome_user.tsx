import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';
import { redirectSearch } from '../lib/redirect';

/**
 * `/welcome_user`: welcomes a new customer whose account was created for them (a claim transfer to
 * a new address, /set_password) once the password is set; a button leads into the portal.
 */
export const Route = createFileRoute('/welcome_user')({
  validateSearch: redirectSearch,
  component: WelcomeUserPage,
});

function WelcomeUserPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
  return (
    <SuccessPage
      redirect={redirect}
      title={t('pages.welcome_user.title')}
      text={t('pages.welcome_user.text')}
      next="dashboard"
    />
  );
}
