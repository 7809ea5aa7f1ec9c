import { count, desc, eq } from 'drizzle-orm';
import { AUDIT_PER_PAGE, type AuditEntry } from '../../contract';
import type { Db } from './db';
import { auditLog } from './schema';

export type AuditEventInput = {
  event: AuditEntry['event'];
  outcome: AuditEntry['outcome'];
  userId?: number | null;
  email?: string | null;
  actorId?: number | null;
};

/** What audit() needs: the database, the clock and, inside a request, its client address. */
export type AuditContext = { db: Db; now: () => Date; request?: { ip: string } };

/** Records one security event: who, when, from where (the client address), what and the outcome. */
export async function audit(ctx: AuditContext, e: AuditEventInput): Promise<void> {
  await ctx.db.insert(auditLog).values({
    at: ctx.now(),
    event: e.event,
    outcome: e.outcome,
    userId: e.userId ?? null,
    email: e.email ?? null,
    actorId: e.actorId ?? null,
    ip: ctx.request?.ip ?? null,
  });
}

/** Records several events of one moment in one insert (e.g. every session a sweep found expired). */
export async function auditAll(ctx: AuditContext, events: AuditEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const at = ctx.now();
  const ip = ctx.request?.ip ?? null;
  await ctx.db.insert(auditLog).values(
    events.map((e) => ({
      at,
      event: e.event,
      outcome: e.outcome,
      userId: e.userId ?? null,
      email: e.email ?? null,
      actorId: e.actorId ?? null,
      ip,
    })),
  );
}

/** A page of the audit log, newest first, optionally for one user. */
export async function auditPage(db: Db, page: number, userId?: number) {
  const where = userId ? eq(auditLog.userId, userId) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PER_PAGE)
    .offset((page - 1) * AUDIT_PER_PAGE);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    event: r.event as AuditEntry['event'],
    outcome: r.outcome as AuditEntry['outcome'],
    user_id: r.userId,
    email: r.email,
    actor_id: r.actorId,
    ip: r.ip,
  }));
  return { entries, page, per_page: AUDIT_PER_PAGE, total: total?.n ?? 0 };
}
