import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

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
    /** Sign-in needs a six-digit code e-mailed to the address. */
    twoFactor: boolean('two_factor').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

/** Server-side sessions (DESIGN §7). The cookie holds the id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** The handle the account page shows and ends a session by (never the cookie or its hash). */
    id: serial('id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** Absolute end of the session; the idle limit is checked against last_seen_at. */
    expiresAt: ts('expires_at').notNull(),
    /** Set while an admin views the portal as user_id: the admin's own id. */
    viewAsAdminId: integer('view_as_admin_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent and address at sign-in, for the account page's session list. */
    userAgent: text('user_agent'),
    ip: text('ip'),
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

/**
 * One-time tokens (DESIGN §4): sign-in links, password resets, activations and
 * two-factor steps. Only the SHA-256 of the raw token (and of a two-factor
 * code) is stored; `used_at` makes each single-use.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['login_link', 'password_reset', 'activation', 'two_factor'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Two-factor only: SHA-256 of the six-digit code and the wrong tries so far. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    /** Login links: the sanitised same-origin path to return to. */
    redirect: text('redirect'),
    /** Login links: SHA-256 of the cookie set in the browser that asked for the link (login CSRF). */
    requesterHash: text('requester_hash'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('auth_tokens_user_id').on(t.userId)],
);

/**
 * The mail queue: requests only insert a row, the delivery worker (server/mail/worker.ts) sends it.
 * Without SMTP the rows stay readable in the development mailbox; after an SMTP delivery the
 * content is blanked (it carries live tokens). Rows with an empty recipient are decoys.
 */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: text('links').array().notNull(),
  createdAt: ts('created_at').notNull(),
  /** Set once delivered (over SMTP, or kept for the development mailbox); null while queued. */
  sentAt: ts('sent_at'),
  /** Delivery attempts so far (a claimed attempt counts before it ends). */
  attempts: integer('attempts').notNull().default(0),
  /** A queued mail is not tried again before this (the lease of a running attempt, or the back-off). */
  nextAttemptAt: ts('next_attempt_at'),
  lastError: text('last_error'),
});

/** WebAuthn credentials (passkeys) a customer has enrolled. Keys and ids are base64url. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'`),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('passkeys_user_id').on(t.userId)],
);

/**
 * Pending WebAuthn ceremonies: the browser holds a random handle in an HttpOnly cookie, the
 * table its SHA-256, the challenge and (for enrolment and re-authentication) the signed-in user.
 * Single use.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  idHash: text('id_hash').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign_in', 'reauth'] }).notNull(),
  challenge: text('challenge').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
});
