/**
 * The authorization matrix: every contract route that takes a path parameter, with the
 * status each principal gets for the owner's thing. The test (authorization-matrix.test.ts) fails
 * when a route with a path parameter has no row, or a row names no route.
 *
 * Principals: `owner` (the customer the thing belongs to), `other` (another customer), `anonymous`,
 * `admin` (signed in as themselves), `viewingAs` (an admin viewing the portal as the owner).
 * Rules (DESIGN §7, SPEC §6): another customer's thing is 404, never 403, so its existence does not
 * leak; anonymous is 401 on every session and admin route; an admin is a customer of their own
 * elsewhere (404 on a customer's thing); viewing as the owner acts as the owner except on
 * credentials, sessions, passkeys and admin routes (403). A capability route's secret in the path
 * (a mailed link's token) is the authorization: whoever holds it gets the answer.
 */
export type Who = 'owner' | 'other' | 'anonymous' | 'admin' | 'viewingAs';

export type MatrixRow = {
  /** What the path parameter names. */
  kind: 'owned' | 'shared' | 'admin' | 'capability';
  expect: Record<Who, number>;
};

const owned = { owner: 200, other: 404, anonymous: 401, admin: 404, viewingAs: 200 };
/** Credentials, sessions and passkeys: the owner's alone, never while an admin views as them. */
const ownCredentials = { ...owned, viewingAs: 403 };
const shared = { owner: 200, other: 200, anonymous: 401, admin: 200, viewingAs: 200 };
/**
 * What the claim's lifecycle refuses an admin viewing as the owner (machines/claim/claim-rules.ts:
 * nothing that mails a third party, moves the claim or speaks for the passenger): 409.
 */
const ownedNotAsAdmin = { ...owned, viewingAs: 409 };
const adminOnly = { owner: 403, other: 403, anonymous: 401, admin: 200, viewingAs: 403 };

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'user.update': { kind: 'owned', expect: owned },
  'user.changePassword': { kind: 'owned', expect: ownCredentials },
  'user.emailChange': { kind: 'owned', expect: ownCredentials },
  'user.emailChangeConfirm': { kind: 'owned', expect: ownCredentials },
  // The target is the owner: customers may not view as anyone; an admin viewing as may switch on.
  'user.viewAs': { kind: 'admin', expect: { ...adminOnly, viewingAs: 200 } },
  'notifications.markRead': { kind: 'owned', expect: owned },
  'widgets.tree': { kind: 'shared', expect: shared },
  // A card widget (shared) asked for the owner's claim: the claim decides.
  'widgets.data': { kind: 'owned', expect: owned },
  'widgets.saveSettings': { kind: 'admin', expect: adminOnly },
  'widgets.saveNotice': { kind: 'admin', expect: adminOnly },
  'grid.columns': { kind: 'shared', expect: shared },
  // The payments grid of the owner's claim.
  'grid.rows': { kind: 'owned', expect: owned },
  'claimTransfer.get': { kind: 'owned', expect: owned },
  'claimTransfer.cancel': { kind: 'owned', expect: ownedNotAsAdmin },
  // A claim's page at a glance (stage, next steps, allowed actions).
  'claimView.get': { kind: 'owned', expect: owned },
  // Everything a claim's page opens with (each part readable like its own call).
  'claimView.page': { kind: 'owned', expect: owned },
  // A claim's timeline and the customer's reports about the airline on it.
  'timeline.get': { kind: 'owned', expect: owned },
  'timeline.report': { kind: 'owned', expect: ownedNotAsAdmin },
  // The back office moves the owner's claim to another status.
  'timeline.setStatus': { kind: 'admin', expect: adminOnly },
  // The back office asks the owner for a document of the claim's checklist.
  'timeline.requestDocument': { kind: 'admin', expect: adminOnly },
  // The back office tells the owner a passenger's signature is missing.
  'timeline.requestSignature': { kind: 'admin', expect: adminOnly },
  // The back office writes to the owner about the claim.
  'timeline.sendMessage': { kind: 'admin', expect: adminOnly },
  // The back office records that legal proceedings started (the claim waits on a court).
  'timeline.openCourtCase': { kind: 'admin', expect: adminOnly },
  // A claim's documents: the claim decides.
  'documents.list': { kind: 'owned', expect: owned },
  'documents.upload': { kind: 'owned', expect: owned },
  'documents.content': { kind: 'owned', expect: owned },
  'documents.remove': { kind: 'owned', expect: owned },
  'templates.remove': { kind: 'owned', expect: owned },
  'sessions.end': { kind: 'owned', expect: ownCredentials },
  'passkeys.remove': { kind: 'owned', expect: ownCredentials },
  'auth.twoFactor': { kind: 'capability', expect: capability() },
  'auth.passwordResetConfirm': { kind: 'capability', expect: capability() },
  'auth.activate': { kind: 'capability', expect: capability() },
  // A transfer link opened in a browser signed in to another account asks first (409
  // confirm_switch, as mailed sign-in links do): no session changes hands unasked.
  'claimTransfer.accept': { kind: 'capability', expect: { ...capability(), ...askedFirst() } },
  // Signatures: the owner's claim; signing is the owner's own declaration.
  'signatures.list': { kind: 'owned', expect: owned },
  'signatures.sign': { kind: 'owned', expect: ownedNotAsAdmin },
  'signatures.request': { kind: 'owned', expect: ownedNotAsAdmin },
  'signatures.remind': { kind: 'owned', expect: ownedNotAsAdmin },
  'signatures.document': { kind: 'owned', expect: owned },
  'signatures.linkGet': { kind: 'capability', expect: capability() },
  'signatures.linkSign': { kind: 'capability', expect: capability() },
  'signatures.linkDocument': { kind: 'capability', expect: capability() },
  // Payout details and settlement statements: the owner's claim; setting an account
  // needs the owner's own password, never while an admin views as them.
  'payout.details': { kind: 'owned', expect: owned },
  'payout.setDetails': { kind: 'owned', expect: ownedNotAsAdmin },
  'payout.settlement': { kind: 'owned', expect: owned },
  'payout.statementDocument': { kind: 'owned', expect: owned },
};

function capability(): Record<Who, number> {
  return { owner: 200, other: 200, anonymous: 200, admin: 200, viewingAs: 200 };
}
function askedFirst(): Partial<Record<Who, number>> {
  return { owner: 409, other: 409, admin: 409, viewingAs: 409 };
}
