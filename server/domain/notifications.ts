import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { encodeKeysetCursor, NOTIFICATION_EVENT, type KeysetPlace, type Notification } from '../../contract';
import type { Db } from '../db/db';
import { afterPlace, placeText } from '../db/keyset';
import { notifications } from '../db/schema';
import type { AppContext } from '../context';

type Row = typeof notifications.$inferSelect;

export const toNotification = (r: Row): Notification => ({
  id: r.id,
  priority: r.priority,
  subject: r.subject,
  content: r.content,
  read_at: r.readAt ? r.readAt.toISOString() : null,
  created_at: r.createdAt.toISOString(),
  properties: r.properties,
});

/** Every notification of the user (never anyone else's), newest first. */
export async function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toNotification);
}

export type NotificationPage = { items: Notification[]; nextCursor: string | null };

/**
 * One page of the user's notifications, newest first (created_at, id descending), after `after`
 * (keyset, served by the index notifications_user_created: notifications added meanwhile never
 * shift later pages); `nextCursor` is null on the last page.
 */
export async function listNotificationPage(
  db: Db,
  userId: number,
  page: { limit: number; after?: KeysetPlace },
): Promise<NotificationPage> {
  const { first, after } = preparedPages(db);
  const rows = page.after
    ? await after.execute({ userId, limit: page.limit + 1, at: page.after.created_at, id: page.after.id })
    : await first.execute({ userId, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    items: shown.map((r) => toNotification(r.row)),
    nextCursor:
      rows.length > page.limit && last
        ? encodeKeysetCursor({ created_at: last.place, id: last.row.id })
        : null,
  };
}

/**
 * The page queries, built once per database and prepared (the hot path of every signed-in
 * page): a request binds the user, the limit and the cursor's place and runs them, with no query
 * building and, on PostgreSQL, no parsing or planning per request.
 */
function preparePages(db: Db) {
  const page = (after: boolean) =>
    db
      .select({ row: notifications, place: placeText(notifications.createdAt) })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sql.placeholder('userId')),
          after
            ? afterPlace(notifications.createdAt, notifications.id, {
                created_at: sql.placeholder('at'),
                id: sql.placeholder('id'),
              })
            : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare(after ? 'notifications_page_after' : 'notifications_page_first');
  return { first: page(false), after: page(true) };
}
const prepared = new WeakMap<Db, ReturnType<typeof preparePages>>();
const preparedPages = (db: Db) => {
  let p = prepared.get(db);
  if (!p) prepared.set(db, (p = preparePages(db)));
  return p;
};

/** How many of the user's notifications are unread (served by the partial index notifications_user_unread). */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (keeps an earlier read_at); null when not theirs. */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<Notification | null> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine);
  return row ? toNotification(row) : null;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export type NewNotice = {
  priority: Notification['priority'];
  subject: string;
  content: string;
  actions?: { label: string; url: string }[];
};

/**
 * Stores a notification and pushes it at once to every socket of the user, on any instance
 * (socket.io's Redis adapter fans out when REDIS_URL is set).
 */
export async function pushNotification(ctx: AppContext, userId: number, n: NewNotice): Promise<Notification> {
  const notification = await storeNotification(ctx.db, userId, n, ctx.now());
  await ctx.push?.(userId, NOTIFICATION_EVENT, notification);
  return notification;
}

/** Stores a notification without pushing it (inside a transaction: push it after the commit). */
export async function storeNotification(
  db: Db,
  userId: number,
  n: NewNotice,
  now: Date,
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      priority: n.priority,
      subject: n.subject,
      content: n.content,
      properties: n.actions ? { actions: n.actions } : {},
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('storeNotification: insert returned nothing');
  return toNotification(row);
}
