import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, cookiePath } from '../auth/cookies';
import { peekToken, TOKEN_TTL_MS } from '../auth/one-time-tokens';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';
import type { Config } from '../config';
import type { AppContext, RequestContext } from '../context';

/** Holds a mailed sign-in link's token between the link and the empty-body POST /login. */
export const LOGIN_LINK_COOKIE = 'login_link';
/** Its name in this deployment (`__Host-login_link` in production, see cookieName). */
export const loginLinkCookie = (config: Config) => cookieName(config, LOGIN_LINK_COOKIE);

export const loginLinkCookieOptions = (config: Config) => ({
  path: cookiePath(config),
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.nodeEnv === 'production',
});

/**
 * Binds a sign-in link to the browser that asked for it (login CSRF): POST /login/email sets a
 * random value here and the link's token row keeps its SHA-256 (auth_tokens.requester_hash). A
 * link opened in any other browser signs in only after an explicit confirmation.
 */
export const LINK_REQUESTER_COOKIE = 'login_link_requester';
const requesterCookie = (config: Config) => cookieName(config, LINK_REQUESTER_COOKIE);

/** The browser's requester value: the one it holds (several links may be pending) or a new one. */
export function linkRequester(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const held = request.cookies[requesterCookie(config)];
  const value = held && /^[A-Za-z0-9_-]{43}$/.test(held) ? held : randomToken();
  reply.setCookie(requesterCookie(config), value, {
    ...loginLinkCookieOptions(config),
    maxAge: TOKEN_TTL_MS.login_link / 1000,
  });
  return value;
}

/** Whether this browser asked for the link whose row is `row` (constant-time comparison). */
export function requestedHere(
  request: FastifyRequest,
  config: Config,
  row: { requesterHash: string | null },
): boolean {
  const held = request.cookies[requesterCookie(config)];
  return !!held && !!row.requesterHash && safeEqual(sha256(held), row.requesterHash);
}

/** The session in this browser belongs to the user itself (not to another account, not a view-as). */
export const ownSession = (ctx: Pick<RequestContext, 'session'>, userId: number | undefined) =>
  ctx.session?.user.id === userId && ctx.session?.viewAsAdminId === null;

/**
 * GET {prefix}/login/link/:token, the link in the sign-in mail. Opening it
 * does not use the token up (mail scanners open links too): a live token is
 * parked in an HttpOnly cookie and the browser goes to the login page with
 * `?link=1`, whose empty-body POST /login (CSRF-checked) redeems it once.
 * A dead token goes to /expired_link. No referrer leaves this answer.
 */
export function registerLoginLink(app: FastifyInstance, ctx: AppContext) {
  const { prefix } = ctx.config;
  app.get<{ Params: { token: string } }>(`${prefix}/login/link/:token`, async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    const token = request.params.token;
    const row = token.length <= 200 ? await peekToken(ctx.db, 'login_link', token, ctx.now()) : null;
    if (!row) return reply.redirect(`${prefix}/expired_link`, 303);
    reply.setCookie(loginLinkCookie(ctx.config), token, {
      ...loginLinkCookieOptions(ctx.config),
      maxAge: 15 * 60,
    });
    const target = row.redirect ? `/${encodeURIComponent(row.redirect)}` : '';
    return reply.redirect(`${prefix}/login${target}?link=1`, 303);
  });
}
