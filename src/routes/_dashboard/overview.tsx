import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/overview')({ component: OverviewPage });

function OverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('pages.overview.title')}>{t('pages.overview.text')}</PageIntro>
      <WidgetPage treeId="overview" />
    </>
  );
}
