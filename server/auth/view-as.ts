import { eq } from 'drizzle-orm';
import type { LoginResponse } from '../../contract';
import { users, viewAsLog } from '../db/schema';
import { toLoginResponse } from '../domain/users';
import type { RequestContext } from '../http/context';
import { setCsrfCookie, setSessionCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import { sessionLimits } from '../http/session-hooks';
import { createSession, deleteSession, type ActiveSession, type UserRow } from './sessions';

/**
 * True while an admin views the portal as a customer. Credential and e-mail changes must
 * be refused then (403 forbidden): call this from those endpoints.
 */
export function isViewingAs(session: ActiveSession | null): boolean {
  return session?.viewAsAdminId != null;
}

/** Throws 403 `forbidden` while viewing as someone (for credential and e-mail changes). */
export function refuseWhileViewingAs(session: ActiveSession | null): void {
  if (isViewingAs(session)) throw new HttpError(403, 'forbidden');
}

/** The real person behind the session: the admin while viewing as, else the session's user. */
export function actingUserId(session: ActiveSession): number {
  return session.viewAsAdminId ?? session.user.id;
}

/** A fresh session (id rotated at every privilege change) for `user`, remembering the admin when set. */
async function rotate(ctx: RequestContext, session: ActiveSession, user: UserRow, adminId: number | null) {
  await deleteSession(ctx.db, session.idHash);
  const next = await createSession(ctx.db, user.id, ctx.now(), sessionLimits(ctx), adminId);
  setSessionCookie(ctx.reply, ctx.config, next.id, next.expiresAt);
  setCsrfCookie(ctx.reply, ctx.config, next.csrfToken);
}

/**
 * POST /users/view_as/:user_id. Admins switch to the customer; while viewing as, the admin may
 * switch to another customer, or back with their own id. Each switch is logged with both ids.
 */
export async function switchViewAs(ctx: RequestContext, session: ActiveSession, targetId: number) {
  const adminId = actingUserId(session);
  const [admin] = await ctx.db.select().from(users).where(eq(users.id, adminId));
  if (!admin?.isAdmin) throw new HttpError(403, 'forbidden');
  const [target] = await ctx.db.select().from(users).where(eq(users.id, targetId));
  if (!target) throw new HttpError(404, 'not_found');
  // Viewing as another admin would lend their powers: only customers (or the way back).
  if (target.isAdmin && target.id !== admin.id) throw new HttpError(403, 'forbidden');
  const at = ctx.now();
  if (session.viewAsAdminId != null) {
    await ctx.db.insert(viewAsLog).values({ adminId, userId: session.user.id, action: 'end', at });
  }
  if (target.id === admin.id) {
    await rotate(ctx, session, admin, null);
    return;
  }
  await ctx.db.insert(viewAsLog).values({ adminId, userId: target.id, action: 'start', at });
  await rotate(ctx, session, target, adminId);
}

/** The login answer for a session, with `viewing_as` (the admin) while an admin views as the user. */
export async function sessionLoginResponse(
  ctx: RequestContext,
  session: ActiveSession,
): Promise<LoginResponse> {
  const body = toLoginResponse(session.user);
  if (session.viewAsAdminId == null) return body;
  const [admin] = await ctx.db.select().from(users).where(eq(users.id, session.viewAsAdminId));
  return admin ? { ...body, viewing_as: { admin_id: admin.id, admin_email: admin.email } } : body;
}
