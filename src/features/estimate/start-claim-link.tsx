import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EstimateRequest, EstimateResult } from '../../../contract';
import type { FactsDraft } from '../../ui/estimate/facts';
import { keepEstimateFacts } from '../../ui/estimate/handoff';

/**
 * "Start a claim with these facts": the new-contract flow for a flight problem, pre-filled with the
 * calculator's flights and what happened. The facts travel in the tab's sessionStorage, so a
 * sign-in (or a registration) on the way keeps them.
 */
export function StartClaimLink({
  result,
  request,
  facts,
  disrupted,
}: {
  result: EstimateResult;
  request: EstimateRequest;
  facts: FactsDraft;
  disrupted: number;
}) {
  const { t } = useTranslation();
  const airline = (code: string) => result.places.airlines.find((a) => a.code === code)?.name ?? '';
  const keep = () =>
    keepEstimateFacts({
      legs: request.legs.map((l) => ({ ...l, carrier_name: airline(l.carrier) })),
      disrupted_leg: request.legs.length > 1 ? disrupted : 0,
      facts,
    });
  return (
    <p className="estimate__next">
      <Link
        to="/new_contract/{-$scope}"
        params={{ scope: 'fairplane' }}
        className="button button--primary"
        onClick={keep}
      >
        {t('eu261.result.start_claim')}
      </Link>
    </p>
  );
}
