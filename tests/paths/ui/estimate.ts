import type { Page } from 'playwright-core';
import type { EstimateContext, EstimateEvent } from '../../../machines/estimate/estimate.machine';
import type { ExpectedState } from '../toolkit';
import type { StepContext, UiDriver } from '../catalogue';
import { abort, hold, inFlight, release, waitForHeld } from './network';
import { expectUi, lacks, messageText, shows, t } from './page';

/**
 * The public EU 261 calculator on /estimate, anonymous. SUBMIT fills in the form with the sample's
 * facts and presses Calculate; POST /estimate is held until the outcome step, which lets the real
 * server answer (the amount for the valid facts, the refusal for the unknown airline) or aborts it
 * (no answer).
 */
const ESTIMATE = /\/estimate$/;
const CALL = 'estimate';
const ctx = (expected: ExpectedState) => expected.context as EstimateContext;
const button = (page: Page) => page.getByRole('button', { name: t('eu261.form.submit'), exact: true });
const result = (page: Page) => page.locator('section.estimate');

async function fill(page: Page, request: Extract<EstimateEvent, { type: 'SUBMIT' }>['request']) {
  const [leg] = request.legs;
  if (!leg || request.legs.length !== 1 || request.disruption !== 'delay')
    throw new Error('estimate UI driver: the samples are one delayed flight');
  await page.getByLabel(t('eu261.form.departure_airport')).fill(leg.departure_airport);
  await page.getByLabel(t('eu261.form.arrival_airport')).fill(leg.arrival_airport);
  await page.getByLabel(t('eu261.form.carrier')).fill(leg.carrier);
  await page.getByLabel(t('claim_form.disruption')).selectOption('delay');
  await page.getByLabel(t('claim_form.delay_hours')).fill(String((request.arrival_delay_minutes ?? 0) / 60));
}

export const estimateUi: UiDriver = {
  async open(page) {
    await page.goto('/estimate');
    await page.getByRole('heading', { level: 1, name: t('eu261.title') }).waitFor();
  },
  assertState: {
    editing: (page) =>
      expectUi([
        shows('the first airport field', page.getByLabel(t('eu261.form.departure_airport'))),
        shows('the Calculate button', button(page)),
        lacks('no result', result(page)),
      ]),
    calculating: (page) =>
      expectUi([
        ['the Calculate button is busy', async () => button(page).isDisabled()],
        ['POST /estimate pending', async () => inFlight(page, ESTIMATE).length > 0],
      ]),
    answered: (page, expected) =>
      expectUi([
        shows('the amount per passenger', result(page).locator('.estimate__amount')),
        [
          `the amount ${ctx(expected).result?.amount_per_passenger ?? '?'} cents`,
          async () =>
            (await result(page).locator('.estimate__amount').getAttribute('data-amount')) ===
            String(ctx(expected).result?.amount_per_passenger),
        ],
        shows('the reasoning with its sources', result(page).locator('.estimate__sources')),
        lacks('no field error', page.locator('.field__error')),
      ]),
    refused: (page, expected) => {
      const code = Object.values(ctx(expected).errors)[0]?.[0] ?? 'unknown_carrier';
      return expectUi([
        shows(
          `the reason "${messageText(code)}"`,
          page.locator('.field__error', { hasText: messageText(code) }),
        ),
        lacks('no result', result(page)),
      ]);
    },
    failed: (page) =>
      expectUi([
        shows('the failure', page.getByRole('alert').filter({ hasText: t('eu261.result.failed') })),
        shows('a Retry button', page.getByRole('button', { name: t('eu261.result.retry') })),
      ]),
  },
  executeEvent: {
    SUBMIT: async (page, c: StepContext) => {
      await fill(page, (c.step.event as Extract<EstimateEvent, { type: 'SUBMIT' }>).request);
      await hold(page, CALL, 'POST', ESTIMATE);
      await button(page).click();
      await waitForHeld(page, CALL);
    },
    RETRY: async (page) => {
      // A request without an answer also raises the app-wide warning dialog (SPEC §8): Escape closes it.
      if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
      await hold(page, CALL, 'POST', ESTIMATE);
      await page.getByRole('button', { name: t('eu261.result.retry') }).click();
      await waitForHeld(page, CALL);
    },
    'xstate.done.actor.calculate': (page) => release(page, CALL),
    'xstate.error.actor.calculate': (page) => abort(page, CALL),
  },
};
