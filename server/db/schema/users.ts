import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    /** argon2id PHC string; null for accounts that only sign in by link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    salutation: text('salutation', { enum: ['male', 'female'] }),
    language: text('language').notNull().default('en_GB'),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

/** Server-side sessions (DESIGN §7). The cookie holds the id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** Absolute end of the session; the idle limit is checked against last_seen_at. */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id').on(t.userId)],
);

/** Failed sign-ins per e-mail address (known or not), for the 15-minute lock-out. */
export const loginLockouts = pgTable('login_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: ts('last_failed_at').notNull(),
  lockedUntil: ts('locked_until'),
});
