import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Saved passengers and bank accounts that prefill a new claim (one JSON document per template). */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['passenger', 'bank_account'] }).notNull(),
    data: jsonb('data').$type<Record<string, string | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('templates_user_id').on(t.userId)],
);
