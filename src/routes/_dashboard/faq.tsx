import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/faq')({ component: FaqPage });

function FaqPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('pages.faq.title')}>{t('pages.faq.text')}</PageIntro>
      <WidgetPage treeId="faq" />
    </>
  );
}
