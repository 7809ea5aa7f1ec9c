import type { Page } from 'playwright-core';
import type { UploadContext } from '../../../machines/upload/upload.machine';
import type { ExpectedState } from '../toolkit';
import { pngFile } from '../../../server/testing/document-files';
import type { UiDriver } from '../catalogue';
import { abort, hold, inFlight, release, waitForHeld } from './network';
import { expectUi, messageText, shows, signInElsewhere, t } from './page';

/**
 * One file's upload on a claim page, for a fresh customer with one claim (created per path). The
 * file is chosen through the drop zone's file chooser: a real PNG boarding pass, or a text file
 * when the path's upload is refused. The POST is held until the outcome step, which lets the real
 * server answer (stored, or refused for the text file) or aborts it (no answer: failed).
 */
const UPLOAD = /\/claims\/\d+\/documents$/;
const NAME = 'boarding-pass.png';
const panel = (page: Page) => page.locator('section.claim-documents');
const row = (page: Page) => panel(page).locator('li.upload-row');
const context = (e: ExpectedState) => e.context as UploadContext;
const name = (e: ExpectedState) => context(e).fileName || NAME;

async function send(page: Page) {
  await hold(page, 'upload', 'POST', UPLOAD);
}

export const uploadUi: UiDriver = {
  async open(page, { env, path }) {
    const email = `upload-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    const id = await env.createClaim(email);
    await signInElsewhere(page, env, email, 'Start1234');
    await page.goto(`/contract/fairplane/${id}`);
    await panel(page).getByLabel(t('documents.kind_label')).selectOption('boarding_pass');
    const refused = path.steps.some((s) => s.label === 'file refused');
    const chooser = page.waitForEvent('filechooser');
    await panel(page)
      .getByRole('button', { name: t('documents.choose') })
      .click();
    await (
      await chooser
    ).setFiles(
      refused
        ? { name: NAME, mimeType: 'image/png', buffer: Buffer.from('not an image at all') }
        : { name: NAME, mimeType: 'image/png', buffer: Buffer.from(pngFile()) },
    );
  },
  assertState: {
    selected: (page, expected) =>
      expectUi([
        shows(`the file ${name(expected)}, ready`, row(page).getByText(t('documents.ready'))),
        shows(
          'the Upload button',
          panel(page).getByRole('button', { name: t('documents.upload'), exact: true }),
        ),
      ]),
    uploading: (page, expected) =>
      expectUi([
        shows(
          'a progress bar',
          row(page).getByRole('progressbar', {
            name: t('documents.uploading').replace('{{name}}', name(expected)),
          }),
        ),
        ['POST …/documents pending', async () => inFlight(page, UPLOAD).length > 0],
      ]),
    stored: (page, expected) =>
      expectUi([
        shows(
          'the stored message',
          row(page).getByText(t('documents.stored').replace('{{name}}', name(expected))),
        ),
        shows(
          'the document in the list',
          panel(page).locator('.claim-documents__item', { hasText: name(expected) }),
        ),
      ]),
    refused: (page, expected) => {
      const reason = messageText(context(expected).error ?? 'file_type');
      return expectUi([shows(`the reason "${reason}"`, row(page).getByText(reason, { exact: false }))]);
    },
    failed: (page) =>
      expectUi([
        shows('the failure', row(page).getByRole('alert')),
        shows('a Retry button', row(page).getByRole('button', { name: t('documents.retry') })),
      ]),
  },
  executeEvent: {
    UPLOAD: async (page) => {
      await send(page);
      await panel(page)
        .getByRole('button', { name: t('documents.upload'), exact: true })
        .click();
      await waitForHeld(page, 'upload');
    },
    RETRY: async (page) => {
      // A request without an answer also raises the app-wide warning dialog (SPEC §8): Escape closes it.
      if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
      await send(page);
      await row(page)
        .getByRole('button', { name: t('documents.retry') })
        .click();
      await waitForHeld(page, 'upload');
    },
    'xstate.done.actor.uploadFile': (page) => release(page, 'upload'),
    'xstate.error.actor.uploadFile': (page) => abort(page, 'upload'),
  },
};
