import { beforeAll, describe, expect, it } from 'vitest';
import { pactBodyPaths, readFieldAnalysis } from '../../pact/read-fields';

/**
 * Answer fields the SPA reads that no interaction shows yet (`route status path`). The list only
 * shrinks: a new gap fails, and so does an entry the pacts now cover. To close one, add the field
 * to an interaction of that route in pact/consumer/ (a nullable field: one interaction with a
 * value, or a matcher), regenerate the pacts and delete the line.
 */
const KNOWN_GAPS = [
  // The admin's view-as session (viewing_as) is only in GET /login_check's interaction.
  'auth.login 200 viewing_as',
  'auth.twoFactor 200 viewing_as',
  'auth.activate 200 viewing_as',
  // The accepted transfer's session is pinned to null.
  'claimTransfer.accept 200 session.permissions',
  'claimTransfer.accept 200 session.viewing_as',
  'claimTransfer.accept 200 session.user.first_name',
  'claimTransfer.accept 200 session.user.last_name',
  'claimTransfer.accept 200 session.user.salutation',
  'claimTransfer.accept 200 session.user.language',
  // Portal settings without a theme.
  'settings.get 200 theme',
  'settings.save 200 theme.useLogo',
  'settings.save 200 theme.localized_logos',
  'settings.save 200 theme.logo',
  // Admin answers whose examples leave out what the admin pages show.
  'widgets.saveSettings 200 children',
  'widgets.saveSettings 200 settings_schema',
  'widgets.saveNotice 200 widgets',
  'audit.list 200 entries[].id',
  'audit.list 200 entries[].actor_id',
  'audit.list 200 entries[].ip',
  'audit.list 200 entries[].user_id',
  'audit.list 200 entries[].email',
  // A report answers its airline-report event, which names no passenger and no status; the panel
  // reads both for the other kinds of event (GET timeline's interactions show them).
  'timeline.report 200 detail.name',
  'timeline.report 200 detail.status',
  // A document request answers its event, which has no status and no amount (as above).
  'timeline.requestDocument 200 detail.status',
  'timeline.requestDocument 200 detail.amount',
  'timeline.requestDocument 200 detail.account',
  // Nor does it name a payout account (GET timeline's interaction of a payout-details event does).
  'timeline.report 200 detail.account',
  // A missing-signature request answers its event: a passenger's name, no status, amount, note or account.
  'timeline.requestSignature 200 detail.status',
  'timeline.requestSignature 200 detail.amount',
  'timeline.requestSignature 200 detail.account',
  'timeline.requestSignature 200 detail.note',
  // A back-office message answers its event: its text (note), no name, status, amount or account.
  'timeline.sendMessage 200 detail.name',
  'timeline.sendMessage 200 detail.status',
  'timeline.sendMessage 200 detail.amount',
  'timeline.sendMessage 200 detail.account',
  // A court case answers its event: the reference (name), no status, amount, note or account.
  'timeline.openCourtCase 200 detail.status',
  'timeline.openCourtCase 200 detail.amount',
  'timeline.openCourtCase 200 detail.account',
  'timeline.openCourtCase 200 detail.note',
];

describe('every answer field the SPA reads is in the pacts', () => {
  let analysis: ReturnType<typeof readFieldAnalysis>;
  beforeAll(() => {
    analysis = readFieldAnalysis();
  }, 300_000);

  it('finds no field the SPA reads that the interactions of its route leave out', () => {
    const missing = analysis.missing();
    console.info(
      `${analysis.reads} answer fields read in src/; ${missing.length} not in any interaction of a route ` +
        `that answers them (${KNOWN_GAPS.length} known gaps)`,
    );
    const found = missing.map((m) => `${m.route} ${m.status} ${m.path}`);
    const fresh = missing.filter((m) => !KNOWN_GAPS.includes(`${m.route} ${m.status} ${m.path}`));
    expect(
      fresh.map((m) => `${m.route} ${m.status} ${m.path} (read at ${m.readAt})`),
      'the SPA reads these answer fields, the pacts never show them: add them to an interaction',
    ).toEqual([]);
    expect(
      KNOWN_GAPS.filter((g) => !found.includes(g)),
      'now in the pacts: delete from KNOWN_GAPS',
    ).toEqual([]);
  });

  it("catches a pact without the user's salutation or the admin's viewing_as", () => {
    const paths = pactBodyPaths();
    for (const key of ['auth.login 200', 'auth.loginCheck 200']) paths.get(key)?.delete('user.salutation');
    paths.get('auth.loginCheck 200')?.delete('viewing_as');
    const found = analysis.missing(paths).map((m) => `${m.route} ${m.status} ${m.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'auth.login 200 user.salutation',
        'auth.loginCheck 200 user.salutation',
        'auth.loginCheck 200 viewing_as',
      ]),
    );
  });
});
