import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { NOTICE_KEYS, WIDGET_TYPES } from '../../../contract';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priority: text('priority', { enum: ['high', 'medium', 'low'] }).notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    properties: jsonb('properties')
      .$type<{ actions?: { label: string; url: string }[] }>()
      .notNull()
      .default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // A user's notifications, newest first.
    index('notifications_user_created').on(t.userId, t.createdAt, t.id),
    // The bell's badge: a user's unread count (GET /notifications/unread_count).
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`read_at is null`),
    check('notifications_priority', sql`${t.priority} in ('high', 'medium', 'low')`),
  ],
);

/** Widgets form one tree per dashboard page; children ordered by position. */
export const widgets = pgTable(
  'widgets',
  {
    id: serial('id').primaryKey(),
    treeId: text('tree_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => widgets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: text('type', { enum: WIDGET_TYPES }).notNull(),
    /** A JSON string, sent to the SPA as is (SPEC §3). */
    settings: text('settings').notNull().default('{}'),
  },
  (t) => [index('widgets_tree_id').on(t.treeId)],
);

/** A page's page-load notice (SPEC §2), set in the back office: one per widget tree at most. */
export const pageNotices = pgTable('page_notices', {
  treeId: text('tree_id').primaryKey(),
  key: text('key', { enum: NOTICE_KEYS }).notNull(),
  durationMs: integer('duration_ms').notNull(),
});

export const menuItems = pgTable('menu_items', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  path: text('path').notNull(),
  icon: text('icon'),
  position: integer('position').notNull(),
});

/** Portal settings by key: 'tracking' (a JSON string) and 'theme' (an object). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
