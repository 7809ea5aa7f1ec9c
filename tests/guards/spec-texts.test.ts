import { describe, expect, it } from 'vitest';
import { alertDialogModel } from '../paths/models/alert-dialog';
import { localeTexts } from '../e2e/support/locale-texts';
import { SPEC_TEXTS, specText } from '../spec-texts';

/** The SPEC §5/§8 table (tests/spec-texts.ts) against what the portal shows in English. */
describe('SPEC §5 and §8 texts in en_GB', () => {
  const en = localeTexts('en_GB');

  it.each(Object.entries(SPEC_TEXTS))('%s', (key, row) => {
    expect(en.get(key), `en_GB translation of ${key}`).toBe(row.shown);
    if ('correction' in row) expect(row.shown, `${key} is marked as corrected`).not.toBe(row.spec);
    else expect(row.shown, `${key} has no correction note`).toBe(row.spec);
  });

  it("the alert-dialog model's failed-request warning uses the table's texts", () => {
    const warning = alertDialogModel.samples.SHOW?.find((s) => s.event.id === 'request-failed')?.event;
    expect(warning).toMatchObject({
      title: specText('errors.request_failed_title'),
      message: specText('errors.request_failed_message'),
      actions: [{ label: specText('errors.reload') }],
    });
  });
});
