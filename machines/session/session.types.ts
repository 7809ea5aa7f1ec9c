import type { LoginResponse, MessageCode } from '../../contract';

/**
 * What the `login` actor answers: a session, the API's message code (401/422/429), or (202) the
 * password was right and a code was mailed: continue on /two_factor_auth/:token.
 */
export type LoginResult =
  | { ok: true; session: LoginResponse }
  | { ok: false; error: MessageCode }
  | { ok: 'two_factor'; token: string };
/** What the `verifyCode` actor answers: a session, or wrong_code (tries left) / link_expired (start again). */
export type CodeResult = { ok: true; session: LoginResponse } | { ok: false; error: MessageCode };
export interface CodeInput {
  token: string;
  code: string;
}
export interface LoginInput {
  email: string;
  password: string;
}

export interface SessionContext {
  session: LoginResponse | null;
  error: MessageCode | null;
  /** Where the visitor goes after signing in (`/login/:redirect`), kept through the two-factor step. */
  redirect: string | null;
}

export type SessionEvent =
  /** The login form; `redirect` is the page the visitor came for (unchecked: the app sanitises it). */
  | { type: 'LOGIN'; email: string; password: string; redirect?: string }
  | { type: 'LOGOUT' }
  | { type: 'RECHECK' }
  /** The two-factor step: the code from the mail for the token in /two_factor_auth/:token. */
  | { type: 'CODE'; token: string; code: string }
  /** Signed in by a mailed link: the server's login response; then on to `redirect`. */
  | { type: 'SIGNED_IN'; session: LoginResponse; redirect?: string }
  /**
   * A mailed link (sign-in, claim transfer) of a two-factor account: the server mailed the code (and
   * ended this browser's session of another account); on to /two_factor_auth/:token, then `redirect`.
   */
  | { type: 'TWO_FACTOR'; token: string; redirect?: string }
  /**
   * The server started a session inside another flow (an activation, an accepted claim transfer):
   * adopted without navigating; that flow's page goes on by itself.
   */
  | { type: 'SESSION_STARTED'; session: LoginResponse };
