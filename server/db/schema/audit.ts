import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { ts } from './columns';

/** Security events (ASVS 16): who, when, from where, what, with which outcome. Never holds a secret. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    /** sign_in, two_factor, lock_out, password_reset, password_change, email_change, view_as_start, view_as_end, session_end. */
    event: text('event').notNull(),
    /** success, failure, locked, challenge, expired, revoked (contract AUDIT_OUTCOMES). */
    outcome: text('outcome').notNull(),
    /** The account concerned, when known. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address typed (a sign-in for an unknown or locked address has no user). */
    email: text('email'),
    /** The admin acting (view-as). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client address (as TRUST_PROXY allows). */
    ip: text('ip'),
  },
  (t) => [index('audit_log_user_id').on(t.userId), index('audit_log_at').on(t.at)],
);
