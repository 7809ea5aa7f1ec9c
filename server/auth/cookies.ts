import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, HOST_COOKIE_PREFIX, SESSION_COOKIE } from '../../contract';
import type { Config } from '../config';

/**
 * In production every cookie of the session is `__Host-<name>`: the browser takes it only with
 * Secure, Path=/ and no Domain, so neither a sibling subdomain nor a plain-http network attacker
 * can set or shadow it. The embed mode keeps the prefix too: its cookies are Secure anyway, and
 * `__Host-` with Partitioned is what CHIPS recommends; so one deployment has one name per cookie
 * and the server never guesses which one to read. Outside production (plain http on localhost)
 * the names stay bare and the path is the portal prefix.
 */
export const cookieName = (config: Config, name: string) =>
  config.nodeEnv === 'production' ? `${HOST_COOKIE_PREFIX}${name}` : name;

/** Path=/ in production (`__Host-` demands it), else the portal prefix. */
export const cookiePath = (config: Config) => (config.nodeEnv === 'production' ? '/' : config.prefix || '/');

/** In a verified embedding the cookies must travel in a cross-site iframe: None; Secure; Partitioned. */
const base = (config: Config, reply: FastifyReply) =>
  reply.request.embed
    ? { path: cookiePath(config), sameSite: 'none' as const, secure: true, partitioned: true }
    : { path: cookiePath(config), sameSite: 'lax' as const, secure: config.nodeEnv === 'production' };

/** The session cookie's value (the raw session id) under this deployment's name. */
export const readSessionCookie = (request: FastifyRequest, config: Config): string | undefined =>
  request.cookies[cookieName(config, SESSION_COOKIE)];

/** The CSRF cookie's value under this deployment's name. */
export const readCsrfCookie = (request: FastifyRequest, config: Config): string | undefined =>
  request.cookies[cookieName(config, CSRF_COOKIE)];

/** The session cookie: HttpOnly, lives as long as the session's absolute limit. */
export function setSessionCookie(reply: FastifyReply, config: Config, id: string, expires: Date) {
  reply.setCookie(cookieName(config, SESSION_COOKIE), id, {
    ...base(config, reply),
    httpOnly: true,
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(cookieName(config, SESSION_COOKIE), { ...base(config, reply), httpOnly: true });
}

/** The readable CSRF cookie the SPA echoes in the x-csrf-token header. */
export function setCsrfCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(cookieName(config, CSRF_COOKIE), token, { ...base(config, reply), httpOnly: false });
}

/** The same attribute rules (path, SameSite, Secure, Partitioned) for the other cookies of a sign-in flow. */
export const flowCookieOptions = (config: Config, reply: FastifyReply) => base(config, reply);
