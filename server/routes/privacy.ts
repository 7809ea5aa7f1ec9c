import type { Contract } from '../../contract';
import { clearSessionCookie, setCsrfCookie } from '../auth/cookies';
import { anonymousToken } from '../auth/csrf';
import { checkCurrentPassword } from '../auth/lockout';
import { disconnectSessions } from '../auth/session-sockets';
import { refuseWhileViewingAs } from '../auth/view-as';
import { audit } from '../db/audit';
import { checkAccountDeletion, deleteAccount } from '../domain/privacy/account-deletion';
import { exportContent } from '../domain/privacy/export';
import { exportFileName, zipExport } from '../domain/privacy/export-zip';
import type { HandlerMap } from '../http-kit/handlers';
import { databaseFileStorage } from '../storage/file-storage';
import { invalid } from './answers';

const tooManyAttempts = { status: 429 as const, body: { message: 'too_many_attempts' } };
const refused = { status: 409 as const, body: { message: 'account_deletion_refused' } };

/**
 * The privacy centre: the customer's data as one zip, and deleting the account. All
 * refused (403) while an admin views the portal as the customer: both are the customer's own acts.
 */
export const privacyHandlers: HandlerMap<Contract['privacy']> = {
  deletionCheck: async (_req, ctx) => {
    refuseWhileViewingAs(ctx.session);
    return { status: 200, body: await checkAccountDeletion(ctx.db, ctx.session.user.id, ctx.now()) };
  },

  export: async (_req, ctx) => {
    refuseWhileViewingAs(ctx.session);
    const now = ctx.now();
    const userId = ctx.session.user.id;
    const content = await exportContent(ctx.db, ctx.files ?? databaseFileStorage(ctx.db), userId);
    // The session's user exists while the session does (a deleted account has no session).
    if (!content) throw new Error('export: the session has no account');
    return {
      status: 200,
      body: {
        stream: zipExport(content, now),
        content_type: 'application/zip',
        file_name: exportFileName(userId, now),
        disposition: 'attachment',
      },
    };
  },

  deleteAccount: async ({ body }, ctx) => {
    refuseWhileViewingAs(ctx.session);
    const user = ctx.session.user;
    const event = { event: 'account_delete' as const, userId: user.id, email: user.email };
    const check = await checkCurrentPassword(ctx.db, user, body.password, ctx.now());
    if (check !== 'ok') await audit(ctx, { ...event, outcome: check === 'locked' ? 'locked' : 'failure' });
    if (check === 'locked') return tooManyAttempts;
    if (check === 'wrong') return invalid({ password: ['wrong_password'] });
    // Refused (an active claim, records kept by law; GET …/deletion says which): checked again
    // inside the deletion's transaction, which locks the account.
    const deleted = await deleteAccount(ctx.db, (tx) => databaseFileStorage(tx), user.id, ctx.now());
    if (!deleted) return refused;
    // Signed out everywhere: every instance forgets the sessions and closes their sockets.
    await disconnectSessions(ctx, deleted.sessionIdHashes);
    await ctx.userChanged?.(user.id);
    clearSessionCookie(ctx.reply, ctx.config);
    setCsrfCookie(ctx.reply, ctx.config, anonymousToken(ctx.config.sessionSecret));
    return { status: 200, body: { success: true } };
  },
};
