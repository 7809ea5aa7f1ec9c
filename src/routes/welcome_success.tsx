import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';
import { redirectSearch } from '../lib/redirect';

/** `/welcome_success`: after activating an account (/activation/:payload → /success_user), signed in */
export const Route = createFileRoute('/welcome_success')({
  validateSearch: redirectSearch,
  component: WelcomeSuccessPage,
});

function WelcomeSuccessPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
  return (
    <SuccessPage
      redirect={redirect}
      title={t('pages.welcome_success.title')}
      text={t('pages.welcome_success.text')}
      next="dashboard"
    />
  );
}
