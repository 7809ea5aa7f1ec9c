import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';
import { redirectSearch } from '../lib/redirect';

/**
 * `/success_user`: an activated account's first password is saved ('Update successful!', signed in);
 * next the welcome page /welcome_success.
 */
export const Route = createFileRoute('/success_user')({
  validateSearch: redirectSearch,
  component: SuccessUserPage,
});

function SuccessUserPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
  return (
    <SuccessPage
      redirect={redirect}
      title={t('pages.success_user.title')}
      text={t('pages.success_user.text')}
      next="/welcome_success"
    />
  );
}
