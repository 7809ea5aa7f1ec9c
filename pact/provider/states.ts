import { audit } from '../../server/db/audit';
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import type { StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';
import {
  PROVIDER_STATES,
  STATE_NAMES,
  parseStateParams,
  type ParsedStateParams,
  type StateName,
} from '../states';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import { NOTIFICATION_PAGE_SIZE, WidgetType } from '../../contract';
import { clearFailures } from '../../server/auth/lockout';
import { storeKnownToken } from '../../server/testing';
import { pngFile } from '../../server/testing/document-files';
import { databaseFileStorage } from '../../server/storage/file-storage';
import type { Db } from '../../server/db/db';
import { findAirline } from '../../server/domain/airlines';
import { findAirport } from '../../server/domain/airports';
import { createClaim, createUser, givePapers } from '../../server/seed/builders';
import { MENU } from '../../server/seed/demo/portal';
import { randomToken, sha256 } from '../../server/lib/crypto';
import {
  databaseLimitStore,
  failedLoginsBucket,
  LOGIN_FAILURES_PER_CLIENT,
  mailTargetBucket,
  PER_TARGET,
  reminderBucket,
  windowOf,
  type Rule,
} from '../../server/auth/rate-limit';
import {
  authTokens,
  claimEvents,
  claimPassengers,
  claimSignatures,
  claimDocuments,
  claimTransfers,
  claims,
  emailChanges,
  menuItems,
  notifications,
  passkeys,
  rateLimits,
  sessions,
  settings,
  templates,
  users,
  widgets,
} from '../../server/db/schema';
import { TRANSFER_TTL_MS } from '../../server/domain/claim-transfers';
import { SIGNATURE_LINK_TTL_MS } from '../../server/domain/signatures/signature-links';
import { EMAIL_CHANGE_TTL_MS } from '../../server/domain/email-changes';
import { listNotificationPage } from '../../server/domain/notifications';
import { normalizeEmail } from '../../server/db/users';
import { saveNotice } from '../../server/domain/widgets';
import type { TestServer } from '../../server/testing';
import type { ProviderSession } from './session';
import { TRIGGER_HANDLERS } from './trigger-states';

/** The state handlers of every provider state in pact/states.ts. */

type SetBy<S> = { [N in StateName]: (typeof PROVIDER_STATES)[N]['setBy'] extends S ? N : never }[StateName];
export type ProviderStateName = SetBy<'provider'>;
export type VerifierStateName = SetBy<'verifier'>;
export type StateAction = 'setup' | 'teardown';

/**
 * Sets a 'provider' state on the server under test (fixtures, or its state setup URL). A setup may
 * answer values the pacts inject (`fromProviderState`), e.g. the id of a record it created.
 */
export type StateValues = Record<string, unknown>;
export type ProviderSetup = (
  name: ProviderStateName,
  params: JsonMap,
  action: StateAction,
) => Promise<StateValues | void>;

/** 'verifier' states: reached through the public API, for any server. */
const VERIFIER_STATES: {
  [N in VerifierStateName]: (s: ProviderSession, p: ParsedStateParams<N>) => Promise<void>;
} = {
  'nobody is signed in': async (session) => session.reset(),
  'the user is signed in': (session, p) => session.signIn(p.email, p.password),
  'the account is locked': (session, p) => session.lock(p.email),
  'an admin views the portal as the customer': async (session, p) => {
    const res = await session.call('POST', `/users/view_as/${p.user_id}`);
    if (res.status !== 200) throw new Error(`POST /users/view_as/{user_id} answered ${res.status}`);
  },
  "the user's realtime socket is connected": (session) => session.connectSocket(),
  'the CSRF token is stale': async (session) => {
    await session.ensureCsrf();
    session.staleCsrf = true;
  },
  'the sign-in link was opened': async (session, p) => {
    if (p.requester) session.setCookie('login_link_requester', p.requester);
    const status = await session.open(`/login/link/${p.token}`);
    if (status !== 303) throw new Error(`GET /login/link/{token} answered ${status}`);
  },
  'a passkey ceremony was started': async (session, p) => {
    const path = {
      register: '/user/passkeys/options',
      sign_in: '/login/passkey/options',
      reauth: '/user/passkeys/reauth/options',
    }[p.purpose];
    const res = await session.call('POST', path);
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}`);
  },
};

const isVerifierState = (name: StateName): name is VerifierStateName =>
  PROVIDER_STATES[name].setBy === 'verifier';

/**
 * Handlers for the pact-js verifier: each validates its params, then sets the
 * state. pact-js only logs a failing handler, so failures also go to `errors`.
 */
export function stateHandlers(opts: {
  session: ProviderSession;
  provider: ProviderSetup;
  errors: string[];
}): StateHandlers {
  const run = (name: StateName, action: StateAction) => async (raw?: unknown) => {
    let values: StateValues | void = undefined;
    try {
      const params = parseStateParams(name, raw);
      if (!isVerifierState(name)) values = await opts.provider(name, params as JsonMap, action);
      else if (action === 'setup') {
        const set = VERIFIER_STATES[name] as (s: ProviderSession, p: unknown) => Promise<void>;
        await set(opts.session, params);
      }
    } catch (e) {
      opts.errors.push(`state "${name}" (${action}): ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    }
    // The values the pacts inject (`fromProviderState`); the request filter sets them too.
    return action === 'setup' ? { ...values, ...opts.session.injectedValues() } : undefined;
  };
  return Object.fromEntries(
    STATE_NAMES.map((n) => [n, { setup: run(n, 'setup'), teardown: run(n, 'teardown') }]),
  );
}

