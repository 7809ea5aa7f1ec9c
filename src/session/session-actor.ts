import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  sessionMachine,
  type CodeInput,
  type CodeResult,
  type LoginInput,
  type LoginResult,
} from '../../machines/session/session.machine';
import { checkSession, login, logout, verifyCode } from '../api/auth';
import { queryClient } from '../api/query-client';
import { setLocale } from '../lib/i18n';
import { showLoginNotice } from '../lib/page-notice';
import { connectSocket, disconnectSocket } from '../lib/socket';
import { landingAfterSignIn } from './landing';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What the session needs of the router: navigation to a path inside the portal. */
export type SessionNavigator = {
  navigate: (options: { href: string; replace?: boolean }) => unknown;
};

/**
 * The session machine with the portal's real effects (HTTP, i18n, socket, caches, navigation
 * through the router it is handed). `reloadPage` defaults to reloading the window.
 */
export function createSessionActor(
  router: SessionNavigator,
  { reloadPage = () => window.location.reload() }: { reloadPage?: () => void } = {},
): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise(checkSession),
      login: fromPromise<LoginResult, LoginInput>(async ({ input }) => {
        const result = await login(input);
        if (!result.ok) return { ok: false, error: result.refused.message ?? 'server_error' };
        const signIn = result.value;
        return 'session' in signIn
          ? { ok: true, session: signIn.session }
          : { ok: 'two_factor', token: signIn.twoFactorToken };
      }),
      logout: fromPromise(logout),
      verifyCode: fromPromise<CodeResult, CodeInput>(async ({ input }) => {
        const result = await verifyCode(input);
        return result.ok
          ? { ok: true, session: result.value }
          : { ok: false, error: result.refused.message ?? 'wrong_code' };
      }),
    },
    actions: {
      applyLanguage: (_, { language }) => void setLocale(language),
      connectSocket: () => void connectSocket(),
      disconnectSocket: () => disconnectSocket(),
      clearCaches: () => queryClient.clear(),
      goToLogin: () => void router.navigate({ href: '/login', replace: true }),
      goToTwoFactor: (_, { token }) =>
        void router.navigate({ href: `/two_factor_auth/${encodeURIComponent(token)}` }),
      // Signed in by the visitor (password, code, mailed link, passkey): on to the landing page (a
      // safe redirect, else the overview when a claim needs the customer, else the default), where
      // 'Login successful!' shows.
      afterSignIn: ({ context }, { redirect }) =>
        void landingAfterSignIn(redirect, context.session?.permissions.admin === true).then((href) => {
          showLoginNotice();
          return router.navigate({ href, replace: true });
        }),
      reloadPage: () => reloadPage(),
    },
  });
  return createActor(machine).start();
}

/** Settled: not checking, logging in or out, or rechecking. */
const settled = (s: SessionSnapshot) =>
  s.matches('anonymous') ||
  s.matches({ signedIn: 'authenticated' }) ||
  s.matches('twoFactor') ||
  s.status !== 'active';

/** Waits until the first login check (or a login/logout in flight) is over. */
export function settledSession(actor: SessionActor): Promise<SessionSnapshot> {
  return waitFor(actor, settled, { timeout: Infinity });
}

export const isSignedIn = (s: SessionSnapshot) =>
  s.matches({ signedIn: 'authenticated' }) && s.context.session !== null;
