import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/active_contracts')({ component: ActiveContractsPage });

function ActiveContractsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('pages.active_contracts.title')}>{t('pages.active_contracts.text')}</PageIntro>
      <WidgetPage treeId="active_contracts" />
    </>
  );
}
