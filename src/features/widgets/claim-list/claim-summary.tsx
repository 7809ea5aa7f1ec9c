import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SCOPES, type ClaimCount } from '../../../../contract';

/** The overview: how many claims per type are active and closed, with links to both lists. */
export function ClaimSummary({ counts }: { counts: ClaimCount[] }) {
  const { t } = useTranslation();
  const count = (scope: string, active: boolean) =>
    counts.find((c) => c.scope === scope)?.[active ? 'active' : 'closed'] ?? 0;
  const total = (active: boolean) => counts.reduce((sum, c) => sum + c[active ? 'active' : 'closed'], 0);
  return (
    <section className="widget claim-summary card" aria-labelledby="claim-summary-title">
      <h2 id="claim-summary-title">{t('overview.at_a_glance')}</h2>
      <table className="summary-table">
        <thead>
          <tr>
            <th scope="col">{t('claims.scope_label')}</th>
            <th scope="col">{t('overview.active')}</th>
            <th scope="col">{t('overview.closed')}</th>
          </tr>
        </thead>
        <tbody>
          {SCOPES.map((scope) => (
            <tr key={scope}>
              <th scope="row">{t(`claims.scope.${scope}`)}</th>
              <td>{count(scope, true)}</td>
              <td>{count(scope, false)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('overview.total')}</th>
            <td>
              <Link to="/active_contracts">{t('overview.active_count', { count: total(true) })}</Link>
            </td>
            <td>
              <Link to="/closed_contracts">{t('overview.closed_count', { count: total(false) })}</Link>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
