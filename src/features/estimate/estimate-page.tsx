import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';
import { PublicPage } from '../../ui/public-page';
import { EstimateReasoning } from '../../ui/estimate/reasoning';
import { EstimateForm } from './estimate-form';
import { StartClaimLink } from './start-claim-link';
import { useEstimate } from './use-estimate';

/**
 * /estimate: the public EU 261 calculator (no sign-in). The flights of one booking with their
 * airlines, what happened and the reason given; POST /estimate answers the amount per passenger
 * and the reasoning with its sources. `footer`: the way back (composed by the route).
 */
export function EstimatePage({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const estimate = useEstimate();
  const { state, send } = estimate;
  const result = state.matches('answered') ? state.context.result : null;

  return (
    <PublicPage>
      <PageIntro title={t('eu261.title')}>{t('eu261.intro')}</PageIntro>
      <EstimateForm estimate={estimate} />
      {state.matches('failed') ? (
        <div role="alert" className="notice">
          <p>{t('eu261.result.failed')}</p>
          <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
            {t('eu261.result.retry')}
          </button>
        </div>
      ) : null}
      <div aria-live="polite">
        {result && state.context.request ? (
          <EstimateReasoning result={result} legs={state.context.request.legs}>
            {result.amount_per_passenger > 0 ? (
              <StartClaimLink
                result={result}
                request={state.context.request}
                facts={estimate.facts}
                disrupted={Number(estimate.disrupted)}
              />
            ) : null}
          </EstimateReasoning>
        ) : null}
      </div>
      {footer}
    </PublicPage>
  );
}
