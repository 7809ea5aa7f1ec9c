import type { Page } from 'playwright-core';
import type { EmailChangeContext } from '../../../machines/email-change/email-change.machine';
import type { ExpectedState } from '../toolkit';
import type { ReplayEnv, UiDriver } from '../catalogue';
import { abort, hold, inFlight, release, waitForHeld } from './network';
import { specText } from '../../spec-texts';
import { expectUi, isEnabled, messageText, shows, signInElsewhere, t, type Check } from './page';

/**
 * The e-mail change on /account_details and its mailed link page, for a fresh customer per path
 * (password Start1234). The sample's new address becomes a unique one (an address changed to once
 * is taken afterwards); the taken sample keeps other@example.com. Calls are held until the
 * outcome step; OPEN_LINK follows the link from the development mailbox; CONFIRM types the code
 * the page showed (or a different one for the wrong-code sample).
 */
const REQUEST = /\/email_change$/;
const CONFIRM = /\/email_change\/confirm$/;
const PASSWORD = 'Start1234';
const context = (e: ExpectedState) => e.context as EmailChangeContext;
type Run = { newEmail: string; code: string | null };
const runs = new WeakMap<Page, Run>();
const run = (page: Page) => {
  const r = runs.get(page);
  if (!r) throw new Error('no e-mail change run for this page');
  return r;
};
const pending = (page: Page, what: string, path: RegExp): Check => [
  `${what} pending`,
  async () => inFlight(page, path).length > 0,
];
const unique = (what: string) =>
  `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function newestLink(env: ReplayEnv, to: string): Promise<string> {
  const res = await fetch(`${env.url}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  const [mail] = (await res.json()) as { links: string[] }[];
  const link = mail?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return link;
}

/** The change requested in another tab of the same browser (the API answers the code to show). */
async function requestElsewhere(page: Page, env: ReplayEnv) {
  const api = page.context().request;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const check = await api.get(`${env.url}/login_check`, { headers });
  const { user } = (await check.json()) as { user: { id: number } };
  const csrf = (await page.context().cookies(env.url)).find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await api.post(`${env.url}/user/${user.id}/email_change`, {
    headers: { ...headers, 'x-csrf-token': csrf },
    data: { email: run(page).newEmail, password: PASSWORD },
  });
  if (res.status() !== 200) throw new Error(`requesting the e-mail change answered ${res.status()}`);
  run(page).code = ((await res.json()) as { activation_code: string }).activation_code;
}

const errorText = (e: ExpectedState) => {
  const error = context(e).error;
  return error ? messageText(error.code) : null;
};

export const emailChangeUi: UiDriver = {
  async open(page, { env }) {
    const email = unique('email-change');
    await env.createUser(email, PASSWORD);
    runs.set(page, { newEmail: unique('changed'), code: null });
    await signInElsewhere(page, env, email, PASSWORD);
    await page.goto('/account_details');
    await page.getByLabel(t('email_change.new_email')).waitFor();
  },
  assertState: {
    idle: (page, expected) => {
      const text = errorText(expected);
      return expectUi([
        shows('the new e-mail address field', page.getByLabel(t('email_change.new_email'))),
        ...(text ? [shows(`the message "${text}"`, page.getByText(text))] : []),
      ]);
    },
    requesting: (page) =>
      expectUi([
        [
          'the e-mail change button, disabled',
          async () => !(await isEnabled(page.locator('.email-change form button[type=submit]'))),
        ],
        pending(page, 'POST /user/{id}/email_change', REQUEST),
      ]),
    codeShown: (page) =>
      expectUi([
        shows('the activation code', page.locator('[data-activation-code]')),
        shows(`the hint naming ${run(page).newEmail}`, page.getByText(run(page).newEmail, { exact: false })),
      ]),
    awaitingCode: (page) =>
      expectUi([shows('the activation code field', page.getByLabel(t('email_change.code_label')))]),
    confirming: (page) =>
      expectUi([
        [
          'the Confirm button, disabled',
          async () => !(await isEnabled(page.getByRole('button', { name: t('email_change.confirm') }))),
        ],
        pending(page, 'POST /user/{id}/email_change/confirm', CONFIRM),
      ]),
    failed: (page, expected) => {
      const text = errorText(expected) ?? '';
      return expectUi([
        shows(`the failure "${text}"`, page.getByText(text)),
        shows('the link to request again', page.getByRole('link', { name: t('email_change.request_again') })),
      ]);
    },
    confirmed: (page) =>
      expectUi([shows("'Update successful!'", page.getByText(specText('success.update_successful')))]),
  },
  executeEvent: {
    REQUEST: async (page, { step }) => {
      const event = step.event as unknown as { email: string; password: string };
      const email = event.email === 'other@example.com' ? event.email : run(page).newEmail;
      await page.getByLabel(t('email_change.new_email')).fill(email);
      await page.locator('.email-change').getByLabel(t('account.current_password')).fill(event.password);
      await hold(page, 'request', 'POST', REQUEST);
      await page.locator('.email-change form button[type=submit]').click();
      await waitForHeld(page, 'request');
    },
    'xstate.done.actor.requestChange': async (page, { step }) => {
      await release(page, 'request');
      if (step.label === 'code shown') {
        const code = page.locator('[data-activation-code]');
        await code.waitFor();
        run(page).code = await code.getAttribute('data-activation-code');
      }
    },
    'xstate.error.actor.requestChange': (page) => abort(page, 'request'),
    OPEN_LINK: async (page, { env, index, path }) => {
      const before = index ? path.steps[index - 1]?.expected : path.start;
      if (!before?.states.includes('codeShown')) await requestElsewhere(page, env);
      await page.goto(await newestLink(env, run(page).newEmail));
    },
    CONFIRM: async (page, { step }) => {
      const code = run(page).code ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      await page
        .getByLabel(t('email_change.code_label'))
        .fill(step.label === 'enter a wrong code' ? wrong : code);
      await hold(page, 'confirm', 'POST', CONFIRM);
      await page.getByRole('button', { name: t('email_change.confirm') }).click();
      await waitForHeld(page, 'confirm');
    },
    'xstate.done.actor.confirmChange': (page) => release(page, 'confirm'),
    'xstate.error.actor.confirmChange': (page) => abort(page, 'confirm'),
    RESTART: async (page) => {
      // A confirm without an answer also raised the app-wide warning dialog (SPEC §8): Escape closes it.
      if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
      await page.getByRole('link', { name: t('email_change.request_again') }).click();
      await page.getByLabel(t('email_change.new_email')).waitFor();
    },
  },
};
