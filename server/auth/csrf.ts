import { hmac, randomToken, safeEqual } from '../lib/crypto';

/**
 * CSRF tokens (DESIGN §7). A signed-in session has its own random token stored
 * in its row. An anonymous visitor gets `<nonce>.<hmac(secret, nonce)>`, which
 * the server can check without storing anything.
 */
export function anonymousToken(secret: string): string {
  const nonce = randomToken();
  return `${nonce}.${hmac(secret, `csrf:${nonce}`)}`;
}

export function isAnonymousToken(secret: string, token: string): boolean {
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  return safeEqual(mac, hmac(secret, `csrf:${nonce}`));
}

/**
 * Whether an unsafe request may proceed: the header must carry the token the
 * server issued: the session's token, or for anonymous visitors a valid signed
 * token equal to the csrf cookie.
 */
export function csrfAccepted(opts: {
  secret: string;
  header: string | undefined;
  cookie: string | undefined;
  sessionToken: string | undefined;
}): boolean {
  const { header, cookie, sessionToken, secret } = opts;
  if (!header) return false;
  if (sessionToken !== undefined) return safeEqual(header, sessionToken);
  return cookie !== undefined && safeEqual(header, cookie) && isAnonymousToken(secret, header);
}
