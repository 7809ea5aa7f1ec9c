import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../contract';
import { anonymousToken, csrfAccepted, isAnonymousToken } from '../auth/csrf';
import { clearSessionCookie, readCsrfCookie, readSessionCookie, setCsrfCookie } from '../auth/cookies';
import { findSession, sessionLimits, type ActiveSession } from '../auth/sessions';
import { sha256 } from '../lib/crypto';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { isUnsafe, requestKind } from './request-kind';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session resolved from the `sid` cookie, or null. */
    session: ActiveSession | null;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * For every page load and API call: resolves the session from the `sid`
 * cookie, (re)issues the CSRF cookie when it is missing or stale, and refuses
 * unsafe requests that come cross-site or lack the issued CSRF token (403).
 */
export function registerSessionHooks(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const kind = requestKind(request, ctx.config.prefix);
    if (kind === 'outside' || kind === 'asset') return;
    const { config, db } = ctx;
    const sid = readSessionCookie(request, config);
    request.session = sid
      ? await findSession(db, sid, ctx.now(), sessionLimits(config), request, ctx.sessionCache)
      : null;
    if (sid && !request.session) {
      clearSessionCookie(reply, config);
      // An expired session's sockets end with it. Not awaited: no cache serves an ended session
      // past its limits, and a made-up cookie must not cost a round of every instance.
      void ctx.disconnectSession?.(sha256(sid));
    }

    const cookie = readCsrfCookie(request, config);
    const sessionToken = request.session?.csrfToken;
    if (
      sessionToken !== undefined
        ? cookie !== sessionToken
        : !cookie || !isAnonymousToken(config.sessionSecret, cookie)
    ) {
      setCsrfCookie(reply, config, sessionToken ?? anonymousToken(config.sessionSecret));
    }

    if (kind === 'api' && isUnsafe(request.method)) {
      if (header(request, 'sec-fetch-site') === 'cross-site') throw new HttpError(403, 'csrf_failed');
      const ok = csrfAccepted({
        secret: config.sessionSecret,
        header: header(request, CSRF_HEADER),
        cookie,
        sessionToken,
      });
      if (!ok) throw new HttpError(403, 'csrf_failed');
    }
  });
}
