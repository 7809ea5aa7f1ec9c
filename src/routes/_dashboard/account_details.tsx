import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmailChangeForm } from '../../features/account/email-change-form';
import { ChangePasswordForm } from '../../features/account/change-password-form';
import { PasskeysSection } from '../../features/account/passkeys-section';
import { PrivacyCentre } from '../../features/account/privacy-centre';
import { ProfileForm } from '../../features/account/profile-form';
import { SessionsList } from '../../features/account/sessions-list';
import { useSession } from '../../session/session-context';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/account_details')({ component: AccountDetailsPage });

function AccountDetailsPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.context.session?.user ?? null);
  return (
    <>
      <PageIntro title={t('pages.account_details.title')}>{t('pages.account_details.text')}</PageIntro>
      {user ? (
        <div className="account-details">
          <ProfileForm key={user.id} user={user} />
          <EmailChangeForm userId={user.id} currentEmail={user.email} />
          <ChangePasswordForm userId={user.id} />
          <PasskeysSection />
          <SessionsList />
          <PrivacyCentre />
        </div>
      ) : null}
    </>
  );
}
