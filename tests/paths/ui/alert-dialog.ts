import type { Page } from 'playwright-core';
import type { Alert, AlertDialogContext } from '../../../machines/alert-dialog/alert-dialog.machine';
import { specText } from '../../spec-texts';
import type { ExpectedState } from '../toolkit';
import type { StepContext, UiDriver } from '../catalogue';
import { NotReplayable } from './not-replayable';
import { expectUi, lacks, shows, signInElsewhere, t, ui } from './page';

/**
 * The alert dialog in the portal, for a fresh signed-in customer on the dashboard. Its alerts:
 * the failed-request warning (SPEC §8) — the server drops the customer's socket, the client
 * reconnects and refetches the notifications, and that GET /notifications is answered with 500 —
 * and a high-priority notification pushed by the server (SPEC §9), which opens the same dialog (no
 * action: an OK button). OK is the button (the warning's 'Reload' reloads the page), DISMISS is
 * Escape. CANCEL has no trigger in the portal: those paths are on tests/paths/not-replayable.ts.
 */
const LIST = /\/notifications$/;
const alertOf = (expected: ExpectedState) => (expected.context as AlertDialogContext).alert;
const before = ({ index, path }: StepContext) => (index ? path.steps[index - 1]?.expected : path.start);
const emails = new WeakMap<Page, string>();

async function show(page: Page, { step, env }: StepContext) {
  const alert = step.event as unknown as Alert;
  const email = emails.get(page) ?? '';
  if (alert.id === 'request-failed') {
    await page.route(
      (url) => LIST.test(url.pathname), // the SPA asks for a page: ?limit=…
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 500, json: { message: 'server_error' } })
          : route.fallback(),
      { times: 1 },
    );
    const failed = page.waitForResponse((r) => LIST.test(new URL(r.url()).pathname) && r.status() === 500);
    await env.dropSockets(email);
    await failed;
    return;
  }
  await env.createNotification(email, {
    priority: 'high',
    subject: alert.title,
    content: alert.message,
    read: false,
    push: true,
    ...(alert.actions?.length ? {} : { actions: [] }),
  });
  // Shown at once, or queued behind the visible alert: the bell counts it either way.
  await page.locator('.notifications__badge').waitFor();
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
  async open(page, { env }) {
    const email = `alerts-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    emails.set(page, email);
    await signInElsewhere(page, env, email, 'Start1234');
    const listed = page.waitForResponse((r) => LIST.test(new URL(r.url()).pathname));
    await page.goto('/overview');
    await listed;
    await page.locator('.notifications[data-realtime=connected]').waitFor();
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
    SHOW: show,
    OK: async (page, context) => {
      const button = ui.alertDialog(page).getByRole('button');
      // The warning's 'Reload' reloads the page (SPEC §8); a notice queued behind it is unread and
      // stored, so the reloaded portal opens it at sign-in (SPEC §9).
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
