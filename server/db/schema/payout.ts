import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { claimRef, passengerRef } from './claims';
import { ts } from './columns';

/**
 * A passenger's payout account on a claim: the IBAN in electronic format (checksum
 * checked), the BIC where given (required outside SEPA). The API shows the IBAN masked only.
 */
export const claimPayoutDetails = pgTable(
  'claim_payout_details',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    passengerId: passengerRef(),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('claim_payout_details_claim_id').on(t.claimId)],
);
