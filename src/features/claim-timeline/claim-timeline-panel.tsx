import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimActionName, ClaimStage, TimelineEvent } from '../../../contract';
import { followTimeline, timelineQuery } from '../../api/timeline';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { AirlineReportForm } from './airline-report-form';
import './claim-timeline.css';

/**
 * A claim's timeline: at the top its stage while the claim is open (whom it waits on, the next step
 * and how long that usually takes; a closed claim's outcome is the next-steps panel's to say), then
 * every event oldest first, then the customer's reports about the airline. `allowed` (the claim's
 * allowed actions; absent: all) hides the reports when the claim does not take them (a closed
 * claim, an admin viewing as the customer). Composable on any page that knows the claim.
 */
export function ClaimTimelinePanel({
  claimId,
  allowed,
}: {
  claimId: number;
  allowed?: readonly ClaimActionName[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(timelineQuery(claimId));
  useEffect(() => followTimeline(queryClient, claimId), [claimId, queryClient]);
  return (
    <section className="claim-timeline card" aria-labelledby={`${id}-title`} aria-busy={query.isPending}>
      <h2 id={`${id}-title`}>{t('timeline.title')}</h2>
      {query.isPending ? <p>{t('timeline.loading')}</p> : null}
      {query.isError ? (
        <div role="alert">
          <p>{t('timeline.failed')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('timeline.retry')}
          </button>
        </div>
      ) : null}
      {query.data ? (
        <>
          {query.data.stage.active ? <StageBanner stage={query.data.stage} /> : null}
          <h3>{t('timeline.events_title')}</h3>
          <EventList events={query.data.events} />
          {!allowed || allowed.includes('report_airline') ? <AirlineReportForm claimId={claimId} /> : null}
        </>
      ) : null}
    </section>
  );
}

function StageBanner({ stage }: { stage: ClaimStage }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('timeline.stage'), t(`claims.status.${stage.status}`)],
    [t('timeline.waiting_on_label'), t(`timeline.waiting_on.${stage.waiting_on}`)],
  ];
  if (stage.next_step !== 'none') {
    facts.push([t('timeline.next_step_label'), t(`timeline.next_step.${stage.next_step}`)]);
    facts.push([
      t('timeline.duration_label'),
      stage.usual_duration
        ? t('timeline.duration', { min: stage.usual_duration.min_days, max: stage.usual_duration.max_days })
        : t('timeline.duration_yours'),
    ]);
  }
  return (
    <div className="claim-timeline__stage">
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {stage.open_tasks.length > 0 ? (
        <>
          <p className="claim-timeline__tasks-title">{t('timeline.open_tasks')}</p>
          <ul>
            {stage.open_tasks.map((task, i) => (
              <li key={i}>
                {t(`timeline.task.${task.kind}`, {
                  // A missing document is named by its checklist line, which the documents panel words.
                  name: task.kind === 'document_missing' ? t(`documents.item.${task.name}`) : task.name,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function EventList({ events }: { events: TimelineEvent[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ol className="claim-timeline__events">
      {events.map((e) => (
        <li key={e.id}>
          <time dateTime={e.at}>{formatDateTime(e.at, locale)}</time>
          <span className="claim-timeline__what">
            {t(`timeline.event.${e.kind}`, {
              name:
                e.kind === 'document_requested' && e.detail.name
                  ? t(`documents.item.${e.detail.name}`)
                  : (e.detail.name ?? ''),
              status: e.detail.status ? t(`claims.status.${e.detail.status}`) : '',
              amount: e.detail.amount === undefined ? '' : formatMoney(e.detail.amount, locale),
              account: e.detail.account ?? '',
            })}
          </span>
          {e.kind === 'airline_paid_directly' && e.detail.amount !== undefined ? (
            <span>{t('timeline.amount', { amount: formatMoney(e.detail.amount, locale) })}</span>
          ) : null}
          {e.detail.note ? <q>{e.detail.note}</q> : null}
        </li>
      ))}
    </ol>
  );
}
