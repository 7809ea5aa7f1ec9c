import { asc, eq } from 'drizzle-orm';
import type { PageNotice, Widget, WidgetTree } from '../../contract';
import type { Db } from '../db/db';
import { pageNotices, widgets } from '../db/schema';
import { settingsJsonSchema } from './settings-json-schema';

type Row = typeof widgets.$inferSelect;

/** A page's widgets as a tree (children by position) with its notice, or null for an unknown tree. */
export async function loadTree(db: Db, treeId: string): Promise<WidgetTree | null> {
  const rows = await db
    .select()
    .from(widgets)
    .where(eq(widgets.treeId, treeId))
    .orderBy(asc(widgets.position), asc(widgets.id));
  if (rows.length === 0) return null;
  const build = (parentId: number | null): Widget[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r: Row) => ({
        id: r.id,
        type: r.type,
        settings: r.settings,
        settings_schema: settingsJsonSchema(r.type),
        children: build(r.id),
      }));
  const [notice] = await db.select().from(pageNotices).where(eq(pageNotices.treeId, treeId));
  return {
    id: treeId,
    widgets: build(null),
    ...(notice ? { notice: { key: notice.key, duration_ms: notice.durationMs } } : {}),
  };
}

/** Sets (or with null removes) a page's notice. */
export async function saveNotice(db: Db, treeId: string, notice: PageNotice | null): Promise<void> {
  if (!notice) {
    await db.delete(pageNotices).where(eq(pageNotices.treeId, treeId));
    return;
  }
  const values = { key: notice.key, durationMs: notice.duration_ms };
  await db
    .insert(pageNotices)
    .values({ treeId, ...values })
    .onConflictDoUpdate({ target: pageNotices.treeId, set: values });
}

export async function findWidget(db: Db, id: number): Promise<Row | null> {
  const [row] = await db.select().from(widgets).where(eq(widgets.id, id));
  return row ?? null;
}
