import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LoginResponse } from '../../contract';
import {
  sessionMachine,
  type CodeInput,
  type CodeResult,
  type LoginInput,
  type LoginResult,
} from '../../machines/session/session.machine';
import { queryClient, tsr } from './api';
import { setLocale } from './i18n';
import { connectSocket, disconnectSocket } from './socket';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A call that answered with something other than the expected statuses. */
class UnexpectedAnswer extends Error {
  constructor(what: string, status: number) {
    super(`${what} answered ${status}`);
  }
}

async function checkSession(): Promise<LoginResponse | null> {
  const res = await tsr.auth.loginCheck.query();
  if (res.status !== 200) throw new UnexpectedAnswer('GET /login_check', res.status);
  return res.body;
}

async function login({ email, password }: LoginInput): Promise<LoginResult> {
  const res = await tsr.auth.login.mutate({ body: { email, password } });
  switch (res.status) {
    case 200:
      return { ok: true, session: res.body };
    case 202:
      return { ok: 'two_factor', token: res.body.two_factor_token };
    case 401:
      return { ok: false, error: 'wrong_credentials' };
    case 429:
      return { ok: false, error: 'too_many_attempts' };
    case 422:
      return { ok: false, error: 'review_credentials' };
    default:
      throw new UnexpectedAnswer('POST /login', res.status);
  }
}

/** POST /two_factor_auth/{token}: the mailed code. */
async function verifyCode({ token, code }: CodeInput): Promise<CodeResult> {
  const res = await tsr.auth.twoFactor.mutate({ params: { token }, body: { code } });
  switch (res.status) {
    case 200:
      return { ok: true, session: res.body };
    case 401:
      return { ok: false, error: 'wrong_code' };
    case 410:
      return { ok: false, error: 'link_expired' };
    case 422:
      return { ok: false, error: 'wrong_code' };
    default:
      throw new UnexpectedAnswer('POST /two_factor_auth/:token', (res as { status: number }).status);
  }
}

async function logout(): Promise<void> {
  const res = await tsr.auth.logout.mutate({});
  if (res.status !== 200) throw new UnexpectedAnswer('POST /logout', res.status);
}

export type SessionEffects = {
  /** Navigates to the login page (after logout). */
  goToLogin: () => void;
  /** Navigates to /two_factor_auth/:token (the password was right; a code was mailed). */
  goToTwoFactor: (token: string) => void;
  /** Reloads the page (a login check found the session gone). */
  reloadPage?: () => void;
};

/** The session machine with the portal's real effects (HTTP, i18n, socket, caches, navigation). */
export function createSessionActor(effects: SessionEffects): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise(checkSession),
      login: fromPromise<LoginResult, LoginInput>(({ input }) => login(input)),
      logout: fromPromise(logout),
      verifyCode: fromPromise<CodeResult, CodeInput>(({ input }) => verifyCode(input)),
    },
    actions: {
      applyLanguage: (_, { language }) => void setLocale(language),
      connectSocket: () => void connectSocket(),
      disconnectSocket: () => disconnectSocket(),
      clearCaches: () => queryClient.clear(),
      goToLogin: () => effects.goToLogin(),
      goToTwoFactor: (_, { token }) => effects.goToTwoFactor(token),
      reloadPage: () => (effects.reloadPage ?? (() => window.location.reload()))(),
    },
  });
  return createActor(machine).start();
}

/** Settled: not checking, logging in or out, or rechecking. */
const settled = (s: SessionSnapshot) =>
  s.matches('anonymous') || s.matches('authenticated') || s.matches('twoFactor') || s.status !== 'active';

/** Waits until the first login check (or a login/logout in flight) is over. */
export function settledSession(actor: SessionActor): Promise<SessionSnapshot> {
  return waitFor(actor, settled, { timeout: Infinity });
}

export const isSignedIn = (s: SessionSnapshot) => s.matches('authenticated') && s.context.session !== null;
