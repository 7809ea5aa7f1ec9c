import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/closed_contracts')({ component: ClosedContractsPage });

function ClosedContractsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('pages.closed_contracts.title')}>{t('pages.closed_contracts.text')}</PageIntro>
      <WidgetPage treeId="closed_contracts" />
    </>
  );
}
