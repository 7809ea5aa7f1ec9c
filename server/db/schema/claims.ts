import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ACTIVE_STATUSES, CLAIM_STATUSES, CLOSED_STATUSES, SCOPES, type Flight } from '../../../contract';
import { users } from './users';
import { ts } from './columns';

const day = (name: string) => date(name, { mode: 'string' });

/** A claim ("contract" on screen). Money in integer euro cents. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseNumber: text('case_number').notNull().unique(),
    scope: text('scope', { enum: SCOPES }).notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    airline: text('airline').notNull(),
    airlineCode: text('airline_code').notNull(),
    flightNumber: text('flight_number').notNull(),
    flightDate: day('flight_date').notNull(),
    departureAirport: text('departure_airport').notNull(),
    arrivalAirport: text('arrival_airport').notNull(),
    // The columns above are the booking's first flight; its connecting flights follow here, in order.
    connectingFlights: jsonb('connecting_flights').$type<Flight[]>().notNull().default([]),
    policyNumber: text('policy_number'),
    product: text('product'),
    amountCents: integer('amount_cents'),
    claimAmountCents: integer('claim_amount_cents'),
    invoiceAmountCents: integer('invoice_amount_cents'),
    payoutCents: integer('payout_cents'),
    validFrom: day('valid_from'),
    validTo: day('valid_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Claim lists (server/domain/claims.ts listClaimPage): a page of all, the active or the closed
    // claims in keyset order, and the counts per scope and status (index-only).
    index('claims_user_created').on(t.userId, t.createdAt, t.id),
    index('claims_user_active_created')
      .on(t.userId, t.createdAt, t.id)
      .where(sql.raw(`status in (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    index('claims_user_closed_created')
      .on(t.userId, t.createdAt, t.id)
      .where(sql.raw(`status in (${CLOSED_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    index('claims_user_scope_status').on(t.userId, t.scope, t.status),
    check('claims_scope', sql.raw(`scope in (${SCOPES.map((s) => `'${s}'`).join(', ')})`)),
    check('claims_status', sql.raw(`status in (${CLAIM_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

/** The claim a row belongs to: deleting the claim deletes the row. */
export const claimRef = () =>
  integer('claim_id')
    .notNull()
    .references(() => claims.id, { onDelete: 'cascade' });

export const claimStatusHistory = pgTable(
  'claim_status_history',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('claim_status_history_claim_id').on(t.claimId)],
);

export const claimPassengers = pgTable(
  'claim_passengers',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
  },
  (t) => [index('claim_passengers_claim_id').on(t.claimId)],
);

/** The passenger a row is about, one row per passenger: deleting the passenger deletes the row. */
export const passengerRef = () =>
  integer('passenger_id')
    .notNull()
    .unique()
    .references(() => claimPassengers.id, { onDelete: 'cascade' });

/** Payments on a claim (the payments grid): payouts to the customer, fees, refunds. */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    kind: text('kind', { enum: ['payout', 'fee', 'airline_payment'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull(),
    at: ts('at').notNull(),
  },
  // The payments grid: a claim's payments in date order, a page at a time (LIMIT/OFFSET).
  (t) => [index('claim_payments_claim_at').on(t.claimId, t.at, t.id)],
);
