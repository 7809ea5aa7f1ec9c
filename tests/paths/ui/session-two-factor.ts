import type { Page } from 'playwright-core';
import type { SessionContext } from '../../../machines/session/session.machine';
import type { ExpectedState } from '../toolkit';
import type { StepContext, UiDriver } from '../catalogue';
import { newestCode, newestMail, withApi } from './auth-api';
import { abort, hold, inFlight, release, settle, waitForHeld } from './network';
import { expectUi, isEnabled, isVisible, messageText, t, ui, type Check } from './page';

/**
 * The session machine's two-factor step and link sign-in in the portal: the demo account
 * 2fa@example.com, its code read from the development mailbox, POST /two_factor_auth/:token held
 * until the outcome step. Merged into the session driver (tests/paths/ui/session.ts).
 */
const TWO_FACTOR = { email: '2fa@example.com', password: 'Demo1234' };
const VERIFY = /\/two_factor_auth\/[^/]+$/;
const ON_PAGE = /\/two_factor_auth\/([A-Za-z0-9_-]+)$/;
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

const codeField = (page: Page) => page.getByLabel(t('auth.two_factor.code'));
const tokenOf = (page: Page) => ON_PAGE.exec(new URL(page.url()).pathname)?.[1];
const context = (expected: ExpectedState) => expected.context as SessionContext;

/** On the two-factor page, a LOGIN starts from the login form again: follow 'Back to the login'. */
export async function leaveTwoFactorPage(page: Page): Promise<void> {
  if (!tokenOf(page)) return;
  // A failed request left the warning dialog open (modal): the visitor dismisses it first.
  if (await isVisible(ui.alertDialog(page))) {
    await page.keyboard.press('Escape');
    await ui.alertDialog(page).waitFor({ state: 'hidden' });
  }
  await page.getByRole('link', { name: t('auth.to_login') }).click();
  await page.waitForURL(/\/login\/?$/);
}

/** Makes sure the page shows a live two-factor step: from elsewhere, a password step over the API. */
async function twoFactorPage(page: Page, { env }: StepContext): Promise<string> {
  const onPage = tokenOf(page);
  if (onPage) return onPage;
  const token = await withApi(env, async (post) => {
    const res = await post('/login', TWO_FACTOR);
    if (res.status !== 202)
      throw new Error(`the password step for ${TWO_FACTOR.email} answered ${res.status}`);
    return (res.json as { two_factor_token: string }).two_factor_token;
  });
  await page.goto(`/two_factor_auth/${token}`);
  await codeField(page).waitFor();
  return token;
}

async function enterCode(page: Page, ctx: StepContext) {
  await twoFactorPage(page, ctx);
  const right = await newestCode(ctx.env, TWO_FACTOR.email);
  const code = ctx.step.label === 'the mailed code' ? right : right === '000000' ? '000001' : '000000';
  await codeField(page).fill(code);
  await hold(page, 'two_factor', 'POST', VERIFY);
  await page.getByRole('button', { name: t('auth.two_factor.submit'), exact: true }).click();
  await waitForHeld(page, 'two_factor');
}

/** The outcome: the server answers for real; 'step expired' first spends the step's tries over the API. */
async function codeAnswered(page: Page, { step, env }: StepContext) {
  if (step.label === 'step expired (fifth wrong code)') {
    const token = tokenOf(page);
    await withApi(env, async (post) => {
      for (let i = 0; i < 5; i++)
        if ((await post(`/two_factor_auth/${token}`, { code: '999999' })).status === 410) return;
    });
  }
  await release(page, 'two_factor');
  await settle(page, VERIFY);
}

/**
 * Asks for a sign-in link from the page's own browser (its cookies: a link works without a question
 * only where it was requested) and opens it from the mailbox (a new page load). A signed-in page
 * is asked first whether to leave its account: the visitor continues.
 */
async function openSignInLink(page: Page, env: StepContext['env'], email: string, redirect?: string) {
  await page.request.get(`${env.url}/login_check`, { headers: XRW });
  const csrf = (await page.context().cookies(env.url)).find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await page.request.post(`${env.url}/login/email`, {
    data: redirect ? { email, redirect } : { email },
    headers: { ...XRW, 'x-csrf-token': csrf },
  });
  if (res.status() !== 200) throw new Error(`POST /login/email answered ${res.status()}`);
  const link = (await newestMail(env, email)).links[0];
  if (!link) throw new Error('the sign-in mail has no link');
  await page.goto(link);
  const next = page.getByRole('button', { name: t('auth.link.continue') });
  const question = page.getByRole('heading', { name: t('auth.link.confirm_title') });
  // Whichever comes first: the question, or the page moving on without one (the loser is dropped).
  const asked = await Promise.race([
    question.waitFor().then(
      () => true,
      () => false,
    ),
    page
      .waitForURL((url) => !url.search.includes('link=1'))
      .then(
        () => false,
        () => false,
      ),
  ]);
  if (asked) await next.click();
}

/** Signed in by a mailed link: the demo customer's, opened in this browser (their claims need them: the overview). */
async function signInByLink(page: Page, { env }: StepContext) {
  await openSignInLink(page, env, 'demo@example.com');
  await page.waitForURL(/\/overview$/);
}

/** A two-factor account's mailed link: the code page follows (signed-in: after the question). */
async function twoFactorLink(page: Page, { env, step }: StepContext) {
  const redirect = (step.event as { redirect?: string }).redirect;
  await openSignInLink(page, env, TWO_FACTOR.email, redirect);
  await page.waitForURL(ON_PAGE);
  await codeField(page).waitFor();
}

const errorShown = (page: Page, expected: ExpectedState): Check => {
  const { error } = context(expected);
  return error
    ? [
        `the message "${messageText(error)}"`,
        async () => (await page.locator('form [role=alert]').innerText()) === messageText(error),
      ]
    : ['no error message', async () => (await page.locator('form [role=alert]').count()) === 0];
};

export const twoFactorUi: Pick<UiDriver, 'assertState' | 'executeEvent'> = {
  assertState: {
    twoFactor: (page, expected) =>
      expectUi([
        ['the two-factor page', async () => tokenOf(page) !== undefined],
        ["the field 'Code from the e-mail'", () => isVisible(codeField(page))],
        [
          "the 'Confirm' button, enabled",
          () => isEnabled(page.getByRole('button', { name: t('auth.two_factor.submit'), exact: true })),
        ],
        errorShown(page, expected),
      ]),
    verifyingCode: (page) =>
      expectUi([
        ["the field 'Code from the e-mail'", () => isVisible(codeField(page))],
        [
          "the button 'Checking…', disabled",
          async () =>
            !(await page
              .getByRole('button', { name: t('auth.two_factor.checking'), exact: true })
              .isEnabled()),
        ],
        ['POST /two_factor_auth/:token pending', async () => inFlight(page, VERIFY).length > 0],
      ]),
  },
  executeEvent: {
    CODE: enterCode,
    'xstate.done.actor.verifyCode': codeAnswered,
    'xstate.error.actor.verifyCode': (page) => abort(page, 'two_factor'),
    SIGNED_IN: signInByLink,
    TWO_FACTOR: twoFactorLink,
  },
};
