import type { FastifyInstance } from 'fastify';
import { peekToken } from '../auth/one-time-tokens';
import type { Config } from '../config';
import type { AppContext } from '../context';

/** Holds a mailed sign-in link's token between the link and the empty-body POST /login. */
export const LOGIN_LINK_COOKIE = 'login_link';

export const loginLinkCookieOptions = (config: Config) => ({
  path: config.prefix || '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.nodeEnv === 'production',
});

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
    reply.setCookie(LOGIN_LINK_COOKIE, token, { ...loginLinkCookieOptions(ctx.config), maxAge: 15 * 60 });
    const target = row.redirect ? `/${encodeURIComponent(row.redirect)}` : '';
    return reply.redirect(`${prefix}/login${target}?link=1`, 303);
  });
}
