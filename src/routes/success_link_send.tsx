import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';

type Search = { sent?: 'login_link' };

/**
 * `/success_link_send`: 'Email sent!' after POST /password_reset (a reset link), or with
 * `?sent=login_link` after POST /login/email (a sign-in link; an activation link to an account
 * without a password, which the answer does not tell apart).
 */
export const Route = createFileRoute('/success_link_send')({
  validateSearch: (search: Record<string, unknown>): Search =>
    search.sent === 'login_link' ? { sent: 'login_link' } : {},
  component: SuccessLinkSendPage,
});

function SuccessLinkSendPage() {
  const { t } = useTranslation();
  const { sent } = Route.useSearch();
  const text = sent === 'login_link' ? t('auth.success.login_link_sent') : t('auth.success.reset_link_sent');
  return <SuccessPage title={t('success.email_sent')} text={text} next="login" />;
}
