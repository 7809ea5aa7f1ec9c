import { createFileRoute, Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TREE_IDS } from '../../../contract';
import { CustomerSearch } from '../../features/admin/customer-search';
import { PageNoticeSettings } from '../../features/admin/page-notice-settings';
import { ThemeEditor } from '../../features/admin/theme-editor';
import { TrackingSettings } from '../../features/admin/tracking-settings';
import { WidgetSettingsPanel } from '../../features/admin/widget-settings-panel';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';
import { requireAdmin } from '../-admin-guard';

/** Back office: customers only ever see the not-an-admin redirect. */
export const Route = createFileRoute('/_dashboard/admin')({
  beforeLoad: ({ context }) => requireAdmin(context),
  component: AdminPage,
});

function AdminPage() {
  const { t } = useTranslation();
  const [treeId, setTreeId] = useState<string>('active_contracts');
  return (
    <>
      <PageIntro title={t('admin.title')}>{t('admin.text')}</PageIntro>
      <ul className="admin-links">
        <li>
          <Link to="/admin/claims">{t('admin.desk.link')}</Link>
        </li>
        <li>
          <Link to="/admin/audit_log">{t('admin.audit.link')}</Link>
        </li>
      </ul>
      <AdminSection id="admin-customers" title={t('admin.search.title')}>
        <CustomerSearch />
      </AdminSection>
      <AdminSection id="admin-widgets" title={t('admin.settings.title')}>
        <label htmlFor="admin-tree">{t('admin.settings.page')}</label>{' '}
        <select id="admin-tree" value={treeId} onChange={(e) => setTreeId(e.target.value)}>
          {TREE_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
        <h3 id="admin-notice">{t('admin.notice.title')}</h3>
        <PageNoticeSettings treeId={treeId} />
        <WidgetSettingsPanel key={treeId} treeId={treeId} preview={<WidgetPage treeId={treeId} />} />
      </AdminSection>
      <AdminSection id="admin-tracking" title={t('admin.tracking.title')}>
        <TrackingSettings />
      </AdminSection>
      <AdminSection id="admin-theme" title={t('admin.theme.title')}>
        <ThemeEditor />
      </AdminSection>
    </>
  );
}

/** One card of the back office, named by its heading. */
function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
