import type { LoginResponse, MessageCode } from '../../contract';
import type { CodeResult, LoginResult } from './session.types';

// Reading the actors' answers in the session machine's transitions, where a guard has already
// chosen the branch: each helper only narrows the type the guard checked.

/** The session of an accepted login or code (the guards have checked that it is one). */
export function sessionOf(result: LoginResult | CodeResult): LoginResponse {
  // Stryker disable next-line ConditionalExpression,StringLiteral: only called after the loginSucceeded / codeAccepted guards
  if (result.ok !== true) throw new Error('the result has no session');
  return result.session;
}

/** The message of a refused login or code. */
export function errorOf(result: LoginResult | CodeResult): MessageCode {
  // Stryker disable next-line ConditionalExpression,StringLiteral: only called in the fallback branches, where ok is false
  return result.ok === false ? result.error : 'server_error';
}

/** The session the isSignedIn guard found, or the one signedIn is always entered with. */
export function present(session: LoginResponse | null): LoginResponse {
  // Stryker disable next-line ConditionalExpression,StringLiteral: only called with a session the isSignedIn guard checked, or on entry of signedIn, always entered with one
  if (!session) throw new Error('no session');
  return session;
}
