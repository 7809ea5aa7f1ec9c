import type { Page } from 'playwright-core';
import type { SessionContext } from '../../../machines/session/session.machine';
import { sessionModel } from '../models/session';
import type { ExpectedState } from '../toolkit';
import type { ReplayEnv, StepContext, UiDriver } from '../catalogue';
import { abort, hold, inFlight, release, settle, waitForHeld } from './network';
import { acceptTransfer } from './session-started';
import { leaveTwoFactorPage, twoFactorUi } from './session-two-factor';
import {
  expectUi,
  isEnabled,
  isVisible,
  lacks,
  lockedAccount,
  messageText,
  shows,
  signInElsewhere,
  signOutElsewhere,
  t,
  ui,
  type Check,
} from './page';

/**
 * The session machine in the portal: the app's own session actor, driven by the login form, the
 * Log out button and dashboard calls; its requests (GET /login_check, POST /login, POST /logout)
 * are held with page.route until the outcome step, which lets the real server answer, or aborts
 * the request (no answer: the actor's error). Server-side arrangements are real: a session started
 * or ended "in another tab" over the API, a customer locked by five wrong passwords.
 */
const CHECK = /\/login_check$/;
const LOGIN = /\/login$/;
const LOGOUT = /\/logout$/;
const MARKER = '__pathsBeforeReload';

const context = (expected: ExpectedState) => expected.context as SessionContext;
const pending = (page: Page, call: string, path: RegExp): Check => [
  `${call} pending`,
  async () => inFlight(page, path).length > 0,
];
const none = (page: Page, call: string, path: RegExp): Check => [
  `no ${call} pending`,
  async () => inFlight(page, path).length === 0,
];
const loginForm = (page: Page) => shows('the login form', ui.emailField(page));
const noLoginForm = (page: Page) => lacks('no login form', ui.emailField(page));
const dashboard = (page: Page) => shows("the dashboard's 'Main menu'", ui.mainMenu(page));
const noDashboard = (page: Page) => lacks('no dashboard', ui.mainMenu(page));

/** The password of a seeded customer, from the model's successful LOGIN sample. */
function passwordOf(email: string): string {
  const sample = sessionModel.samples.LOGIN.find(
    (s) => s.event.email === email && s.then?.includes('login ok'),
  );
  if (!sample) throw new Error(`the session model has no valid credentials for ${email}`);
  return sample.event.password;
}

const hasSession = async (page: Page, env: ReplayEnv) =>
  (await page.context().cookies(env.url)).some((c) => c.name === 'sid');

/** done:checkSession: the server's answer is made true first (signed in or out elsewhere), then released. */
async function checkAnswers(page: Page, { step, env }: StepContext) {
  const output = (step.event as { output?: SessionContext['session'] }).output ?? null;
  if (output && !(await hasSession(page, env)))
    await signInElsewhere(page, env, output.user.email, passwordOf(output.user.email));
  if (!output && (await hasSession(page, env))) await signOutElsewhere(page, env);
  if (step.expected.states.includes('reloading')) {
    await page.evaluate((marker) => Object.assign(window, { [marker]: true }), MARKER);
    await Promise.all([page.waitForEvent('load'), release(page, 'login_check')]);
  } else {
    await release(page, 'login_check');
    await settle(page, CHECK);
  }
}

async function submitLogin(page: Page, { step, env }: StepContext) {
  const sample = sessionModel.samples.LOGIN.find((s) => s.label === step.label);
  if (!sample) throw new Error(`no LOGIN sample "${step.label}"`);
  const { event } = sample;
  await leaveTwoFactorPage(page);
  // The sample's address is a demo account; a dedicated customer is locked instead, keeping it usable.
  const email = sample.then?.includes('too many attempts') ? await lockedAccount(env) : event.email;
  await ui.emailField(page).fill(email);
  await page.getByLabel(t('login.password')).fill(event.password);
  await hold(page, 'login', 'POST', LOGIN);
  await ui.loginButton(page).click();
  await waitForHeld(page, 'login');
}

