import type { LoginResponse } from '../../contract';
import type { SessionContext } from '../context';
import type { Db } from '../db/db';
import { viewAsLog } from '../db/schema';
import { findUserById, toLoginResponse } from '../db/users';
import { HttpError } from '../errors';
import type { ActiveSession } from './sessions';
import { startSession } from './start-session';

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

/**
 * POST /users/view_as/:user_id. Admins switch to the customer; while viewing as, the admin may
 * switch to another customer, or back with their own id. Each switch is logged with both ids and
 * rotates the session, keeping its absolute end (a switch never restarts the 12-hour clock).
 */
export async function switchViewAs(ctx: SessionContext, targetId: number) {
  const { session } = ctx;
  const adminId = actingUserId(session);
  const admin = await findUserById(ctx.db, adminId);
  if (!admin?.isAdmin) throw new HttpError(403, 'forbidden');
  const target = await findUserById(ctx.db, targetId);
  if (!target) throw new HttpError(404, 'not_found');
  // Viewing as another admin would lend their powers: only customers (or the way back).
  if (target.isAdmin && target.id !== admin.id) throw new HttpError(403, 'forbidden');
  const at = ctx.now();
  if (session.viewAsAdminId != null) {
    await ctx.db.insert(viewAsLog).values({ adminId, userId: session.user.id, action: 'end', at });
  }
  if (target.id === admin.id) {
    await startSession(ctx, admin, { keepLifetime: true });
    return;
  }
  await ctx.db.insert(viewAsLog).values({ adminId, userId: target.id, action: 'start', at });
  await startSession(ctx, target, { viewAsAdminId: adminId, keepLifetime: true });
}

/** The login answer for a session, with `viewing_as` (the admin) while an admin views as the user. */
export async function sessionLoginResponse(db: Db, session: ActiveSession): Promise<LoginResponse> {
  const body = toLoginResponse(session.user);
  if (session.viewAsAdminId == null) return body;
  const admin = await findUserById(db, session.viewAsAdminId);
  return admin ? { ...body, viewing_as: { admin_id: admin.id, admin_email: admin.email } } : body;
}
