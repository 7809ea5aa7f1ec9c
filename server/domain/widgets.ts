import { asc, eq } from 'drizzle-orm';
import type { Widget, WidgetTree } from '../../contract';
import type { Db } from '../db/db';
import { widgets } from '../db/schema';
import { settingsJsonSchema } from './settings-json-schema';

type Row = typeof widgets.$inferSelect;

/** A page's widgets as a tree (children by position), or null for an unknown tree. */
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
  return { id: treeId, widgets: build(null) };
}

export async function findWidget(db: Db, id: number): Promise<Row | null> {
  const [row] = await db.select().from(widgets).where(eq(widgets.id, id));
  return row ?? null;
}
