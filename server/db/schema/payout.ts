import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { claimPassengers, claims } from './claims';
import { ts } from './columns';

/**
 * A passenger's payout account on a claim: the IBAN in electronic format (checksum
 * checked), the BIC where given (required outside SEPA). The API shows the IBAN masked only.
 */
export const claimPayoutDetails = pgTable(
  'claim_payout_details',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id')
      .notNull()
      .unique()
      .references(() => claimPassengers.id, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('claim_payout_details_claim_id').on(t.claimId)],
);
