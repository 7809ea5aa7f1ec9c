import type { ClaimStage } from '../../contract';
import { claimStage } from '../../machines/claim/claim-steps';
import type { Db } from '../db/db';
import { loadClaimFacts, type ClaimRow } from './claim-access';

/**
 * The stage at the top of a claim's timeline (whom it waits on, the next step, its open tasks):
 * what the claim's lifecycle machine (machines/claim) derives from what the database holds.
 */
export async function loadClaimStage(db: Db, claim: ClaimRow): Promise<ClaimStage> {
  return claimStage((await loadClaimFacts(db, claim)).lifecycle);
}
