import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/new_contract/{-$scope}')({ component: NewContractPage });

function NewContractPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.new_contract.title')}>{t('pages.new_contract.text')}</PageIntro>;
}
