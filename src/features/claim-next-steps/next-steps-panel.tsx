import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimStep, ClaimView } from '../../../contract';
import { claimViewQuery } from '../../api/claim-view';
import { stepLabel } from '../../lib/claim-step-label';
import './next-steps.css';

/**
 * The top of a claim's page: what the customer has to do now, each step a button that takes them
 * to the control that does it (`onStep`), the first one primary; else whom the claim waits on;
 * a closed claim its outcome as the heading (the one place the page says it) and that nothing more
 * is needed. From GET /claims/{id}/view.
 */
export function NextStepsPanel({ claimId, onStep }: { claimId: number; onStep: (step: ClaimStep) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(claimViewQuery(claimId));
  const view = query.data;
  const title = !view
    ? t('next_steps.title')
    : view.outcome
      ? t(`next_steps.outcome.${view.outcome}`)
      : view.next_steps.length > 0
        ? t('next_steps.title')
        : t('next_steps.nothing_title');
  return (
    <section
      className={`next-steps card${view?.next_steps.length ? ' next-steps--todo' : ''}`}
      aria-labelledby={`${id}-title`}
      aria-busy={query.isPending}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {query.isPending ? <p className="muted">{t('common.loading')}</p> : null}
      {query.isError ? (
        <div role="alert">
          <p>{t('next_steps.failed')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('timeline.retry')}
          </button>
        </div>
      ) : null}
      {view ? <ViewBody view={view} onStep={onStep} /> : null}
    </section>
  );
}

function ViewBody({ view, onStep }: { view: ClaimView; onStep: (step: ClaimStep) => void }) {
  const { t } = useTranslation();
  if (view.outcome) return <p>{t('next_steps.nothing_more')}</p>;
  if (view.next_steps.length > 0)
    return (
      <ol className="next-steps__list">
        {view.next_steps.map((step, i) => (
          <li key={`${step.kind}-${'item' in step ? step.item : step.passenger_id}`}>
            <button
              type="button"
              className={`button ${i === 0 ? 'button--primary' : 'button--secondary'}`}
              onClick={() => onStep(step)}
            >
              {stepLabel(t, step)}
            </button>
          </li>
        ))}
      </ol>
    );
  return (
    <p className="next-steps__waiting">
      {t('next_steps.waiting', {
        who: t(`timeline.waiting_on.${view.waiting_on}`),
        step: t(`timeline.next_step.${view.next_step}`),
      })}
      {view.usual_duration ? (
        <>
          {' '}
          {t('next_steps.usually', {
            duration: t('timeline.duration', {
              min: view.usual_duration.min_days,
              max: view.usual_duration.max_days,
            }),
          })}
        </>
      ) : null}
    </p>
  );
}
