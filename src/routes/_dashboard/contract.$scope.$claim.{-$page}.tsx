import { createFileRoute } from '@tanstack/react-router';
import { ClaimPageBody } from '../-claim-page';
import { claimParam, loadWidgetPage } from '../-widget-route';

/**
 * `/contract/:scope/:claim/:page?`: one claim (its panels: `ClaimPageBody`, src/routes/-claim-page.tsx).
 * The page opens with one call for all of it; each part refreshes through its own.
 */
export const Route = createFileRoute('/_dashboard/contract/$scope/$claim/{-$page}')({
  params: {
    parse: ({ claim, ...rest }) => ({ ...rest, claim: claimParam.parse(claim) }),
    stringify: ({ claim, ...rest }) => ({ ...rest, claim: String(claim) }),
  },
  // Everything the page shows comes in one call (GET /claims/{id}/page) while the tree loads: the
  // panels and widgets then find their data cached and ask for nothing.
  loader: ({ context, params }) => {
    const parts =
      params.claim > 0
        ? import('../../api/claim-page').then((m) => m.loadClaimPage(context.queryClient, params.claim))
        : undefined;
    return loadWidgetPage(context, 'contract', params.claim, parts);
  },
  component: ContractPage,
});

function ContractPage() {
  const { scope, claim, page } = Route.useParams();
  return <ClaimPageBody scope={scope} claimId={claim} {...(page ? { page } : {})} />;
}