/** A claim's policy data ('the user has a claim' with `insured`). */
const INSURED = {
  policy_number: 'POL-2026-0815',
  product: 'Flight delay protection',
  invoice_amount: 1990,
  payout: 25000,
  valid_from: '2026-01-01',
  valid_to: '2026-12-31',
} as const;

/** The reference server's 'provider' states: fixtures on its database, idempotent. */
/** What the reference states reach: its database, and its API (the trigger states call it). */
export type ReferenceServer = Pick<TestServer, 'db' | 'url'>;

type TriggerName = keyof typeof TRIGGER_HANDLERS;
const REFERENCE_STATES: {
  [N in Exclude<ProviderStateName, TriggerName>]: (
    db: Db,
    p: ParsedStateParams<N>,
    server: ReferenceServer,
  ) => Promise<StateValues | void>;
} = {
  'the airport and airline data are loaded': async () => {
    if (!findAirport('FRA') || !findAirline('LH'))
      throw new Error('the airport and airline data sets are missing');
  },
  'a user exists': async (db, p) => {
    const email = normalizeEmail(p.email);
    await db.delete(users).where(eq(users.email, email));
    // Nothing left from earlier sign-ins: neither this account's failures nor the verifier client's.
    await clearFailures(db, email);
    await forgetClientFailures(db);
    const { id, ...fields } = p;
    if (id) await db.delete(users).where(eq(users.id, id));
    const row = await createUser(db, {
      ...fields,
      first_name: 'Maria',
      last_name: 'Muster',
    });
    if (id) await db.update(users).set({ id }).where(eq(users.id, row.id));
  },
  'a password reset link exists': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await storeKnownToken(db, {
      kind: 'password_reset',
      userId: user.id,
      token: p.code,
      id: p.id,
      now: new Date(),
      expired: p.expired,
    });
  },
  'an activation link exists': async (db, p) => {
    const email = normalizeEmail(p.email);
    await db.delete(users).where(eq(users.email, email));
    const user = await createUser(db, {
      email,
      language: p.language,
      first_name: 'Maria',
      last_name: 'Muster',
    });
    await storeKnownToken(db, {
      kind: 'activation',
      userId: user.id,
      token: p.code,
      now: new Date(),
      expired: p.expired,
    });
  },
  'the mails of an action to an address are used up': async (db, p) => {
    await useUp(db, mailTargetBucket(p.action, normalizeEmail(p.email)), PER_TARGET);
  },
  "the client's failed sign-ins are used up": async (db) => {
    for (const ip of LOOPBACK) await useUp(db, failedLoginsBucket(ip), LOGIN_FAILURES_PER_CLIENT);
  },
  'a sign-in link is pending': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await storeKnownToken(db, { kind: 'login_link', userId: user.id, token: p.token, now: new Date() });
    if (p.requester)
      await db
        .update(authTokens)
        .set({ requesterHash: sha256(p.requester) })
        .where(eq(authTokens.tokenHash, sha256(p.token)));
  },
  'a two-factor sign-in is pending': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await storeKnownToken(db, {
      kind: 'two_factor',
      userId: user.id,
      token: p.token,
      code: p.code,
      now: new Date(),
      expired: p.expired,
    });
  },
  'the dashboard menu exists': async (db) => {
    await db.delete(menuItems);
    await db.insert(menuItems).values(MENU.map((m, position) => ({ ...m, icon: m.icon ?? null, position })));
  },
  'portal settings exist': async (db, p) => {
    await db.delete(settings).where(inArray(settings.key, ['tracking', 'theme']));
    await db
      .insert(settings)
      .values([
        { key: 'tracking', value: p.tracking },
        ...(p.theme ? [{ key: 'theme', value: p.theme }] : []),
      ]);
  },
  'a widget exists': async (db, p) => {
    await db.delete(widgets).where(eq(widgets.id, p.id));
    const type = WidgetType.parse(p.type);
    await db.insert(widgets).values({ id: p.id, treeId: p.tree_id, position: 0, type, settings: p.settings });
  },
  'a page has a notice': async (db, p) => {
    await saveNotice(db, p.tree_id, { key: p.key, duration_ms: p.duration_ms });
  },
  'the user has a claim': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await db.delete(claims).where(eq(claims.id, p.claim_id));
    await createClaim(db, {
      id: p.claim_id,
      user_id: user.id,
      case_number: p.case_number,
      scope: p.scope,
      flight_number: 'LH1832',
      flight_date: '2026-08-14',
      departure_airport: 'MUC',
      arrival_airport: 'BCN',
      passengers: [{ first_name: 'Maria', last_name: 'Muster', email: p.email }],
      amount: 25000,
      claim_amount: 25000,
      history: [
        { status: 'submitted', at: '2026-08-20T09:12:00Z' },
        ...(p.status === 'airline_contacted'
          ? [{ status: 'airline_contacted' as const, at: '2026-08-25T08:00:00Z' }]
          : []),
      ],
      payments: [{ kind: 'payout', amount: 25000, reference: 'SEPA payout', at: '2026-09-01T10:00:00Z' }],
      ...(p.insured ? INSURED : {}),
    });
    // A claim with the airline has its papers: it waits on the airline, not on the customer.
    if (p.status === 'airline_contacted') await givePapers(db, p.claim_id);
  },
  'the claim has a document': async (db, p) => {
    await db.delete(claimDocuments).where(eq(claimDocuments.id, p.document_id));
    const key = `pact/${p.document_id}`;
    const files = databaseFileStorage(db);
    await files.delete(key);
    await files.put(key, pngFile());
    await db.insert(claimDocuments).values({
      id: p.document_id,
      claimId: p.claim_id,
      kind: p.kind,
      fileName: p.file_name,
      contentType: 'image/png',
      size: pngFile().length,
      storageKey: key,
      createdAt: new Date('2026-11-24T10:00:00Z'),
    });
  },
  'a claim transfer is pending': async (db, p) => {
    const [claim] = await db.select().from(claims).where(eq(claims.id, p.claim_id));
    if (!claim) throw new Error(`no claim ${p.claim_id} (set "the user has a claim" first)`);
    await db
      .update(claimTransfers)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(and(eq(claimTransfers.claimId, claim.id), eq(claimTransfers.status, 'requested')));
    await db.delete(claimTransfers).where(eq(claimTransfers.codeHash, sha256(p.code)));
    await db.insert(claimTransfers).values({
      claimId: claim.id,
      fromUserId: claim.userId,
      email: normalizeEmail(p.email),
      widgetId: null,
      status: 'requested',
      codeHash: sha256(p.code),
      twoFactorHash: sha256(p.two_factor_code),
      expiresAt: new Date(Date.now() + TRANSFER_TTL_MS),
      createdAt: new Date(),
    });
  },
  'the claim has an open court case': async (db, p) => {
    await db.insert(claimEvents).values({
      claimId: p.claim_id,
      kind: 'court_case_opened',
      actor: 'service',
      detail: { name: p.reference },
      at: new Date('2026-09-10T09:00:00Z'),
    });
  },
  "the claim's passengers are": async (db, p) => {
    const ids = p.passengers.map((x) => x.id);
    await db.delete(claimPassengers).where(eq(claimPassengers.claimId, p.claim_id));
    if (ids.length > 0) await db.delete(claimPassengers).where(inArray(claimPassengers.id, ids));
    if (ids.length > 0)
      await db.insert(claimPassengers).values(
        p.passengers.map((x, position) => ({
          id: x.id,
          claimId: p.claim_id,
          position,
          firstName: x.first_name,
          lastName: x.last_name,
          email: x.email,
        })),
      );
  },
  'the user has a claim with payout accounts': async (db, p) => {
    const user = await userByEmail(db, p.email);
    const paid = p.status === 'paid_out';
    const claim = await createClaim(db, {
      user_id: user.id,
      passengers: [
        { first_name: 'Maria', last_name: 'Muster', email: p.email },
        { first_name: 'Max', last_name: 'Muster', email: null },
      ],
      payout_accounts: [{ holder: 'Maria Muster', iban: 'DE89370400440532013000' }, null],
      history: [
        { status: 'submitted', at: '2026-01-02T10:00:00Z' },
        ...(paid ? [{ status: 'paid_out' as const, at: '2026-03-11T08:15:00Z' }] : []),
      ],
      payments: paid
        ? [
            { kind: 'airline_payment', amount: 50000, reference: 'EU261', at: '2026-03-04T10:00:00Z' },
            { kind: 'payout', amount: 35124, reference: 'SEPA payout', at: '2026-03-11T08:15:00Z' },
          ]
        : [],
    });
    const [maria] = await db
      .select({ id: claimPassengers.id })
      .from(claimPassengers)
      .where(and(eq(claimPassengers.claimId, claim.id), eq(claimPassengers.position, 0)));
    await db.insert(claimEvents).values({
      claimId: claim.id,
      kind: 'payout_details_set',
      actor: 'customer',
      detail: { name: 'Maria Muster', account: 'DE89 **** **** **** **30 00' },
      at: new Date('2026-01-03T09:00:00Z'),
    });
    if (paid)
      await db.insert(claimEvents).values({
        claimId: claim.id,
        kind: 'message',
        actor: 'service',
        detail: { note: 'Your compensation is on its way.' },
        at: new Date('2026-03-11T08:20:00Z'),
      });
    return { claimId: claim.id, passengerId: maria!.id };
  },
  'a signature link is pending': async (db, p) => {
    await db
      .delete(claimSignatures)
      .where(
        or(eq(claimSignatures.passengerId, p.passenger_id), eq(claimSignatures.tokenHash, sha256(p.token))),
      );
    const now = new Date();
    await db.insert(claimSignatures).values({
      claimId: p.claim_id,
      passengerId: p.passenger_id,
      role: 'co_passenger',
      status: 'requested',
      locale: p.locale,
      email: normalizeEmail(p.email),
      tokenHash: sha256(p.token),
      expiresAt: new Date(now.getTime() + SIGNATURE_LINK_TTL_MS),
      requestedAt: now,
    });
    await db.delete(rateLimits).where(eq(rateLimits.bucket, reminderBucket(p.passenger_id)));
  },
  'the user has a notification': async (db, p) => {
    const user = await userByEmail(db, p.email);
    if (p.id) await db.delete(notifications).where(eq(notifications.id, p.id));
    const [row] = await db
      .insert(notifications)
      .values({
        ...(p.id ? { id: p.id } : {}),
        userId: user.id,
        priority: p.priority,
        subject: p.subject,
        content: 'Please check your claim.',
        properties: p.priority === 'high' ? { actions: [{ label: 'Open', url: '/active_contracts' }] } : {},
        readAt: p.read ? new Date() : null,
      })
      .returning({ id: notifications.id });
    return { notificationId: row!.id };
  },
  'the user has notifications at one-minute steps': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await db.delete(notifications).where(eq(notifications.userId, user.id));
    const newest = Date.parse('2026-01-01T09:00:00Z');
    await db.insert(notifications).values(
      Array.from({ length: p.count }, (_, i) => ({
        userId: user.id,
        priority: 'medium' as const,
        subject: `Notice ${i + 1}`,
        content: 'Please check your claim.',
        properties: {},
        createdAt: new Date(newest - i * 60_000),
        readAt: i < p.unread ? null : new Date(newest),
      })),
    );
    const first = await listNotificationPage(db, user.id, { limit: NOTIFICATION_PAGE_SIZE });
    return { notificationsCursor: first.nextCursor ?? '' };
  },
  'an e-mail change is pending': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await db.delete(emailChanges).where(eq(emailChanges.tokenHash, sha256(p.token)));
    await db.insert(emailChanges).values({
      userId: user.id,
      newEmail: normalizeEmail(p.new_email),
      tokenHash: sha256(p.token),
      codeHash: sha256(p.code),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
      createdAt: new Date(),
    });
  },
  'a customer exists': async (db, p) => {
    const email = normalizeEmail(p.email);
    await db.delete(users).where(or(eq(users.id, p.id), eq(users.email, email)));
    const row = await createUser(db, {
      email,
      password: 'Customer1234',
      first_name: p.first_name,
      last_name: p.last_name,
    });
    await db.update(users).set({ id: p.id }).where(eq(users.id, row.id));
  },
  'the user has another session': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await db.delete(sessions).where(eq(sessions.id, p.id));
    const now = new Date();
    await db.insert(sessions).values({
      id: p.id,
      idHash: sha256(randomToken()),
      userId: user.id,
      csrfToken: randomToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      userAgent: p.user_agent,
      ip: '203.0.113.7',
    });
  },
  'a failed sign-in was recorded': async (db, p) => {
    await audit(
      { db, now: () => new Date() },
      { event: 'sign_in', outcome: 'failure', email: normalizeEmail(p.email) },
    );
  },
  'the user has a paid claim': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await db.delete(claims).where(eq(claims.caseNumber, p.case_number));
    const claim = await createClaim(db, {
      user_id: user.id,
      case_number: p.case_number,
      passengers: [{ first_name: 'Maria', last_name: 'Muster', email: p.email }],
      amount: 25000,
      claim_amount: 25000,
      payout: 25000,
      history: [
        { status: 'submitted', at: '2026-01-10T09:00:00Z' },
        { status: 'paid_out', at: p.paid_at },
      ],
      payments: [{ kind: 'payout', amount: 25000, reference: 'SEPA payout', at: p.paid_at }],
    });
    return { claimId: claim.id };
  },
  'the user has a saved bank account': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await db.delete(templates).where(eq(templates.id, p.id));
    await db
      .insert(templates)
      .values({ id: p.id, userId: user.id, kind: 'bank_account', data: { holder: p.holder, iban: p.iban } });
  },
  'the user has a passkey': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await db.delete(passkeys).where(eq(passkeys.id, p.id));
    await db.insert(passkeys).values({
      id: p.id,
      userId: user.id,
      credentialId: randomToken(),
      publicKey: randomToken(),
      transports: ['internal'],
      name: p.name,
      createdAt: new Date(),
    });
  },
};

