import type { Page } from 'playwright-core';
import type { PasswordFormContext } from '../../../machines/password-form/password-form.machine';
import { passwordFormModel } from '../models/password-form';

import type { StepContext, UiDriver } from '../catalogue';
import { newestMail, withApi } from './auth-api';
import { abort, hold, inFlight, release, settle, waitForHeld } from './network';
import { specText } from '../../spec-texts';
import { expectUi, isEnabled, isVisible, messageText, t } from './page';

/**
 * The password form on a real password-reset link: a new customer per path, the reset requested
 * over the API, the link opened from the development mailbox; POST /password_reset/{id}/{code}
 * held until the outcome step.
 */
const SAVE = /\/password_reset\/\d+\/[^/]+$/;

const passwordField = (page: Page) => page.getByLabel(t('auth.password.password'), { exact: true });
const confirmField = (page: Page) => page.getByLabel(t('auth.password.password_confirmation'));
const saveButton = (page: Page) => page.getByRole('button', { name: t('auth.password.save'), exact: true });
const savingButton = (page: Page) =>
  page.getByRole('button', { name: t('auth.password.saving'), exact: true });
const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text });

async function submit(page: Page, { step }: StepContext) {
  const sample = passwordFormModel.samples.SUBMIT.find((s) => s.label === step.label);
  if (!sample) throw new Error(`no SUBMIT sample "${step.label}"`);
  await passwordField(page).fill(sample.event.password);
  await confirmField(page).fill(sample.event.password_confirmation);
  await hold(page, 'save', 'POST', SAVE);
  await saveButton(page).click();
  await waitForHeld(page, 'save');
}

async function answered(page: Page, { step, env }: StepContext) {
  if (step.label === 'link already used') {
    // Another tab used the link first.
    const path = new URL(page.url()).pathname.replace(/^.*(\/password_reset\/)/, '$1');
    await withApi(env, async (post) => {
      const res = await post(path, { password: 'Elsewhere1', password_confirmation: 'Elsewhere1' });
      if (res.status !== 200) throw new Error(`using the link elsewhere answered ${res.status}`);
    });
  }
  await release(page, 'save');
  await settle(page, SAVE);
}

export const passwordFormUi: UiDriver = {
  async open(page, { env }) {
    const email = `reset-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    await withApi(env, async (post) => {
      const res = await post('/password_reset', { email, browser_lang: 'en_GB' });
      if (res.status !== 200) throw new Error(`POST /password_reset answered ${res.status}`);
    });
    const link = (await newestMail(env, email)).links[0];
    if (!link) throw new Error('the reset mail has no link');
    await page.goto(link);
  },
  assertState: {
    editing: (page, expected) => {
      const { fieldErrors } = expected.context as PasswordFormContext;
      const messages = Object.values(fieldErrors).flat();
      return expectUi([
        ["the field 'New password'", () => isVisible(passwordField(page))],
        ["the field 'Repeat the new password'", () => isVisible(confirmField(page))],
        ["the 'Save password' button, enabled", () => isEnabled(saveButton(page))],
        ...messages.map((code): [string, () => Promise<boolean>] => [
          `the message "${messageText(code)}"`,
          () => isVisible(page.getByText(messageText(code))),
        ]),
      ]);
    },
    submitting: (page) =>
      expectUi([
        ["the button 'Saving…', disabled", async () => !(await savingButton(page).isEnabled())],
        ['POST /password_reset/:id/:code pending', async () => inFlight(page, SAVE).length > 0],
      ]),
    saved: (page) =>
      expectUi([
        ['the page /success_reset', async () => new URL(page.url()).pathname.endsWith('/success_reset')],
        [
          `the heading '${specText('success.password_saved')}'`,
          () => isVisible(heading(page, specText('success.password_saved'))),
        ],
      ]),
    expired: (page) =>
      expectUi([
        ['the page /expired_link', async () => new URL(page.url()).pathname.endsWith('/expired_link')],
        [
          `the heading '${t('pages.expired_link.title')}'`,
          () => isVisible(heading(page, t('pages.expired_link.title'))),
        ],
      ]),
  },
  executeEvent: {
    SUBMIT: submit,
    'xstate.done.actor.submit': answered,
    'xstate.error.actor.submit': (page) => abort(page, 'save'),
  },
};
