import type { Page } from 'playwright-core';
import type { Alert, AlertDialogContext } from '../../../machines/alert-dialog/alert-dialog.machine';
import { specText } from '../../spec-texts';
import type { ExpectedState } from '../../../machines/testing';
import type { StepContext, UiDriver } from '../catalogue';
import { NotReplayable } from './not-replayable';
import { DEMO, expectUi, lacks, shows, t, ui } from './page';

/**
 * The alert dialog in the portal. Its only alert today is the failed-request warning (SPEC §8),
 * so SHOW is a login whose POST /login the network answers with 500; OK is its 'Reload' button
 * (the page reloads), DISMISS is Escape. Alerts without actions, a second alert while one is
 * visible, and CANCEL have no trigger in the portal yet: those steps are reported, not faked.
 */
const alertOf = (expected: ExpectedState) => (expected.context as AlertDialogContext).alert;
const before = ({ index, path }: StepContext) => (index ? path.steps[index - 1]?.expected : path.start);

async function showWarning(page: Page, context: StepContext) {
  const alert = alertOf(context.step.expected);
  if (before(context)?.states.includes('visible'))
    throw new NotReplayable(
      'a second alert while one is visible (queued SHOW): the only alert in the portal is the failed-request ' +
        'warning, and the app shows it once however many requests fail',
    );
  if (alert?.id !== 'request-failed')
    throw new NotReplayable(`no screen of the portal shows the alert "${alert?.title}" yet`);
  await page.route(/\/login$/, (route) => route.fulfill({ status: 500, json: { message: 'server_error' } }), {
    times: 1,
  });
  await ui.emailField(page).fill(DEMO.email);
  await page.getByLabel(t('login.password')).fill(DEMO.password);
  await ui.loginButton(page).click();
}

/** What the dialog shows: the failed-request warning's texts are SPEC §8's (tests/spec-texts.ts). */
function shownTexts(alert: Alert) {
  if (alert.id === 'request-failed')
    return {
      title: specText('errors.request_failed_title'),
      message: specText('errors.request_failed_message'),
      label: specText('errors.reload'),
    };
  const label = alert.actions?.[0]?.label || t('common.ok').toLocaleUpperCase('en-GB');
  return { title: alert.title, message: alert.message, label };
}

export const alertDialogUi: UiDriver = {
  async open(page) {
    await page.goto('/');
    await ui.emailField(page).waitFor();
  },
  assertState: {
    hidden: (page) => expectUi([lacks('no alert dialog', ui.alertDialog(page))]),
    visible: (page, expected) => {
      const alert = alertOf(expected);
      if (!alert) throw new Error('the path expects a visible alert without one in context');
      const { title, message, label } = shownTexts(alert);
      const dialog = page.getByRole('alertdialog', { name: title });
      return expectUi([
        shows(`an alert dialog titled "${title}"`, dialog),
        shows('the alert icon in its heading', dialog.getByRole('heading').locator('svg')),
        shows(`the message "${message}"`, dialog.getByText(message, { exact: true })),
        [
          `one button, "${label}"`,
          async () => (await dialog.getByRole('button').allInnerTexts()).join('|') === label,
        ],
      ]);
    },
  },
  executeEvent: {
    SHOW: showWarning,
    OK: async (page, context) => {
      const button = ui.alertDialog(page).getByRole('button');
      // The warning's 'Reload' reloads the page (SPEC §8).
      if (alertOf(before(context) ?? context.step.expected)?.id === 'request-failed')
        await Promise.all([page.waitForEvent('load'), button.click()]);
      else await button.click();
    },
    DISMISS: (page) => page.keyboard.press('Escape'),
    CANCEL: () => {
      throw new NotReplayable(
        'nothing in the portal sends CANCEL: the dialog has one button (OK) and Escape (DISMISS), and no ' +
          'screen withdraws an alert in code',
      );
    },
  },
};
