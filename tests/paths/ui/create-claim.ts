import type { Page } from 'playwright-core';
import type {
  CreateClaimContext,
  CreateClaimEvent,
} from '../../../machines/create-claim/create-claim.machine';
import type { ExpectedState } from '../toolkit';
import type { StepContext, UiDriver } from '../catalogue';
import { abort, answer, hold, inFlight, release } from './network';
import { DEMO, expectUi, lacks, shows, signInElsewhere, t } from './page';

/**
 * The create-claim stepper on /new_contract, signed in as the demo customer: each step is filled
 * in and sent with its own button; CONFIRM holds POST /widgets/data/{create-claim widget} until the
 * outcome step, which lets the real server save the claim, aborts the call (no answer), or answers
 * it with the 422 the API gives for that field (the samples' data is valid, so the real server
 * would accept it).
 */
const DATA = /\/widgets\/data\/\d+$/;
const CALL = 'create claim';

const ctx = (expected: ExpectedState) => expected.context as CreateClaimContext;
const heading = (page: Page, step: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`${t(`claim_form.steps.${step}`)}$`) });
const stepShown = (page: Page, step: string) =>
  shows(`the "${t(`claim_form.steps.${step}`)}" step`, heading(page, step));
const chooseButton = (page: Page, scope: string) =>
  page.getByRole('button', { name: t('claim_form.choose').replace('{{scope}}', t(`claims.scope.${scope}`)) });
const next = (page: Page) => page.getByRole('button', { name: t('claim_form.next'), exact: true }).click();

function errorChecks(page: Page, expected: ExpectedState) {
  const errors = Object.keys(ctx(expected).errors);
  if (!errors.length) return [lacks('no field error', page.locator('.field__error'))];
  return [shows('the field error from the API', page.locator('.field__error'))];
}

const event = <T extends CreateClaimEvent['type']>(c: StepContext) =>
  c.step.event as Extract<CreateClaimEvent, { type: T }>;

export const createClaimUi: UiDriver = {
  async open(page, { env }) {
    await signInElsewhere(page, env, DEMO.email, DEMO.password);
    await page.goto('/new_contract');
    await heading(page, 'scope').waitFor();
  },
  assertState: {
    scope: (page) =>
      expectUi([stepShown(page, 'scope'), shows('the scope choice', chooseButton(page, 'fairplane'))]),
    flight: (page, expected) =>
      expectUi([
        stepShown(page, 'flight'),
        shows('the flight number field', page.getByLabel(t('claims.flight_number'))),
        ...errorChecks(page, expected),
      ]),
    passengers: (page, expected) =>
      expectUi([
        stepShown(page, 'passengers'),
        shows('the first name field', page.getByLabel(t('claim_form.first_name'))),
        ...errorChecks(page, expected),
      ]),
    details: (page, expected) =>
      expectUi([
        stepShown(page, 'details'),
        shows('the disruption field', page.getByLabel(t('claim_form.disruption'))),
        ...errorChecks(page, expected),
      ]),
    summary: (page, expected) =>
      expectUi([
        stepShown(page, 'summary'),
        shows('the send button', page.getByRole('button', { name: t('claim_form.send') })),
        ctx(expected).failed
          ? shows(
              'the send failure',
              page.getByRole('alert').filter({ hasText: t('claim_form.send_failed') }),
            )
          : lacks('no send failure', page.getByText(t('claim_form.send_failed'))),
      ]),
    submitting: (page) =>
      expectUi([
        shows('"sending"', page.getByText(t('claim_form.sending'))),
        ['the POST pending', async () => inFlight(page, DATA).length > 0],
      ]),
    created: (page) =>
      expectUi([
        ['on active contracts', async () => page.url().endsWith('/active_contracts')],
        shows('the thank-you notice', page.getByText(t('notice.claim_created'))),
      ]),
  },
  executeEvent: {
    CHOOSE_SCOPE: (page, c) => chooseButton(page, event<'CHOOSE_SCOPE'>(c).scope).click(),
    SUBMIT_FLIGHT: async (page, c) => {
      const { flight, connecting_flights = [] } = event<'SUBMIT_FLIGHT'>(c);
      // One fieldset per flight of the booking; connecting flights are added with their button.
      for (const [i, f] of [flight, ...connecting_flights].entries()) {
        if (i > 0) await page.getByRole('button', { name: t('eu261.form.add_flight') }).click();
        const leg = page.getByRole('group', {
          name: t('eu261.form.flight').replace('{{number}}', String(i + 1)),
          exact: true,
        });
        await leg.getByLabel(t('claims.airline')).fill(f.airline);
        await leg.getByLabel(t('claims.flight_number')).fill(f.flight_number);
        await leg.getByLabel(t('claims.flight_date')).fill(f.flight_date);
        await leg.getByLabel(t('claims.departure_airport')).fill(f.departure_airport);
        await leg.getByLabel(t('claims.arrival_airport')).fill(f.arrival_airport);
      }
      await next(page);
    },
    SUBMIT_PASSENGERS: async (page, c) => {
      const [p] = event<'SUBMIT_PASSENGERS'>(c).passengers;
      await page.getByLabel(t('claim_form.first_name')).first().fill(p!.first_name);
      await page.getByLabel(t('claim_form.last_name')).first().fill(p!.last_name);
      await page
        .getByLabel(t('claim_form.email'))
        .first()
        .fill(p!.email ?? '');
      await next(page);
    },
    SUBMIT_DETAILS: async (page, c) => {
      const d = event<'SUBMIT_DETAILS'>(c).details;
      await page.getByLabel(t('claim_form.disruption')).selectOption(d.disruption ?? '');
      if (d.delay_hours !== undefined)
        await page.getByLabel(t('claim_form.delay_hours')).fill(String(d.delay_hours));
      await next(page);
    },
    BACK: (page) => page.getByRole('button', { name: t('claim_form.back'), exact: true }).click(),
    CONFIRM: async (page) => {
      await hold(page, CALL, 'POST', DATA);
      await page.getByRole('button', { name: t('claim_form.send') }).click();
    },
    'xstate.done.actor.submitClaim': async (page, c) => {
      const output = (
        c.step.event as unknown as { output: { ok: boolean; errors?: Record<string, string[]> } }
      ).output;
      if (output.ok) await release(page, CALL);
      else await answer(page, CALL, 422, { message: 'validation_failed', errors: output.errors });
    },
    'xstate.error.actor.submitClaim': (page) => abort(page, CALL),
  },
};