export const sessionUi: UiDriver = {
  async open(page) {
    await hold(page, 'login_check', 'GET', CHECK);
    await page.goto('/active_contracts');
    await waitForHeld(page, 'login_check');
  },
  assertState: {
    ...twoFactorUi.assertState,
    checking: (page) =>
      expectUi([pending(page, 'GET /login_check', CHECK), noLoginForm(page), noDashboard(page)]),
    anonymous: (page, expected) => {
      const { error } = context(expected);
      const message: Check = error
        ? [
            `the message "${messageText(error)}"`,
            async () => (await ui.formAlert(page).innerText()) === messageText(error),
          ]
        : ['no error message', async () => (await ui.formAlert(page).count()) === 0];
      return expectUi([
        loginForm(page),
        ["the 'Log in' button, enabled", () => isEnabled(ui.loginButton(page))],
        noDashboard(page),
        message,
      ]);
    },
    loggingIn: (page) =>
      expectUi([
        loginForm(page),
        ["the button 'Logging in…', disabled", async () => !(await isEnabled(ui.loggingInButton(page)))],
        shows("the button 'Logging in…'", ui.loggingInButton(page)),
        pending(page, 'POST /login', LOGIN),
      ]),
    // Entry of signedIn: the account's language (html lang) and the realtime socket (a /socket.io/ request).
    signedIn: (page, expected) => {
      const language = context(expected).session?.language ?? '';
      return expectUi([
        [
          `the page in the account's language (${language})`,
          async () => (await page.locator('html').getAttribute('lang')) === language.replace('_', '-'),
        ],
        [
          'the realtime socket opened',
          () =>
            page.evaluate(() =>
              performance.getEntriesByType('resource').some((e) => e.name.includes('/socket.io/')),
            ),
        ],
      ]);
    },
    // meta.ui names the menu and the logout button; the user's name comes from the real server's demo data.
    'signedIn.authenticated': (page) =>
      expectUi([
        dashboard(page),
        [
          "'Signed in as …'",
          () => isVisible(page.getByText(t('layout.signed_in_as').replace('{{name}}', ''))),
        ],
        ["the 'Log out' button, enabled", () => isEnabled(ui.logoutButton(page))],
        noLoginForm(page),
        none(page, 'GET /login_check', CHECK),
      ]),
    'signedIn.loggingOut': (page) =>
      expectUi([
        dashboard(page),
        ["the 'Log out' button, disabled", async () => !(await ui.logoutButton(page).isEnabled())],
        pending(page, 'POST /logout', LOGOUT),
      ]),
    'signedIn.rechecking': (page) =>
      expectUi([
        dashboard(page),
        ["the 'Log out' button, enabled", () => isEnabled(ui.logoutButton(page))],
        pending(page, 'GET /login_check', CHECK),
      ]),
    reloading: (page) =>
      expectUi([
        ['the page reloaded', async () => page.evaluate((marker) => !(marker in window), MARKER)],
        ['after the reload, the login form', () => isVisible(ui.emailField(page))],
      ]),
  },
  executeEvent: {
    ...twoFactorUi.executeEvent,
    SESSION_STARTED: acceptTransfer,
    'xstate.done.actor.checkSession': checkAnswers,
    'xstate.error.actor.checkSession': async (page, { step, env }) => {
      // A blip while re-checking: the session is really still there, so the page's next calls work.
      const session = context(step.expected).session;
      if (session && step.expected.states.includes('signedIn'))
        await signInElsewhere(page, env, session.user.email, passwordOf(session.user.email));
      await abort(page, 'login_check');
    },
    LOGIN: submitLogin,
    'xstate.done.actor.login': async (page) => {
      await release(page, 'login');
      await settle(page, LOGIN);
    },
    'xstate.error.actor.login': (page) => abort(page, 'login'),
    LOGOUT: async (page) => {
      await hold(page, 'logout', 'POST', LOGOUT);
      await ui.logoutButton(page).click();
      await waitForHeld(page, 'logout');
    },
    'xstate.done.actor.logout': async (page) => {
      await release(page, 'logout');
      await settle(page, LOGOUT);
    },
    'xstate.error.actor.logout': (page) => abort(page, 'logout'),
    // The session ends in another tab; the next dashboard call answers 401, and the app re-checks.
    RECHECK: async (page, { env }) => {
      await signOutElsewhere(page, env);
      await hold(page, 'login_check', 'GET', CHECK);
      await ui.menuLink(page, 'closed_contracts').click();
      await waitForHeld(page, 'login_check');
    },
  },
};
