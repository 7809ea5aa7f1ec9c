import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { Locale, LoginResponse, MessageCode } from '../../contract';
import { errorOf, present, sessionOf } from './session.results';
import type {
  CodeInput,
  CodeResult,
  LoginInput,
  LoginResult,
  SessionContext,
  SessionEvent,
} from './session.types';

/** The event, context and actor types, for the app's actor and the tests. */
export type * from './session.types';

/**
 * The signed-in session (SPEC §4 Session). Side effects are injected with `provide`:
 * actors `checkSession` (GET /login_check), `login` (POST /login), `verifyCode` (POST
 * /two_factor_auth/:token), `logout` (POST /logout); actions `applyLanguage` and `connectSocket`
 * (entry of `signedIn`), `afterSignIn` (navigate to the redirect target after a sign-in by the
 * visitor), `goToTwoFactor`, `goToLogin`, `disconnectSocket`, `clearCaches`, `reloadPage`.
 * A request that throws (network, 5xx) is an actor error: see the `onError` transitions.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    checkSession: notProvided<LoginResponse | null>('checkSession'),
    login: notProvided<LoginResult, LoginInput>('login'),
    logout: notProvided<void>('logout'),
    verifyCode: notProvided<CodeResult, CodeInput>('verifyCode'),
  },
  actions: {
    applyLanguage: (_, _params: { language: Locale }) => {},
    connectSocket: () => {},
    disconnectSocket: () => {},
    clearCaches: () => {},
    goToLogin: () => {},
    reloadPage: () => {},
    goToTwoFactor: (_, _params: { token: string }) => {},
    afterSignIn: (_, _params: { redirect: string | null }) => {},
    signIn: assign((_, params: { session: LoginResponse }) => ({ session: params.session, error: null })),
    signOut: assign({ session: null, error: null, redirect: null }),
    fail: assign((_, params: { error: MessageCode }) => ({ session: null, error: params.error })),
    setRedirect: assign((_, params: { redirect: string | undefined }) => ({
      error: null,
      redirect: params.redirect ?? null,
    })),
  },
  guards: {
    isSignedIn: (_, params: { session: LoginResponse | null }) => params.session !== null,
    loginSucceeded: (_, params: { result: LoginResult }) => params.result.ok === true,
    needsTwoFactor: (_, params: { result: LoginResult }) => params.result.ok === 'two_factor',
    codeAccepted: (_, params: { result: CodeResult }) => params.result.ok,
    stepExpired: (_, params: { result: CodeResult }) =>
      !params.result.ok && params.result.error === 'link_expired',
  },
}).createMachine({
  id: 'session',
  context: { session: null, error: null, redirect: null },
  initial: 'checking',
  states: {
    checking: {
      meta: { ui: 'session check pending: neither the login form nor the dashboard is shown yet' },
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: { type: 'signIn', params: ({ event }) => ({ session: present(event.output) }) },
          },
          { target: 'anonymous', actions: 'signOut' },
        ],
        onError: { target: 'anonymous', actions: { type: 'fail', params: { error: 'server_error' } } },
      },
    },
    anonymous: {
      meta: { ui: 'login form visible; context.error (if any) shown as the translated api.<code> message' },
      on: {
        LOGIN: {
          target: 'loggingIn',
          actions: { type: 'setRedirect', params: ({ event }) => ({ redirect: event.redirect }) },
        },
        // The two-factor page opened afresh (reload, new tab): the token comes with the event.
        CODE: { target: 'verifyingCode', actions: assign({ error: null }) },
        SIGNED_IN: {
          target: 'signedIn',
          actions: [
            { type: 'setRedirect', params: ({ event }) => ({ redirect: event.redirect }) },
            { type: 'signIn', params: ({ event }) => ({ session: event.session }) },
            { type: 'afterSignIn', params: ({ context }) => ({ redirect: context.redirect }) },
          ],
        },
        SESSION_STARTED: {
          target: 'signedIn',
          actions: { type: 'signIn', params: ({ event }) => ({ session: event.session }) },
        },
        TWO_FACTOR: {
          target: 'twoFactor',
          actions: [
            { type: 'setRedirect', params: ({ event }) => ({ redirect: event.redirect }) },
            { type: 'goToTwoFactor', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    twoFactor: {
      meta: {
        ui: 'two-factor page (/two_factor_auth/:token): the code field; context.error (if any) shown as api.<code>',
      },
      on: {
        CODE: { target: 'verifyingCode', actions: assign({ error: null }) },
        LOGIN: {
          target: 'loggingIn',
          actions: { type: 'setRedirect', params: ({ event }) => ({ redirect: event.redirect }) },
        },
      },
    },
    verifyingCode: {
      meta: { ui: 'two-factor page submitting the code (submit button disabled)' },
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ event }) => {
          assertEvent(event, 'CODE');
          return { token: event.token, code: event.code };
        },
        onDone: [
          {
            guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'signIn', params: ({ event }) => ({ session: sessionOf(event.output) }) },
              { type: 'afterSignIn', params: ({ context }) => ({ redirect: context.redirect }) },
            ],
          },
          {
            // Expired, used, or out of tries: back to the login form with the message.
            guard: { type: 'stepExpired', params: ({ event }) => ({ result: event.output }) },
            target: 'anonymous',
            actions: [{ type: 'fail', params: { error: 'link_expired' } }, 'goToLogin'],
          },
          {
            target: 'twoFactor',
            actions: { type: 'fail', params: ({ event }) => ({ error: errorOf(event.output) }) },
          },
        ],
        onError: { target: 'twoFactor', actions: { type: 'fail', params: { error: 'server_error' } } },
      },
    },
    loggingIn: {
      meta: { ui: 'login form visible and submitting (submit button disabled)' },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'needsTwoFactor', params: ({ event }) => ({ result: event.output }) },
            target: 'twoFactor',
            actions: {
              type: 'goToTwoFactor',
              // Stryker disable next-line ConditionalExpression,StringLiteral: the needsTwoFactor guard of this branch already checked ok
              params: ({ event }) => ({ token: event.output.ok === 'two_factor' ? event.output.token : '' }),
            },
          },
          {
            guard: { type: 'loginSucceeded', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'signIn', params: ({ event }) => ({ session: sessionOf(event.output) }) },
              { type: 'afterSignIn', params: ({ context }) => ({ redirect: context.redirect }) },
            ],
          },
          {
            target: 'anonymous',
            actions: { type: 'fail', params: ({ event }) => ({ error: errorOf(event.output) }) },
          },
        ],
        onError: { target: 'anonymous', actions: { type: 'fail', params: { error: 'server_error' } } },
      },
    },
    signedIn: {
      meta: { ui: "signed in: the account's language applied, the realtime socket opened" },
      entry: [
        { type: 'applyLanguage', params: ({ context }) => ({ language: present(context.session).language }) },
        'connectSocket',
      ],
      initial: 'authenticated',
      on: {
        // Another account's (or a rotated) session: the old one's socket and caches go, entry runs again.
        SESSION_STARTED: {
          target: 'signedIn',
          reenter: true,
          actions: [
            'disconnectSocket',
            'clearCaches',
            { type: 'signIn', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        // The visitor confirmed leaving this account for a two-factor account's link.
        TWO_FACTOR: {
          target: '#session.twoFactor',
          actions: [
            'signOut',
            'disconnectSocket',
            'clearCaches',
            { type: 'setRedirect', params: ({ event }) => ({ redirect: event.redirect }) },
            { type: 'goToTwoFactor', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
      states: {
        authenticated: {
          meta: { ui: 'dashboard visible with the menu and the logout button' },
          on: { LOGOUT: 'loggingOut', RECHECK: 'rechecking' },
        },
        loggingOut: {
          meta: { ui: 'dashboard visible while signing out' },
          // Signing out locally even when the request fails: the user asked to leave.
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: {
              target: '#session.anonymous',
              actions: ['signOut', 'disconnectSocket', 'clearCaches', 'goToLogin'],
            },
            onError: {
              target: '#session.anonymous',
              actions: ['signOut', 'disconnectSocket', 'clearCaches', 'goToLogin'],
            },
          },
        },
        rechecking: {
          meta: { ui: 'dashboard visible while the session is re-checked' },
          invoke: {
            id: 'checkSession',
            src: 'checkSession',
            onDone: [
              {
                guard: { type: 'isSignedIn', params: ({ event }) => ({ session: event.output }) },
                target: 'authenticated',
                actions: { type: 'signIn', params: ({ event }) => ({ session: present(event.output) }) },
              },
              { target: '#session.reloading', actions: ['signOut', 'reloadPage'] },
            ],
            // A failed re-check (network blip) keeps the session; the next RECHECK tries again.
            onError: 'authenticated',
          },
        },
      },
    },
    reloading: {
      meta: { ui: 'the page reloads (SPEC §4: a login check that returns nothing reloads the page)' },
      type: 'final',
    },
  },
});
