import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/new_contract/{-$scope}')({ component: NewContractPage });

function NewContractPage() {
  const { t } = useTranslation();
  const { scope } = Route.useParams();
  return (
    <>
      <PageIntro title={t('pages.new_contract.title')}>{t('pages.new_contract.text')}</PageIntro>
      <WidgetPage treeId="new_contract" params={scope ? { scope } : {}} />
    </>
  );
}
