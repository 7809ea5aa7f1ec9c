import { and, asc, eq } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { NewTemplate, Template } from '../../contract';
import type { Db } from '../db/db';
import { templates } from '../db/schema';

type Row = typeof templates.$inferSelect;

function toTemplate(r: Row): Template {
  const d = r.data;
  if (r.kind === 'bank_account')
    return { id: r.id, kind: 'bank_account', holder: d.holder ?? '', iban: d.iban ?? '' };
  return {
    id: r.id,
    kind: 'passenger',
    first_name: d.first_name ?? '',
    last_name: d.last_name ?? '',
    email: d.email ?? null,
  };
}

export async function listTemplates(db: Db, userId: number): Promise<Template[]> {
  const rows = await db
    .select()
    .from(templates)
    .where(eq(templates.userId, userId))
    .orderBy(asc(templates.id));
  return rows.map(toTemplate);
}

/** A bank account's IBAN in electronic format when its checksum holds, else null. */
export function normalizeIban(raw: string): string | null {
  const iban = electronicFormatIBAN(raw);
  return iban && isValidIBAN(iban) ? iban : null;
}

export async function addTemplate(db: Db, userId: number, t: NewTemplate): Promise<Template> {
  const { kind, ...data } = t;
  const [row] = await db.insert(templates).values({ userId, kind, data }).returning();
  if (!row) throw new Error('addTemplate: insert returned nothing');
  return toTemplate(row);
}

/** Deletes one of this user's templates; false when there is none with that id for them. */
export async function removeTemplate(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(templates)
    .where(and(eq(templates.id, id), eq(templates.userId, userId)))
    .returning({ id: templates.id });
  return gone.length > 0;
}
