import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeName } from '../../contract';
import { treeQuery } from '../api/widgets';
import type { WidgetRouteParams } from '../features/widgets/route-params';
import { WidgetPage } from '../features/widgets/widget-page';
import { usePageLoadNotice } from '../lib/page-notice';
import { PageIntro } from '../ui/page-intro';

/**
 * A dashboard page made of a widget tree: its title and text (`pages.<tree>`), the tree, then
 * `children` (`lead` before the tree: what a page opens with). The tree's notice (page configuration, SPEC §2) shows as a toast when the page loads.
 */
export function WidgetRoutePage({
  treeId,
  params,
  lead,
  children,
}: {
  treeId: TreeName;
  params?: WidgetRouteParams;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageLoadNotice(treeId, useQuery(treeQuery(treeId)).data?.notice);
  return (
    <>
      <PageIntro title={t(`pages.${treeId}.title`)}>{t(`pages.${treeId}.text`)}</PageIntro>
      {lead}
      <WidgetPage treeId={treeId} {...(params ? { params } : {})} />
      {children}
    </>
  );
}
