import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClaimListItem } from '../../../../contract';
import { stepLabel } from '../../../lib/claim-step-label';

/**
 * The overview's to-do list: first the claims that need the customer, each with its next step as
 * a link to the claim's page (which opens with that step), then the others with their stage (an
 * active claim: its status and whom it waits on; a closed one: its outcome).
 */
export function ClaimTodo({ claims }: { claims: ClaimListItem[] }) {
  const { t } = useTranslation();
  const needed = claims.filter((c) => c.action_needed);
  const others = claims.filter((c) => !c.action_needed);
  return (
    <>
      <section className="widget claim-todo card" aria-labelledby="claim-todo-title">
        <h2 id="claim-todo-title">{t('overview.todo_title')}</h2>
        {needed.length === 0 ? (
          <p className="muted">{t('overview.todo_empty')}</p>
        ) : (
          <ul className="claim-todo__list">
            {needed.map((c) => (
              <li key={c.id}>
                <span className="claim-todo__claim">
                  {t(`claims.scope.${c.scope}`)} {c.case_number}
                </span>
                <Link
                  to="/contract/$scope/$claim/{-$page}"
                  params={{ scope: c.scope, claim: c.id }}
                  className="claim-todo__step"
                >
                  {c.next_action ? stepLabel(t, c.next_action) : t('contract.open')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 ? (
        <section className="widget claim-todo card" aria-labelledby="claim-others-title">
          <h2 id="claim-others-title">{t('overview.others_title')}</h2>
          <ul className="claim-todo__list">
            {others.map((c) => (
              <li key={c.id}>
                <Link
                  to="/contract/$scope/$claim/{-$page}"
                  params={{ scope: c.scope, claim: c.id }}
                  className="claim-todo__claim"
                >
                  {t(`claims.scope.${c.scope}`)} {c.case_number}
                </Link>
                <span className="muted">
                  {c.active
                    ? t('overview.stage', {
                        status: t(`claims.status.${c.status}`),
                        who: t(`timeline.waiting_on.${c.waiting_on}`),
                      })
                    : // Closed: its outcome, once (its status is the outcome; it waits on nobody).
                      t(`next_steps.outcome.${c.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
