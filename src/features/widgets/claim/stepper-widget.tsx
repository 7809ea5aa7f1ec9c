import { useTranslation } from 'react-i18next';
import type { Claim, ClaimStatus } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import type { WidgetProps } from '../widget-props';
import { useWidgetRoute } from '../route-params';
import { ClaimState } from './claim-state';
import { useClaim } from './use-claim';

/** The usual way of an active claim; reached steps come from the claim's dated history. */
const USUAL: ClaimStatus[] = ['submitted', 'in_review', 'airline_contacted', 'accepted', 'paid_out'];

function steps(claim: Claim): { status: ClaimStatus; at: string | null }[] {
  const done = claim.status_history.map((h) => ({ status: h.status, at: h.at as string | null }));
  if (!claim.active) return done;
  const seen = new Set(done.map((d) => d.status));
  const ahead = USUAL.slice(USUAL.indexOf(claim.status) + 1).filter((s) => !seen.has(s));
  return [...done, ...ahead.map((status) => ({ status, at: null }))];
}

/** The claim's status as a stepper: past steps with date and time, the current one marked, the rest to come. */
export function StepperWidget({ widget, settings }: WidgetProps<'stepper'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { claimId } = useWidgetRoute();
  const claim = useClaim(widget.id, claimId);
  const headingId = `widget-${widget.id}-title`;
  return (
    <section className="widget widget--stepper card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(settings.title ?? 'contract.status_history')}</h2>
      {claim.data ? (
        <ol className="stepper">
          {steps(claim.data).map((s, i, all) => {
            const current = s.at !== null && all[i + 1]?.at == null;
            return (
              <li
                key={`${s.status}-${i}`}
                className={`stepper__step stepper__step--${s.at ? 'done' : 'todo'}`}
                aria-current={current ? 'step' : undefined}
              >
                <span className="stepper__label">{t(`claims.status.${s.status}`)}</span>
                <span className="stepper__date">
                  {s.at ? formatDateTime(s.at, locale) : t('contract.step_open')}
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <ClaimState pending={claim.isPending} error={claim.error} />
      )}
    </section>
  );
}
