import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SESSION_COOKIE } from '../../contract';
import { cookieName } from '../auth/cookies';
import { endExpiredSessions, liveAmong, liveSessionsOf } from '../auth/session-sockets';
import { findSession, sessionLimits } from '../auth/sessions';
import type { Config } from '../config';
import type { AppContext } from '../context';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Same origin only: an Origin header, when sent, must be the configured public origin (never the
 * request's Host header, which the client chooses). Outside production a loopback public origin
 * also accepts the other loopback names on the same port (localhost vs 127.0.0.1).
 */
function sameOrigin(req: IncomingMessage, config: Config): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const got = new URL(origin);
    const own = new URL(config.publicUrl);
    if (got.origin === own.origin) return true;
    return (
      config.nodeEnv !== 'production' &&
      got.protocol === own.protocol &&
      got.port === own.port &&
      LOOPBACK.has(got.hostname) &&
      LOOPBACK.has(own.hostname)
    );
  } catch {
    return false;
  }
}

/** Sessions that ended, or a user whose row changed: every instance drops them from its session cache. */
type CacheChange = { idHashes?: string[]; userId?: number };
const CACHE_CHANGE_EVENT = 'session-cache-change';

/** The room of one session's sockets (by the session id's hash). */
export const sessionRoom = (idHash: string) => `session:${idHash}`;

/**
 * socket.io on the API's HTTP server under `${prefix}/socket.io`. The
 * handshake needs a live session cookie and a same-origin Origin; each socket
 * joins the rooms `user:<id>` and `session:<id hash>` (see socketSessions).
 */
export function attachSocket(app: FastifyInstance, ctx: AppContext): Server {
  const sessions = new WeakMap<IncomingMessage, { userId: number; idHash: string }>();
  const io = new Server(app.server, {
    path: `${ctx.config.prefix}/socket.io`,
    serveClient: false,
    destroyUpgrade: false, // Vite's HMR socket shares the server in development
    allowRequest: (req, callback) => {
      if (!sameOrigin(req, ctx.config)) return callback('origin_refused', false);
      const sid = app.parseCookie(req.headers.cookie ?? '')[cookieName(ctx.config, SESSION_COOKIE)];
      if (!sid) return callback('unauthenticated', false);
      findSession(ctx.db, sid, ctx.now(), sessionLimits(ctx.config), undefined, ctx.sessionCache).then(
        (session) => {
          if (session) sessions.set(req, { userId: session.user.id, idHash: session.idHash });
          callback(session ? null : 'unauthenticated', !!session);
        },
        () => callback('server_error', false),
      );
    },
  });
  io.use((socket, next) => {
    const session = sessions.get(socket.request);
    if (!session) return next(new Error('unauthenticated'));
    socket.data.userId = session.userId;
    socket.data.sessionHash = session.idHash;
    void socket.join([`user:${session.userId}`, sessionRoom(session.idHash)]);
    next();
  });
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}

/**
 * Sockets tied to their session: `push` reaches only the user's sessions that are alive at the
 * clock (ending the expired ones first); `disconnectSession` closes a session's sockets on every
 * instance (through the Redis adapter); `sweep` ends expired sessions and closes this instance's
 * sockets whose session is gone (the app runs it every minute; tests call it).
 */
export function socketSessions(io: Server, ctx: AppContext, onError: (e: unknown) => void) {
  const cache = ctx.sessionCache;
  const apply = (change: CacheChange) => {
    if (change.idHashes) cache?.forgetSessions(change.idHashes);
    if (change.userId !== undefined) cache?.forgetUser(change.userId);
  };
  // Other instances' changes (through the Redis adapter); the ack tells them it is done.
  io.on(CACHE_CHANGE_EVENT, (change: CacheChange, ack?: () => void) => {
    apply(change);
    ack?.();
  });
  /** This instance's cache at once, the others' before it resolves (with Redis; else there are none). */
  const spread = async (change: CacheChange) => {
    apply(change);
    if (!ctx.config.redisUrl) return;
    try {
      await io.serverSideEmitWithAck(CACHE_CHANGE_EVENT, change);
    } catch (e) {
      // An instance that did not answer in time: it keeps such an entry for at most the cache's TTL.
      onError(e);
    }
  };
  return {
    userChanged: (userId: number) => spread({ userId }),
    push: async (userId: number, event: string, payload: unknown) => {
      const live = await liveSessionsOf(ctx, userId);
      if (live.length > 0) io.to(live.map(sessionRoom)).emit(event, payload);
    },
    disconnectSession: async (idHash: string) => {
      io.in(sessionRoom(idHash)).disconnectSockets(true);
      await spread({ idHashes: [idHash] });
    },
    sweep: async () => {
      await endExpiredSessions(ctx);
      const sockets = await io.local.fetchSockets();
      const hashes = sockets.map((s) => s.data.sessionHash as string);
      const live = await liveAmong(ctx, [...new Set(hashes)]);
      for (const s of sockets) if (!live.has(s.data.sessionHash as string)) s.disconnect(true);
    },
  };
}
