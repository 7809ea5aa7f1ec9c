import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/account_data')({ component: AccountDataPage });

function AccountDataPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('pages.account_data.title')}>{t('pages.account_data.text')}</PageIntro>
      <WidgetPage treeId="account_data" />
    </>
  );
}
