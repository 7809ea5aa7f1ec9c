import type { Page } from 'playwright-core';
import type { AccountDeletionContext } from '../../../machines/account-deletion/account-deletion.machine';
import { REFUSAL } from '../models/account-deletion';
import type { ExpectedState } from '../toolkit';
import type { UiDriver } from '../catalogue';
import { abort, answer, hold, inFlight, release, waitForHeld } from './network';
import { expectUi, isEnabled, lacks, messageText, shows, signInElsewhere, t } from './page';

/**
 * The privacy centre's account deletion, for a fresh customer without claims (its account really
 * can go). The check and the deletion are held until their outcome step, which lets the server
 * answer (deletable; deleted), answers what a fresh account cannot provoke (a refusal with the
 * model's reasons, a wrong password) or aborts (no answer).
 */
const CHECK = /\/user\/privacy\/deletion$/;
const DELETE = /\/user\/privacy\/delete_account$/;
const context = (e: ExpectedState) => e.context as AccountDeletionContext;

const part = (page: Page) => page.locator('section.privacy');
const button = (page: Page, key: string) => part(page).getByRole('button', { name: t(key), exact: true });
const passwordField = (page: Page) => part(page).getByLabel(t('account.current_password'));

async function check(page: Page, key: string) {
  // A request without an answer also raises the app-wide warning dialog (SPEC §8): Escape closes it.
  if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
  await hold(page, 'check', 'GET', CHECK);
  await button(page, key).click();
  await waitForHeld(page, 'check');
}

export const accountDeletionUi: UiDriver = {
  async open(page, { env }) {
    const email = `deletion-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    await signInElsewhere(page, env, email, 'Start1234');
    await page.goto('/account_details');
    await part(page).scrollIntoViewIfNeeded();
  },
  assertState: {
    idle: (page) => expectUi([['Delete account enabled', () => isEnabled(button(page, 'privacy.delete'))]]),
    checking: (page) =>
      expectUi([
        ['the button busy', async () => !(await isEnabled(button(page, 'privacy.checking')))],
        ['the check pending', async () => inFlight(page, CHECK).length > 0],
      ]),
    refused: (page, expected) => {
      const reasons = context(expected).check ?? REFUSAL;
      return expectUi([
        shows('the refusal', part(page).getByText(t('privacy.refused'))),
        ...reasons.active_claims.map((c) =>
          shows(`the active claim ${c}`, part(page).getByText(c, { exact: true })),
        ),
        ...reasons.retained.map((r) =>
          shows(`the records of ${r.case_number}`, part(page).getByText(r.case_number, { exact: false })),
        ),
        shows('a Close button', button(page, 'privacy.close')),
      ]);
    },
    confirming: (page, expected) => {
      const { error } = context(expected);
      return expectUi([
        shows('the warning', part(page).getByText(t('privacy.confirm_warning'))),
        shows('the password field', passwordField(page)),
        shows('the confirmation', part(page).getByLabel(t('privacy.confirm_checkbox'))),
        error
          ? shows(`the message "${messageText(error)}"`, part(page).getByText(messageText(error)))
          : lacks('no message', part(page).locator('.field__error')),
      ]);
    },
    deleting: (page) =>
      expectUi([
        ['Delete busy', async () => !(await isEnabled(button(page, 'privacy.deleting')))],
        ['the deletion pending', async () => inFlight(page, DELETE).length > 0],
      ]),
    failed: (page) =>
      expectUi([
        shows('the failure', part(page).getByText(t('privacy.delete_failed'))),
        shows('a Retry button', button(page, 'privacy.retry')),
      ]),
    deleted: (page) =>
      expectUi([
        shows('the account is deleted', part(page).getByText(t('privacy.deleted'))),
        shows('the way to the login page', button(page, 'privacy.to_login')),
      ]),
  },
  executeEvent: {
    START: (page) => check(page, 'privacy.delete'),
    RETRY: (page) => check(page, 'privacy.retry'),
    CLOSE: (page) => button(page, 'privacy.close').click(),
    CANCEL: async (page) => {
      if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
      await button(page, 'privacy.cancel').click();
    },
    SUBMIT: async (page, { step }) => {
      const { password } = step.event as unknown as { password: string };
      await passwordField(page).fill(password);
      await part(page).getByLabel(t('privacy.confirm_checkbox')).check();
      if (password === '') return button(page, 'privacy.confirm_delete').click();
      await hold(page, 'delete', 'POST', DELETE);
      await button(page, 'privacy.confirm_delete').click();
      await waitForHeld(page, 'delete');
    },
    'xstate.done.actor.checkDeletion': (page, { step }) =>
      step.label === 'refused' ? answer(page, 'check', 200, REFUSAL) : release(page, 'check'),
    'xstate.error.actor.checkDeletion': (page) => abort(page, 'check'),
    'xstate.done.actor.deleteAccount': async (page, { step }) => {
      if (step.label === 'wrong password')
        return answer(page, 'delete', 422, {
          message: 'validation_failed',
          errors: { password: ['wrong_password'] },
        });
      if (step.label === 'refused meanwhile') {
        // The refusal sends the page to the check again: held like any check, for its outcome step.
        await hold(page, 'check', 'GET', CHECK);
        await answer(page, 'delete', 409, { message: 'account_deletion_refused' });
        return void (await waitForHeld(page, 'check'));
      }
      return release(page, 'delete');
    },
    'xstate.error.actor.deleteAccount': (page) => abort(page, 'delete'),
  },
};
