import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmailChangeConfirm } from '../../features/account/email-change-confirm';
import { useSession } from '../../session/session-context';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/email_change/$token')({ component: EmailChangePage });

/** The mailed link of an e-mail change (signed in: the dashboard guard sends anyone else to login first). */
function EmailChangePage() {
  const { t } = useTranslation();
  const { token } = Route.useParams();
  const userId = useSession((s) => s.context.session?.user.id ?? null);
  return (
    <>
      <PageIntro title={t('email_change.confirm_title')}>{t('email_change.confirm_text')}</PageIntro>
      {userId ? <EmailChangeConfirm userId={userId} token={token} /> : null}
    </>
  );
}
