import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** Rate-limit counters (fixed windows) shared by every instance when Redis is not configured. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is counted, e.g. `mail:password_reset:to:a@b.example` or `login_failed:client:10.0.0.1`. */
    bucket: text('bucket').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull(),
    /** The window's end; later rows are deleted. */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limits_expires_at').on(t.expiresAt),
  ],
);
