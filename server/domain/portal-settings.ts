import { sql } from 'drizzle-orm';
import { Theme, type Settings } from '../../contract';
import type { Db } from '../db/db';
import { settings } from '../db/schema';

/**
 * Portal settings as GET /settings answers them. `tracking` is stored as a JSON value (an
 * object) and sent as the JSON string SPEC §3 describes.
 */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const body: Settings = {};
  const tracking = value('tracking');
  if (typeof tracking === 'string') body.Tracking = { settings: tracking };
  else if (tracking !== undefined && tracking !== null)
    body.Tracking = { settings: JSON.stringify(tracking) };
  const theme = Theme.safeParse(value('theme'));
  if (theme.success) body.theme = theme.data;
  return body;
}

/** Inserts or replaces one setting (`excluded.value`: encoded like the insert). */
export async function writeSetting(db: Db, key: 'tracking' | 'theme', value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
