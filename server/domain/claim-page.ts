import type { ClaimPage } from '../../contract';
import type { ClaimPrincipal } from '../../machines/claim/claim.machine';
import type { Db } from '../db/db';
import type { CheckedClaim } from './claim-access';
import { loadTimeline } from './claim-events';
import { getTransfer } from './claim-transfers';
import { claimView } from './claim-view';
import { findClaim } from './claims';
import { listDocuments } from './documents';
import { listPayoutDetails } from './payout/payout-details';
import { loadSettlement, type Rates } from './payout/statements';
import { listSignatures, type Owner } from './signatures/signatures';

/**
 * Everything a claim's page opens with (GET /claims/{id}/page), for the principal the guard let
 * through: each part read by the function its own call uses, so the parts are what those calls
 * answer. `owner` is the session's user (the owner, or the customer an admin views as).
 */
export async function claimPage(
  db: Db,
  checked: CheckedClaim,
  owner: Owner,
  rates: Rates,
): Promise<ClaimPage | null> {
  const row = checked.claim;
  const [claim, timeline, payoutDetails, documents, transfer, settlement] = await Promise.all([
    findClaim(db, row.userId, row.id),
    loadTimeline(db, checked),
    listPayoutDetails(db, checked),
    listDocuments(db, row),
    getTransfer(db, row, owner.email),
    loadSettlement(db, checked, rates),
  ]);
  // Gone between the guard and the read (deleted meanwhile): not found, like any missing claim.
  if (!claim) return null;
  return {
    view: claimView(checked, checked.actor.principal as ClaimPrincipal),
    claim,
    timeline,
    signatures: listSignatures(owner, checked),
    payout_details: payoutDetails,
    documents,
    transfer,
    settlement: settlement === 'unavailable' ? null : settlement,
  };
}
