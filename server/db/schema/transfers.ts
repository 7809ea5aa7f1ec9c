import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { claimRef } from './claims';
import { users } from './users';
import { ts } from './columns';

/**
 * A request to move a claim to another e-mail address (SPEC §4). The mailed link's code and its
 * second code are stored only as SHA-256 hashes; at most one request per claim is pending.
 */
export const claimTransfers = pgTable(
  'claim_transfers',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    widgetId: integer('widget_id'),
    status: text('status', { enum: ['requested', 'accepted', 'cancelled'] }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    twoFactorHash: text('two_factor_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('claim_transfers_claim_id').on(t.claimId),
    uniqueIndex('claim_transfers_one_pending')
      .on(t.claimId)
      .where(sql`status = 'requested'`),
    check('claim_transfers_status', sql`${t.status} in ('requested', 'accepted', 'cancelled')`),
  ],
);

/**
 * A pending e-mail change: the mailed link carries `token` (hash stored), the screen showed `code`
 * (hash stored). Single use: `used_at` is set on success and on a wrong code.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_changes_user_id').on(t.userId)],
);
