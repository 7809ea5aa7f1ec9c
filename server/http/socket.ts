import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SESSION_COOKIE } from '../../contract';
import { findSession, sessionLimits } from '../auth/sessions';
import type { AppContext } from '../context';

/** Same origin only: an Origin header, when sent, must name this host. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * socket.io on the API's HTTP server under `${prefix}/socket.io`. The
 * handshake needs a live session cookie and a same-origin Origin; each socket
 * joins the room `user:<id>` (realtime delivery builds on this).
 */
export function attachSocket(app: FastifyInstance, ctx: AppContext): Server {
  const users = new WeakMap<IncomingMessage, number>();
  const io = new Server(app.server, {
    path: `${ctx.config.prefix}/socket.io`,
    serveClient: false,
    destroyUpgrade: false, // Vite's HMR socket shares the server in development
    allowRequest: (req, callback) => {
      if (!sameOrigin(req)) return callback('origin_refused', false);
      const sid = app.parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
      if (!sid) return callback('unauthenticated', false);
      findSession(ctx.db, sid, ctx.now(), sessionLimits(ctx.config)).then(
        (session) => {
          if (session) users.set(req, session.user.id);
          callback(session ? null : 'unauthenticated', !!session);
        },
        () => callback('server_error', false),
      );
    },
  });
  io.use((socket, next) => {
    const userId = users.get(socket.request);
    if (userId === undefined) return next(new Error('unauthenticated'));
    socket.data.userId = userId;
    void socket.join(`user:${userId}`);
    next();
  });
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
