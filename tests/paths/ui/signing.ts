import type { Page } from 'playwright-core';
import type { SigningContext } from '../../../machines/signing/signing.machine';
import type { ExpectedState } from '../toolkit';
import type { UiDriver } from '../catalogue';
import { abort, answer, hold, inFlight, release, waitForHeld } from './network';
import { expectUi, isEnabled, lacks, messageText, shows, signInElsewhere, t } from './page';

/**
 * The signing form of the claim page's signatures panel, for a fresh customer with one claim:
 * the owner signs their own assignment. Strokes are real mouse drags on the canvas; the POST is
 * held until the outcome step, which lets the server answer, answers a refusal (422) or aborts it.
 */
const SIGN = /\/claims\/\d+\/signatures\/\d+$/;
const context = (e: ExpectedState) => e.context as SigningContext;

const panel = (page: Page) => page.locator('section.signatures');
const pad = (page: Page) => panel(page).getByRole('img', { name: t('signatures.pad_label') });
const typedField = (page: Page) => panel(page).getByLabel(t('signatures.typed_label'));
const button = (page: Page, key: string) => panel(page).getByRole('button', { name: t(key), exact: true });

async function stroke(page: Page) {
  await pad(page).scrollIntoViewIfNeeded();
  const box = await pad(page).boundingBox();
  if (!box) throw new Error('no signature pad');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 20 + i * 20, y + (i % 2 ? -20 : 20));
  await page.mouse.up();
}

async function sign(page: Page, key: string) {
  await hold(page, 'sign', 'POST', SIGN);
  await button(page, key).click();
  await waitForHeld(page, 'sign');
}

export const signingUi: UiDriver = {
  async open(page, { env }) {
    const email = `signing-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    const id = await env.createClaim(email);
    await signInElsewhere(page, env, email, 'Start1234');
    await page.goto(`/contract/fairplane/${id}`);
    await button(page, 'signatures.sign_self').click();
  },
  assertState: {
    empty: (page) =>
      expectUi([
        shows('the signature pad', pad(page)),
        ['Continue disabled', async () => !(await isEnabled(button(page, 'signatures.continue')))],
        ['Clear disabled', async () => !(await isEnabled(button(page, 'signatures.clear')))],
      ]),
    drawn: (page) =>
      expectUi([
        ['Clear enabled', () => isEnabled(button(page, 'signatures.clear'))],
        ['Continue enabled', () => isEnabled(button(page, 'signatures.continue'))],
        ['the typed-name field disabled', async () => !(await typedField(page).isEnabled())],
      ]),
    typed: (page, expected) =>
      expectUi([
        [
          'the typed name in its field',
          async () =>
            (await typedField(page).inputValue()).trim() ===
            (context(expected).signature as { name: string } | null)?.name,
        ],
        ['Continue enabled', () => isEnabled(button(page, 'signatures.continue'))],
      ]),
    confirmed: (page, expected) => {
      const { error } = context(expected);
      return expectUi([
        shows('the review heading', panel(page).getByText(t('signatures.review_title'))),
        ['Sign enabled', () => isEnabled(button(page, 'signatures.sign'))],
        error
          ? shows(`the message "${messageText(error)}"`, panel(page).getByText(messageText(error)))
          : lacks('no message', panel(page).locator('.signing [role=alert]')),
      ]);
    },
    signing: (page) =>
      expectUi([
        ['Sign disabled', async () => !(await isEnabled(button(page, 'signatures.sign')))],
        ['the signature POST pending', async () => inFlight(page, SIGN).length > 0],
      ]),
    failed: (page) =>
      expectUi([
        shows('the failure', panel(page).getByText(t('signatures.failed'))),
        shows('a Retry button', button(page, 'signatures.retry')),
      ]),
    signed: (page) =>
      expectUi([
        shows('the passenger signed', panel(page).getByText(t('signatures.status.signed'), { exact: true })),
      ]),
  },
  executeEvent: {
    STROKE: (page) => stroke(page),
    CLEAR: (page) => button(page, 'signatures.clear').click(),
    TYPE: (page, { step }) => typedField(page).fill((step.event as unknown as { name: string }).name),
    CONFIRM: (page) => button(page, 'signatures.continue').click(),
    BACK: (page) => button(page, 'signatures.back').click(),
    SIGN: (page) => sign(page, 'signatures.sign'),
    RETRY: async (page) => {
      // A request without an answer also raises the app-wide warning dialog (SPEC §8): Escape closes it.
      if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
      await sign(page, 'signatures.retry');
    },
    'xstate.done.actor.submitSignature': (page, { step }) =>
      step.label === 'refused'
        ? answer(page, 'sign', 422, {
            message: 'validation_failed',
            errors: { 'signature.png_base64': ['signature_invalid'] },
          })
        : release(page, 'sign'),
    'xstate.error.actor.submitSignature': (page) => abort(page, 'sign'),
  },
};
