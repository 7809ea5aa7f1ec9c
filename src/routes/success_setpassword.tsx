import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';
import { redirectSearch } from '../lib/redirect';

/**
 * `/success_setpassword`: a new account's first password (/set_password, or a claim transfer to a new
 * address): 'New password saved!' (signed in); next the welcome page /welcome_user.
 */
export const Route = createFileRoute('/success_setpassword')({
  validateSearch: redirectSearch,
  component: SuccessSetPasswordPage,
});

function SuccessSetPasswordPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
  return (
    <SuccessPage
      redirect={redirect}
      title={t('success.password_saved')}
      text={t('auth.success.password_set')}
      next="/welcome_user"
    />
  );
}
