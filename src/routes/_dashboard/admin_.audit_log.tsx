import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { IdParam, PageParam } from '../../../contract';
import { AuditLog, type AuditSearch } from '../../features/admin/audit-log';
import { PageIntro } from '../../ui/page-intro';
import { requireAdmin } from '../-admin-guard';

/** `?page=2&user_id=7`, checked by the contract's own query schemas; anything else is dropped. */
function auditSearch(search: Record<string, unknown>): AuditSearch {
  const page = PageParam.safeParse(search.page);
  const user = IdParam.safeParse(search.user_id);
  return {
    ...(page.success && page.data > 1 ? { page: page.data } : {}),
    ...(user.success ? { user_id: user.data } : {}),
  };
}

/** `/admin/audit_log`: the audit log, for admins only (as every back-office page). */
export const Route = createFileRoute('/_dashboard/admin_/audit_log')({
  validateSearch: auditSearch,
  beforeLoad: ({ context }) => requireAdmin(context),
  component: AuditLogPage,
});

function AuditLogPage() {
  const { t } = useTranslation();
  const { page = 1, user_id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageIntro title={t('admin.audit.title')}>{t('admin.audit.text')}</PageIntro>
      <p>
        <Link to="/admin">{t('admin.audit.back')}</Link>
      </p>
      <div className="card">
        <AuditLog
          page={page}
          user_id={user_id}
          onSearch={(next) => void navigate({ search: auditSearch(next) })}
        />
      </div>
    </>
  );
}
