import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../contract';
import type { Config } from '../config';

/** In a verified embedding the cookies must travel in a cross-site iframe: None; Secure; Partitioned. */
const base = (config: Config, reply: FastifyReply) =>
  reply.request.embed
    ? { path: config.prefix || '/', sameSite: 'none' as const, secure: true, partitioned: true }
    : { path: config.prefix || '/', sameSite: 'lax' as const, secure: config.nodeEnv === 'production' };

/** The session cookie: HttpOnly, lives as long as the session's absolute limit. */
export function setSessionCookie(reply: FastifyReply, config: Config, id: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, id, { ...base(config, reply), httpOnly: true, expires });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { ...base(config, reply), httpOnly: true });
}

/** The readable CSRF cookie the SPA echoes in the x-csrf-token header. */
export function setCsrfCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(CSRF_COOKIE, token, { ...base(config, reply), httpOnly: false });
}
