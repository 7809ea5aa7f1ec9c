import type { Page } from 'playwright-core';
import type { ClaimTransferContext } from '../../../machines/claim-transfer/claim-transfer.machine';
import type { ExpectedState } from '../toolkit';
import type { ReplayEnv, StepContext, UiDriver } from '../catalogue';
import { abort, hold, inFlight, release, waitForHeld } from './network';
import { expectUi, isEnabled, lacks, messageText, shows, signInElsewhere, t, type Check } from './page';

/**
 * The claim transfer panel on /claim_transfer, for a fresh customer with one claim (created per
 * path, so transfers never touch the demo data). Its calls (GET/POST/DELETE /claim_transfer…) are
 * held until the outcome step, which lets the real server answer (after arranging it: a pending
 * transfer for 'transfer pending') or aborts the call (no answer: the actor's error).
 */
const LOAD = /\/claim_transfer\/\d+$/;
const REQUEST = /\/claim_transfer$/;
const context = (e: ExpectedState) => e.context as ClaimTransferContext;
const claimOf = new WeakMap<Page, { id: number; email: string }>();

const panel = (page: Page) => page.locator('section.claim-transfer');
const emailField = (page: Page) => panel(page).getByLabel(t('transfer.new_email'));
const pending = (page: Page, what: string, path: RegExp): Check => [
  `${what} pending`,
  async () => inFlight(page, path).length > 0,
];

async function api(page: Page, env: ReplayEnv, method: 'POST' | 'DELETE', path: string, data?: unknown) {
  const cookies = await page.context().cookies(env.url);
  const csrf = cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await page.context().request.fetch(`${env.url}${path}`, {
    method,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': csrf },
    ...(data ? { data } : {}),
  });
  if (res.status() !== 200) throw new Error(`${method} ${path} answered ${res.status()}`);
}

async function loadAnswers(page: Page, { step, env }: StepContext) {
  const claim = claimOf.get(page);
  if (!claim) throw new Error('no claim for this page');
  if (step.label === 'transfer pending')
    await api(page, env, 'POST', '/claim_transfer', {
      email: 'other@example.com',
      claim_id: claim.id,
      widget_id: null,
    });
  await release(page, 'load');
}

async function openPanel(page: Page) {
  await hold(page, 'load', 'GET', LOAD);
  await page
    .getByRole('button', { name: /^Transfer contract / })
    .first()
    .click();
  await waitForHeld(page, 'load');
}

export const claimTransferUi: UiDriver = {
  async open(page, { env, path }) {
    const email = `transfer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    // 'transfer accepted' is what the new owner sees: the customer's one claim is one they received.
    const received = path.steps[0]?.label === 'transfer accepted';
    const id = received ? await env.receiveClaim(email) : await env.createClaim(email);
    claimOf.set(page, { id, email });
    await signInElsewhere(page, env, email, 'Start1234');
    await page.goto('/claim_transfer');
    await openPanel(page);
  },
  assertState: {
    loading: (page) =>
      expectUi([
        shows('the loading text', panel(page).getByText(t('transfer.loading'))),
        pending(page, 'GET /claim_transfer/{id}', LOAD),
      ]),
    failed: (page) =>
      expectUi([
        shows('the load/save failure', panel(page).getByText(t('transfer.failed'))),
        shows('a Retry button', panel(page).getByRole('button', { name: t('transfer.retry') })),
      ]),
    none: (page, expected) => {
      const { error } = context(expected);
      return expectUi([
        shows('the new e-mail address field', emailField(page)),
        error
          ? shows(`the message "${messageText(error)}"`, panel(page).getByText(messageText(error)))
          : lacks('no field error', panel(page).locator('.field__error')),
      ]);
    },
    requesting: (page) =>
      expectUi([
        [
          "the button 'Sending…', disabled",
          async () => !(await isEnabled(panel(page).getByRole('button', { name: t('transfer.submitting') }))),
        ],
        pending(page, 'POST /claim_transfer', REQUEST),
      ]),
    requested: (page, expected) => {
      const text = t('transfer.pending').replace('{{email}}', context(expected).transfer?.email ?? '');
      return expectUi([
        shows(`'${text}'`, panel(page).getByText(text)),
        shows('the Cancel transfer button', panel(page).getByRole('button', { name: t('transfer.cancel') })),
      ]);
    },
    cancelling: (page) =>
      expectUi([
        [
          'the Cancel transfer button, disabled',
          async () => !(await isEnabled(panel(page).getByRole('button', { name: t('transfer.cancel') }))),
        ],
      ]),
    cancelled: (page) =>
      expectUi([
        shows('the cancelled message', panel(page).getByText(t('success.claim_transfer_cancelled'))),
        shows('the e-mail form again', emailField(page)),
      ]),
    accepted: (page) => expectUi([shows('the accepted text', panel(page).getByText(t('transfer.accepted')))]),
  },
  executeEvent: {
    REQUEST: async (page, { step }) => {
      // "The owner's own address" is the replay customer's own, not the sample's demo address.
      const own = step.label.includes('own address') ? claimOf.get(page)?.email : undefined;
      await emailField(page).fill(own ?? (step.event as unknown as { email: string }).email);
      await hold(page, 'request', 'POST', REQUEST);
      await panel(page)
        .getByRole('button', { name: t('transfer.submit'), exact: true })
        .click();
      await waitForHeld(page, 'request');
    },
    CANCEL: async (page) => {
      await hold(page, 'cancel', 'DELETE', LOAD);
      await panel(page)
        .getByRole('button', { name: t('transfer.cancel') })
        .click();
      await waitForHeld(page, 'cancel');
    },
    RETRY: async (page) => {
      // A request without an answer also raises the app-wide warning dialog (SPEC §8): Escape closes it.
      if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
      await hold(page, 'load', 'GET', LOAD);
      await panel(page)
        .getByRole('button', { name: t('transfer.retry') })
        .click();
      await waitForHeld(page, 'load');
    },
    'xstate.done.actor.loadTransfer': loadAnswers,
    'xstate.error.actor.loadTransfer': (page) => abort(page, 'load'),
    'xstate.done.actor.requestTransfer': (page) => release(page, 'request'),
    'xstate.error.actor.requestTransfer': (page) => abort(page, 'request'),
    'xstate.done.actor.cancelTransfer': (page) => release(page, 'cancel'),
    'xstate.error.actor.cancelTransfer': (page) => abort(page, 'cancel'),
  },
};
