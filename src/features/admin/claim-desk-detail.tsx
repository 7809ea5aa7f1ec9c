import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeskClaim, OpenTask } from '../../../contract';
import { deskQuery } from '../../api/claim-desk';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { DeskActions } from './claim-desk-actions';
import './claim-desk.css';

/**
 * Back office: one claim on the desk, found by its case number: its stage, whom it waits on, the
 * next step and its open tasks (the claim lifecycle's, from the server), then what the lifecycle
 * allows the back office to do with it.
 */
export function ClaimDeskDetail({ caseNumber }: { caseNumber: string }) {
  const { t } = useTranslation();
  const found = useQuery(deskQuery({ page: 1, q: caseNumber }));
  if (found.isPending) return <p className="muted">{t('admin.desk.loading')}</p>;
  if (found.isError)
    return (
      <div className="notice" role="alert">
        <p>{t('admin.desk.failed')}</p>
        <button type="button" className="button" onClick={() => void found.refetch()}>
          {t('admin.desk.retry')}
        </button>
      </div>
    );
  const claim = found.data.claims.find((c) => c.case_number === caseNumber);
  if (!claim) return <p role="alert">{t('admin.desk.not_found', { case: caseNumber })}</p>;
  return (
    <>
      <ClaimFacts claim={claim} />
      <DeskActions claim={claim} />
    </>
  );
}

function ClaimFacts({ claim }: { claim: DeskClaim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, string][] = [
    [t('admin.desk.detail.owner'), `${claim.owner.name} <${claim.owner.email}>`.trim()],
    [t('admin.desk.detail.scope'), t(`claims.scope.${claim.scope}`)],
    [t('admin.desk.detail.created'), formatDate(claim.created_at, locale)],
    [t('admin.desk.detail.status'), t(`claims.status.${claim.status}`)],
    [t('admin.desk.detail.stage'), t(`admin.desk.stages.${claim.stage}`)],
    [t('admin.desk.waiting_label'), t(`admin.desk.waiting_on.${claim.waiting_on}`)],
    [t('admin.desk.detail.next_step'), t(`admin.desk.next_step.${claim.next_step}`)],
  ];
  return (
    <section className="card claim-desk__facts" aria-labelledby="desk-claim-facts">
      <h2 id="desk-claim-facts">{t('admin.desk.detail.title')}</h2>
      <dl className="claim-desk__dl" data-testid="desk-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('admin.desk.detail.tasks')}</h3>
      {claim.open_tasks.length === 0 ? (
        <p>{t('admin.desk.detail.no_tasks')}</p>
      ) : (
        <ul>
          {claim.open_tasks.map((task) => (
            <li key={`${task.kind}:${task.name}`}>
              <TaskText task={task} /> ({t(`admin.desk.waiting_on.${task.waiting_on}`)})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TaskText({ task }: { task: OpenTask }) {
  const { t } = useTranslation();
  const name = task.kind === 'document_missing' ? t(`documents.item.${task.name}`) : task.name;
  return <>{t(`timeline.task.${task.kind}`, { name })}</>;
}
