import type { Contract } from '../../contract';
import { deviceLabel } from '../lib/device-label';
import { deleteUserSession, listUserSessions, sessionLimits } from '../auth/sessions';
import { endSession, sessionsRevoked } from '../auth/start-session';
import { refuseWhileViewingAs } from '../auth/view-as';
import type { HandlerMap } from '../http-kit/handlers';
import { notFound } from './answers';

/**
 * The account page's session list: the signed-in user's live sessions, and ending one of them
 * (its sockets close on every instance). Refused (403) while an admin views the portal as the user.
 */
export const sessionHandlers: HandlerMap<Contract['sessions']> = {
  list: async (_req, ctx) => {
    refuseWhileViewingAs(ctx.session);
    const rows = await listUserSessions(ctx.db, ctx.session.user.id, ctx.now(), sessionLimits(ctx.config));
    return {
      status: 200,
      body: rows.map((s) => ({
        id: s.id,
        device: deviceLabel(s.userAgent),
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        current: s.idHash === ctx.session.idHash,
      })),
    };
  },

  end: async ({ params }, ctx) => {
    refuseWhileViewingAs(ctx.session);
    // This browser's own session: a sign-out (cookie cleared, an anonymous CSRF token).
    if (params.id === ctx.session.id) {
      await endSession(ctx);
      return { status: 200, body: { success: true, signed_out: true } };
    }
    const userId = ctx.session.user.id;
    const idHash = await deleteUserSession(ctx.db, userId, params.id);
    if (!idHash) return notFound;
    await sessionsRevoked(ctx, userId, [idHash]);
    return { status: 200, body: { success: true, signed_out: false } };
  },
};