async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) throw new Error(`no user ${email}: set "a user exists" first`);
  return user;
}

/** The client addresses the verifier's requests come from (the reference server sees loopback). */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Counts a rate-limit bucket up to its limit in the current window (reference server: database store). */
async function useUp(db: Db, bucket: string, rule: Rule) {
  const store = databaseLimitStore(db);
  const now = new Date();
  for (let i = 0; i < rule.max; i++) await store.hit(bucket, windowOf(rule, now), rule.windowMs, now);
}

/**
 * Forgets what earlier verifications used up (this endpoint serves verification only): the failed
 * sign-ins of the verifier's client (loopback), e.g. from locking an account, and every mail limit.
 */
export async function forgetClientFailures(db: Db): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      or(inArray(rateLimits.bucket, LOOPBACK.map(failedLoginsBucket)), like(rateLimits.bucket, 'mail:%')),
    );
}

/** States that must be undone after their interaction (a verification that resets nothing in between). */
const REFERENCE_TEARDOWNS: Partial<Record<ProviderStateName, (db: Db) => Promise<void>>> = {
  "the client's failed sign-ins are used up": forgetClientFailures,
};

export const referenceSetup =
  (server: ReferenceServer): ProviderSetup =>
  async (name, params, action) => {
    const set = (REFERENCE_STATES[name as keyof typeof REFERENCE_STATES] ?? triggerState(name)) as (
      db: Db,
      p: unknown,
      s: ReferenceServer,
    ) => Promise<StateValues | void>;
    if (action === 'setup') return set(server.db, parseStateParams(name, params), server);
    await REFERENCE_TEARDOWNS[name]?.(server.db);
  };

const isTrigger = (name: ProviderStateName): name is TriggerName => name in TRIGGER_HANDLERS;
/** A trigger state (pact/notification-triggers.ts) as a reference state. */
const triggerState = (name: ProviderStateName) =>
  isTrigger(name)
    ? (_db: Db, p: never, server: ReferenceServer) => TRIGGER_HANDLERS[name](server, p)
    : undefined;

/** A provider with its own state setup URL (the Pact state change protocol). */
export function forwardTo(url: string): ProviderSetup {
  return async (state, params, action) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params, action }),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status} to ${action} of "${state}"`);
    const values: unknown = await res.json().catch(() => undefined);
    return typeof values === 'object' && values !== null ? (values as StateValues) : undefined;
  };
}

/** A provider without a state setup URL: its data must already hold (e.g. the demo data). */
export const assumeStates: ProviderSetup = async () => {};
