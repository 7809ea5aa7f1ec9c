import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClaimStageName, DESK_SEARCH_MAX, PageParam, WaitingOn } from '../../../contract';
import type { DeskFilter } from '../../api/claim-desk';
import { ClaimDesk } from '../../features/admin/claim-desk';
import { PageIntro } from '../../ui/page-intro';
import { requireAdmin } from '../-admin-guard';

type DeskSearch = Omit<DeskFilter, 'page'> & { page?: number };

/** `?stage=submitted&waiting_on=customer&q=0203&page=2`, checked by the contract's own schemas; anything else is dropped. */
function deskSearch(search: Record<string, unknown>): DeskSearch {
  const page = PageParam.safeParse(search.page);
  const stage = ClaimStageName.safeParse(search.stage);
  const waiting = WaitingOn.safeParse(search.waiting_on);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, DESK_SEARCH_MAX) : '';
  return {
    ...(page.success && page.data > 1 ? { page: page.data } : {}),
    ...(stage.success ? { stage: stage.data } : {}),
    ...(waiting.success ? { waiting_on: waiting.data } : {}),
    ...(q ? { q } : {}),
  };
}

/** `/admin/claims`: the back-office claims desk, for admins only (as every back-office page). */
export const Route = createFileRoute('/_dashboard/admin_/claims')({
  validateSearch: deskSearch,
  beforeLoad: ({ context }) => requireAdmin(context),
  component: ClaimDeskPage,
});

function ClaimDeskPage() {
  const { t } = useTranslation();
  const { page = 1, ...rest } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageIntro title={t('admin.desk.title')}>{t('admin.desk.text')}</PageIntro>
      <p>
        <Link to="/admin">{t('admin.audit.back')}</Link>
      </p>
      <ClaimDesk
        filter={{ page, ...rest }}
        onFilter={(next) => void navigate({ search: deskSearch({ ...next }) })}
      />
    </>
  );
}
