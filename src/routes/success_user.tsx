import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';

/**
 * `/success_user`: an activated account's first password is saved ('Update successful!', signed in);
 * next the welcome page /welcome_success.
 */
export const Route = createFileRoute('/success_user')({ component: SuccessUserPage });

function SuccessUserPage() {
  const { t } = useTranslation();
  return (
    <SuccessPage
      title={t('pages.success_user.title')}
      text={t('pages.success_user.text')}
      next="/welcome_success"
    />
  );
}
