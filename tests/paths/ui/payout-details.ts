import type { Page } from 'playwright-core';
import type {
  PayoutAccountInput,
  PayoutDetailsContext,
} from '../../../machines/payout-details/payout-details.machine';
import type { ExpectedState } from '../toolkit';
import { addPasskeyOnAccountPage, virtualAuthenticator } from '../../e2e/support/passkey';
import type { UiDriver } from '../catalogue';
import { abort, answer, hold, inFlight, release, waitForHeld } from './network';
import { expectUi, isEnabled, lacks, messageText, shows, signInElsewhere, t } from './page';

/**
 * The payout-details form of the claim page, for a fresh customer (password Start1234, and a
 * passkey on Chromium's virtual authenticator) with one active claim and its one passenger: enter
 * the account, confirm with the password or the passkey, save. The save is held until the outcome
 * step, which lets the server answer (saved, wrong password), answers a refusal itself (a refused
 * IBAN or passkey, a closed claim) or aborts it (no answer).
 */
const SAVE = /\/claims\/\d+\/payout_details\/\d+$/;
const PASSENGER = 'Max Mustermann';
const context = (e: ExpectedState) => e.context as PayoutDetailsContext;

const panel = (page: Page) => page.locator('section.payout');
const field = (page: Page, key: string) => panel(page).getByLabel(t(key), { exact: true });
const button = (page: Page, key: string) => panel(page).getByRole('button', { name: t(key), exact: true });

export const payoutDetailsUi: UiDriver = {
  async open(page, { env }) {
    const email = `payout-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    const id = await env.createClaim(email);
    await signInElsewhere(page, env, email, 'Start1234');
    await virtualAuthenticator(page.context(), page);
    await addPasskeyOnAccountPage(page, env.url, 'Replay device', {
      name: t('passkeys.name'),
      add: t('passkeys.add'),
      added: t('passkeys.added'),
    });
    await page.goto(`/contract/fairplane/${id}`);
    await panel(page)
      .getByRole('button', { name: t('payout.enter').replace('{{name}}', PASSENGER) })
      .click();
  },
  assertState: {
    editing: (page, expected) => {
      const { errors } = context(expected);
      return expectUi([
        shows('the IBAN field', field(page, 'payout.iban')),
        ['Continue enabled', () => isEnabled(button(page, 'payout.continue'))],
        errors.iban
          ? [
              'the IBAN marked invalid',
              async () => (await field(page, 'payout.iban').getAttribute('aria-invalid')) === 'true',
            ]
          : lacks('no field error', panel(page).locator('.field__error')),
      ]);
    },
    confirming: (page, expected) => {
      const { errors } = context(expected);
      return expectUi([
        shows('the password field', field(page, 'payout.password')),
        ['Save enabled', () => isEnabled(button(page, 'payout.save'))],
        ['Confirm with passkey enabled', () => isEnabled(button(page, 'payout.confirm_passkey'))],
        errors.password
          ? shows('the wrong-password message', panel(page).getByText(messageText('wrong_password')))
          : lacks('no field error', panel(page).locator('.field__error')),
        errors.passkey
          ? shows(
              'the passkey refusal',
              panel(page).getByRole('alert').getByText(messageText('passkey_invalid')),
            )
          : lacks('no passkey refusal', panel(page).locator('.payout__passkey [role=alert]')),
      ]);
    },
    saving: (page) =>
      expectUi([
        ['Save disabled', async () => !(await isEnabled(button(page, 'payout.save')))],
        ['the save POST pending', async () => inFlight(page, SAVE).length > 0],
      ]),
    failed: (page, expected) => {
      const { error } = context(expected);
      return expectUi([
        shows(
          'the failure',
          panel(page).getByText(error ? messageText(error) : t('payout.failed'), { exact: true }),
        ),
        shows('a Retry button', button(page, 'payout.retry')),
      ]);
    },
    saved: (page) =>
      expectUi([
        shows('the confirmation', panel(page).getByText(t('payout.saved').replace('{{name}}', PASSENGER))),
        shows('the masked IBAN', panel(page).getByText('DE89 **** **** **** **30 00')),
      ]),
  },
  executeEvent: {
    SUBMIT: async (page, { step }) => {
      const { account } = step.event as unknown as { account: PayoutAccountInput };
      await field(page, 'payout.holder').fill(account.holder);
      await field(page, 'payout.iban').fill(account.iban);
      await field(page, 'payout.bic').fill(account.bic);
      await button(page, 'payout.continue').click();
    },
    CONFIRM: async (page, { step }) => {
      await hold(page, 'save', 'POST', SAVE);
      await field(page, 'payout.password').fill((step.event as unknown as { password: string }).password);
      await button(page, 'payout.save').click();
      await waitForHeld(page, 'save');
    },
    CONFIRM_PASSKEY: async (page) => {
      await hold(page, 'save', 'POST', SAVE);
      await button(page, 'payout.confirm_passkey').click();
      await waitForHeld(page, 'save');
    },
    CANCEL: (page) => button(page, 'payout.cancel').click(),
    RETRY: async (page) => {
      // A request without an answer also raises the app-wide warning dialog (SPEC §8): Escape closes it.
      if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
      await button(page, 'payout.retry').click();
    },
    EDIT: (page) => button(page, 'payout.change_again').click(),
    'xstate.done.actor.saveDetails': (page, { step }) => {
      if (step.label === 'IBAN refused')
        return answer(page, 'save', 422, {
          message: 'validation_failed',
          errors: { iban: ['invalid_value'] },
        });
      if (step.label === 'passkey refused')
        return answer(page, 'save', 422, {
          message: 'validation_failed',
          errors: { passkey: ['passkey_invalid'] },
        });
      if (step.label === 'closed') return answer(page, 'save', 409, { message: 'claim_closed' });
      return release(page, 'save');
    },
    'xstate.error.actor.saveDetails': (page) => abort(page, 'save'),
  },
};
