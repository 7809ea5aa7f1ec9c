import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TREE_IDS } from '../../../contract';
import { CustomerSearch } from '../../features/admin/customer-search';
import { ThemeEditor } from '../../features/admin/theme-editor';
import { TrackingSettings } from '../../features/admin/tracking-settings';
import { WidgetSettingsPanel } from '../../features/admin/widget-settings-panel';
import { WidgetPage } from '../../features/widgets/widget-page';
import { settledSession } from '../../lib/session';
import { PageIntro } from '../../ui/page-intro';

/** Back office: customers only ever see the not-an-admin redirect. */
export const Route = createFileRoute('/_dashboard/admin')({
  beforeLoad: async ({ context }) => {
    const session = await settledSession(context.session);
    if (session.context.session?.permissions.admin !== true)
      throw redirect({ to: '/overview', replace: true });
  },
  component: AdminPage,
});

function AdminPage() {
  const { t } = useTranslation();
  const [treeId, setTreeId] = useState<string>('active_contracts');
  return (
    <>
      <PageIntro title={t('admin.title')}>{t('admin.text')}</PageIntro>
      <section className="card" aria-labelledby="admin-customers">
        <h2 id="admin-customers">{t('admin.search.title')}</h2>
        <CustomerSearch />
      </section>
      <section className="card" aria-labelledby="admin-widgets">
        <h2 id="admin-widgets">{t('admin.settings.title')}</h2>
        <label htmlFor="admin-tree">{t('admin.settings.page')}</label>{' '}
        <select id="admin-tree" value={treeId} onChange={(e) => setTreeId(e.target.value)}>
          {TREE_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
        <WidgetSettingsPanel key={treeId} treeId={treeId} preview={<WidgetPage treeId={treeId} />} />
      </section>
      <section className="card" aria-labelledby="admin-tracking">
        <h2 id="admin-tracking">{t('admin.tracking.title')}</h2>
        <TrackingSettings />
      </section>
      <section className="card" aria-labelledby="admin-theme">
        <h2 id="admin-theme">{t('admin.theme.title')}</h2>
        <ThemeEditor />
      </section>
    </>
  );
}
