import { MatchersV3 } from '@pact-foundation/pact';
import { encodeKeysetCursor } from '../../contract';
import { describe, expect, it, vi } from 'vitest';
import { setApiHandlers } from '../../src/api/client';
import { gridColumnsQuery, gridRowsQuery } from '../../src/api/grid';
import { createQueryClient } from '../../src/api/query-client';
import { createTemplate, removeTemplate, templatesQuery } from '../../src/api/templates';
import { refused } from '../../src/testing/api-fetch';
import {
  ClaimNotFound,
  claimListPage,
  claimListQuery,
  claimQuery,
  createClaim,
  saveClaimChanges,
  treeQuery,
} from '../../src/api/widgets';
import {
  apiHeaders,
  interaction,
  jsonHeaders,
  newPact,
  runInfiniteQuery,
  runQuery,
  spaDataLayer,
  state,
} from './pact';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const OTHER = { email: 'other@example.com', password: 'Other1234', language: 'nl_NL' } as const;
const signedIn = [
  state('a user exists', DEMO),
  state('the user is signed in', { email: DEMO.email, password: DEMO.password }),
] as const;
const CLAIM_ID = 4711;
const DEMO_CLAIM = {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: 'FP-2026-104127',
  scope: 'fairplane',
} as const;
const demoClaim = state('the user has a claim', DEMO_CLAIM);
const widget = (id: number, tree_id: string, type: string, settings: unknown) =>
  state('a widget exists', { id, tree_id, type, settings: JSON.stringify(settings) });

const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

const insuredFields = {
  policy_number: string('POL-2026-0815'),
  product: string('Flight delay protection'),
  invoice_amount: integer(1990),
  payout: integer(25000),
  valid_from: regex(DAY, '2026-01-01'),
  valid_to: regex(DAY, '2026-12-31'),
};
const uninsuredFields = {
  policy_number: null,
  product: null,
  invoice_amount: null,
  payout: null,
  valid_from: null,
  valid_to: null,
};

/** What the claim widgets read (SPEC §3 labels, money in cents, dated status history). */
const claimBody = (
  over: { id?: number; status?: string; flight_number?: string; insured?: boolean } = {},
) => ({
  id: integer(over.id ?? CLAIM_ID),
  case_number: string('FP-2026-104127'),
  scope: 'fairplane',
  status: over.status ?? 'submitted',
  status_history: eachLike({ status: string('submitted'), at: regex(ISO, '2026-08-20T09:12:00.000Z') }),
  active: true,
  passengers: eachLike({
    id: integer(4712),
    first_name: string('Maria'),
    last_name: string('Muster'),
    email: like('demo@example.com'),
  }),
  flight: {
    airline: string('Lufthansa'),
    airline_code: string('LH'),
    flight_number: over.flight_number ?? string('LH1832'),
    flight_date: regex(DAY, '2026-08-14'),
    departure_airport: 'MUC',
    arrival_airport: 'BCN',
  },
  connecting_flights: [],
  amount: integer(25000),
  claim_amount: integer(25000),
  // The policy fields: null without a policy, values with one ('the user has a claim', insured).
  ...(over.insured ? insuredFields : uninsuredFields),
  created_at: regex(ISO, '2026-08-20T09:12:00.000Z'),
});

/** A claim-list page: these claims, no further page, the list's total and the fairplane counts. */
const claimListData = (claims: unknown[], n: { total: number; active: number }) => ({
  type: 'claim-list',
  claims,
  next_cursor: null,
  total: integer(n.total),
  counts: [
    { scope: 'fairplane', active: integer(n.active), closed: integer(0) },
    { scope: 'ticket_refund', active: integer(0), closed: integer(0) },
    { scope: 'luggage_refund', active: integer(0), closed: integer(0) },
  ],
});
/** Just after the second demo claim (both created 2026-08-20T09:12:00Z): the first one follows. */
const AFTER_SECOND = encodeKeysetCursor({ created_at: '2026-08-20T09:12:00.000000Z', id: CLAIM_ID + 1 });

const NEW_CLAIM = {
  scope: 'fairplane' as const,
  flight: {
    airline: 'Lufthansa',
    airline_code: 'LH',
    flight_number: 'LH1832',
    flight_date: '2026-08-14',
    departure_airport: 'MUC',
    arrival_airport: 'BCN',
  },
  passengers: [{ first_name: 'Maria', last_name: 'Muster', email: 'demo@example.com' }],
  disruption: 'delay' as const,
  delay_hours: 4,
};

const pact = newPact();

describe('GET /widgets/tree/:treeId', () => {
  it('returns a page’s widgets with settings as a JSON string', () =>
    interaction(pact, ...signedIn, widget(901, 'pact_page', 'text', { key: 'faq.delay.question' }))
      .uponReceiving('a widget tree request')
      .withRequest('GET', '/widgets/tree/pact_page', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: 'pact_page',
          widgets: eachLike({
            id: integer(901),
            type: 'text',
            settings: string('{"key":"faq.delay.question"}'),
            settings_schema: like({}),
            children: [],
          }),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const tree = await runQuery(treeQuery('pact_page'));
        expect(tree.widgets[0]).toMatchObject({ id: 901, type: 'text', children: [] });
        expect(JSON.parse(tree.widgets[0]!.settings)).toEqual({ key: 'faq.delay.question' });
      }));

  it("carries the page's page-load notice (page configuration, SPEC §2)", () =>
    interaction(
      pact,
      ...signedIn,
      widget(902, 'pact_notice_page', 'text', { key: 'faq.delay.question' }),
      state('a page has a notice', { tree_id: 'pact_notice_page', key: 'claim_created', duration_ms: 3000 }),
    )
      .uponReceiving('a widget tree request of a page with a notice')
      .withRequest('GET', '/widgets/tree/pact_notice_page', (req) => req.headers(apiHeaders))
      // The page shows the notice's text for its duration when it loads.
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: 'pact_notice_page',
          notice: { key: 'claim_created', duration_ms: integer(3000) },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const tree = await runQuery(treeQuery('pact_notice_page'));
        expect(tree.notice).toEqual({ key: 'claim_created', duration_ms: 3000 });
      }));
});

describe('POST /widgets/data/:widgetId', () => {
  it('lists the signed-in user’s active claims (claim-list)', () =>
    interaction(
      pact,
      ...signedIn,
      demoClaim,
      widget(902, 'active_contracts', 'claim-list', { status: 'active' }),
    )
      .uponReceiving('claim-list data')
      .withRequest('POST', '/widgets/data/902', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(200, (res) =>
        res.jsonBody({ data: claimListData([claimBody()], { total: 1, active: 1 }) }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const list = await runInfiniteQuery(claimListQuery(902));
        expect(list.pages).toHaveLength(1);
        expect(list.pages[0]?.claims[0]).toMatchObject({ id: CLAIM_ID, scope: 'fairplane', active: true });
        expect(list.pages[0]).toMatchObject({ next_cursor: null, total: 1 });
      }));

  it('lists the page after a cursor, newest first (same moment: higher id first)', () =>
    interaction(
      pact,
      ...signedIn,
      demoClaim,
      state('the user has a claim', { ...DEMO_CLAIM, claim_id: CLAIM_ID + 1, case_number: 'FP-2026-104128' }),
      widget(902, 'active_contracts', 'claim-list', { status: 'active' }),
    )
      .uponReceiving('claim-list data after a cursor')
      .withRequest('POST', '/widgets/data/902', (req) =>
        req.headers(jsonHeaders).jsonBody({ cursor: AFTER_SECOND }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ data: claimListData([claimBody()], { total: 2, active: 2 }) }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const next = await claimListPage(902, AFTER_SECOND);
        expect(next.claims.map((c) => c.id)).toEqual([CLAIM_ID]);
        expect(next).toMatchObject({ next_cursor: null, total: 2 });
      }));

  it('refuses a cursor it did not make, naming the field', () =>
    interaction(pact, ...signedIn, widget(902, 'active_contracts', 'claim-list', { status: 'active' }))
      .uponReceiving('claim-list data after a forged cursor')
      .withRequest('POST', '/widgets/data/902', (req) =>
        req.headers(jsonHeaders).jsonBody({ cursor: 'not-a-cursor' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { cursor: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(claimListPage(902, 'not-a-cursor')).rejects.toMatchObject({ status: 422 });
      }));

  it('refuses an anonymous visitor (the SPA rechecks the session)', () =>
    interaction(
      pact,
      state('nobody is signed in', {}),
      widget(902, 'active_contracts', 'claim-list', { status: 'active' }),
    )
      .uponReceiving('claim-list data while anonymous')
      .withRequest('POST', '/widgets/data/902', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(401, (res) => res.jsonBody({ message: 'unauthenticated' }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        setApiHandlers({ onUnauthorized });
        spaDataLayer(server);
        await expect(runInfiniteQuery(claimListQuery(902))).rejects.toMatchObject({ status: 401 });
        expect(onUnauthorized).toHaveBeenCalledOnce();
      }));

  it('reads one of the user’s claims (card)', () =>
    interaction(pact, ...signedIn, demoClaim, widget(903, 'contract', 'card', { content: 'claim' }))
      .uponReceiving('card data for an own claim')
      .withRequest('POST', '/widgets/data/903', (req) =>
        req.headers(jsonHeaders).jsonBody({ claim_id: CLAIM_ID }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ data: { type: 'claim', claim: claimBody() } }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const claim = await runQuery(claimQuery(903, CLAIM_ID));
        expect(claim.flight).toMatchObject({ departure_airport: 'MUC', arrival_airport: 'BCN' });
      }));

  it('reads an insured claim’s policy fields (card)', () =>
    interaction(
      pact,
      ...signedIn,
      state('the user has a claim', { ...DEMO_CLAIM, insured: true }),
      widget(903, 'contract', 'card', { content: 'claim' }),
    )
      .uponReceiving('card data for an own insured claim')
      .withRequest('POST', '/widgets/data/903', (req) =>
        req.headers(jsonHeaders).jsonBody({ claim_id: CLAIM_ID }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ data: { type: 'claim', claim: claimBody({ insured: true }) } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await runQuery(claimQuery(903, CLAIM_ID))).toMatchObject({
          product: 'Flight delay protection',
          valid_to: '2026-12-31',
        });
      }));

  it('answers 404 for another customer’s claim, leaking nothing', () =>
    interaction(
      pact,
      ...signedIn,
      state('a user exists', OTHER),
      state('the user has a claim', {
        email: OTHER.email,
        claim_id: 4712,
        case_number: 'FP-2026-111402',
        scope: 'fairplane',
      }),
      widget(903, 'contract', 'card', { content: 'claim' }),
    )
      .uponReceiving('card data for another customer’s claim')
      .withRequest('POST', '/widgets/data/903', (req) =>
        req.headers(jsonHeaders).jsonBody({ claim_id: 4712 }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(runQuery(claimQuery(903, 4712))).rejects.toBeInstanceOf(ClaimNotFound);
      }));

  it('creates a claim (create-claim)', () =>
    interaction(pact, ...signedIn, widget(904, 'new_contract', 'create-claim', {}))
      .uponReceiving('a create-claim submission')
      .withRequest('POST', '/widgets/data/904', (req) =>
        req.headers(jsonHeaders).jsonBody({ action: 'create', claim: NEW_CLAIM }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ data: { type: 'claim', claim: claimBody() } }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        // The form goes on to the new claim's page: its id and scope.
        expect(await createClaim(createQueryClient(), 904, NEW_CLAIM)).toEqual({
          ok: true,
          value: { id: CLAIM_ID, scope: 'fairplane' },
        });
      }));

  it('creates a claim on a booking with a connecting flight (create-claim)', () => {
    // Hamburg → Frankfurt → New York, 5 hours late at New York; the second flight went wrong.
    const feeder = {
      ...NEW_CLAIM.flight,
      flight_number: 'LH1',
      departure_airport: 'HAM',
      arrival_airport: 'FRA',
    };
    const onward = {
      ...NEW_CLAIM.flight,
      flight_number: 'LH400',
      departure_airport: 'FRA',
      arrival_airport: 'JFK',
    };
    const claim = {
      ...NEW_CLAIM,
      flight: feeder,
      connecting_flights: [onward],
      disrupted_leg: 1,
      delay_hours: 5,
    };
    return interaction(pact, ...signedIn, widget(904, 'new_contract', 'create-claim', {}))
      .uponReceiving('a create-claim submission with a connecting flight')
      .withRequest('POST', '/widgets/data/904', (req) =>
        req.headers(jsonHeaders).jsonBody({ action: 'create', claim }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          data: {
            type: 'claim',
            claim: {
              ...claimBody(),
              flight: { ...claimBody().flight, departure_airport: 'HAM', arrival_airport: 'FRA' },
              connecting_flights: [
                { ...claimBody().flight, departure_airport: 'FRA', arrival_airport: 'JFK' },
              ],
              // HAM → JFK over 3,500 km: €600 per passenger (Art. 7(1)(c), Bossen C-559/16).
              amount: 60000,
              claim_amount: 60000,
            },
          },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await createClaim(createQueryClient(), 904, claim)).toEqual({
          ok: true,
          value: { id: CLAIM_ID, scope: 'fairplane' },
        });
      });
  });

  it('refuses a connecting flight that does not leave where the one before landed (create-claim)', () => {
    const feeder = { ...NEW_CLAIM.flight, departure_airport: 'HAM', arrival_airport: 'MUC' };
    const onward = { ...NEW_CLAIM.flight, departure_airport: 'FRA', arrival_airport: 'JFK' };
    const claim = { ...NEW_CLAIM, flight: feeder, connecting_flights: [onward] };
    const errors = { 'claim.connecting_flights.0.departure_airport': ['legs_not_connected'] };
    return interaction(pact, ...signedIn, widget(904, 'new_contract', 'create-claim', {}))
      .uponReceiving('a create-claim submission whose flights do not connect')
      .withRequest('POST', '/widgets/data/904', (req) =>
        req.headers(jsonHeaders).jsonBody({ action: 'create', claim }),
      )
      .willRespondWith(422, (res) => res.jsonBody({ message: 'validation_failed', errors }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await createClaim(createQueryClient(), 904, claim)).toEqual(
          refused('validation_failed', errors),
        );
      });
  });

  it('refuses an unknown airport with a field error (create-claim)', () => {
    const claim = { ...NEW_CLAIM, flight: { ...NEW_CLAIM.flight, arrival_airport: 'ZZZ' } };
    return interaction(pact, ...signedIn, widget(904, 'new_contract', 'create-claim', {}))
      .uponReceiving('a create-claim submission with an unknown airport')
      .withRequest('POST', '/widgets/data/904', (req) =>
        req.headers(jsonHeaders).jsonBody({ action: 'create', claim }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({
          message: 'validation_failed',
          errors: { 'claim.flight.arrival_airport': ['invalid_value'] },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await createClaim(createQueryClient(), 904, claim)).toEqual(
          refused('validation_failed', { 'claim.flight.arrival_airport': ['invalid_value'] }),
        );
      });
  });

  it('saves changes to an own claim (claim-edit)', () => {
    const changes = {
      flight: { airline: 'Lufthansa', flight_number: 'LH1834', flight_date: '2026-08-14' },
      passengers: [{ first_name: 'Maria', last_name: 'Muster', email: 'demo@example.com' }],
      policy_number: null,
    };
    return interaction(pact, ...signedIn, demoClaim, widget(905, 'contract_claim', 'claim-edit', {}))
      .uponReceiving('a claim-edit save')
      .withRequest('POST', '/widgets/data/905', (req) =>
        req.headers(jsonHeaders).jsonBody({ claim_id: CLAIM_ID, changes }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ data: { type: 'claim', claim: claimBody({ flight_number: 'LH1834' }) } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        // The editor refetches the claim afterwards: the save itself only tells done or field errors.
        expect(await saveClaimChanges(createQueryClient(), 905, CLAIM_ID, changes)).toEqual({
          ok: true,
          value: null,
        });
      });
  });
  it('holds back a save that would remove a passenger with a payout account (claim-edit, 409)', () => {
    // Example ids: the provider picks the real ones and answers them (claimId, passengerId).
    const [claimId, mariaId] = [5401, 5411];
    const changes = {
      flight: { airline: 'Lufthansa', flight_number: 'LH98', flight_date: '2026-06-01' },
      passengers: [{ first_name: 'Max', last_name: 'Muster', email: null }],
      policy_number: null,
    };
    const withAccounts = state('the user has a claim with payout accounts', {
      email: DEMO.email,
      status: 'submitted',
    });
    return interaction(pact, ...signedIn, withAccounts, widget(906, 'contract_claim', 'claim-edit', {}))
      .uponReceiving('a claim-edit save removing a passenger with a payout account')
      .withRequest('POST', '/widgets/data/906', (req) =>
        req.headers(jsonHeaders).jsonBody({ claim_id: fromProviderState('${claimId}', claimId), changes }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({
          message: 'passenger_has_dependents',
          dependents: eachLike({
            passenger_id: fromProviderState('${passengerId}', mariaId),
            name: string('Maria Muster'),
            signature: boolean(false),
            payout_account: boolean(true),
          }),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await saveClaimChanges(createQueryClient(), 906, claimId, changes)).toEqual({
          ok: false,
          refused: {
            errors: {},
            message: 'passenger_has_dependents',
            dependents: [
              { passenger_id: mariaId, name: 'Maria Muster', signature: false, payout_account: true },
            ],
          },
        });
      });
  });
});

describe('GET and POST /grid/:resource', () => {
  it('gives the payment grid’s columns', () =>
    interaction(pact, ...signedIn)
      .uponReceiving('the payments grid columns')
      .withRequest('GET', '/grid/payments', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          columns: eachLike({
            key: string('amount'),
            label: regex('^payments\\.[a-z_]+$', 'payments.amount'),
            type: regex('^(text|money|date|datetime|status)$', 'money'),
            sortable: boolean(true),
            filterable: boolean(false),
          }),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const [first] = await runQuery(gridColumnsQuery('payments'));
        expect(first).toEqual({
          key: 'amount',
          label: 'payments.amount',
          type: 'money',
          sortable: true,
          filterable: false,
        });
      }));

  it('gives a page of a claim’s payments', () => {
    const body = {
      page: 1,
      per_page: 10,
      sort: { key: 'at', dir: 'desc' as const },
      filters: {},
      params: { claim_id: CLAIM_ID },
    };
    return interaction(pact, ...signedIn, demoClaim)
      .uponReceiving('a page of a claim’s payments')
      .withRequest('POST', '/grid/payments', (req) => req.headers(jsonHeaders).jsonBody(body))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          rows: eachLike({
            at: regex(ISO, '2026-09-01T10:00:00.000Z'),
            kind: string('payout'),
            reference: string('SEPA payout'),
            amount: integer(25000),
          }),
          total: integer(1),
          page: 1,
          per_page: 10,
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const page = await runQuery(gridRowsQuery('payments', body));
        expect(page).toMatchObject({ total: 1, page: 1, per_page: 10, rows: [{ amount: 25000 }] });
      });
  });
});

describe('templates', () => {
  const account = { email: DEMO.email, id: 77, holder: 'Maria Muster', iban: 'DE89370400440532013000' };

  it('lists the user’s saved bank accounts and passengers', () =>
    interaction(pact, ...signedIn, state('the user has a saved bank account', account))
      .uponReceiving('a templates request')
      .withRequest('GET', '/templates', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(77),
            kind: 'bank_account',
            holder: string('Maria Muster'),
            iban: string(account.iban),
          }),
        ),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const templates = await runQuery(templatesQuery());
        expect(templates).toEqual([
          { id: 77, kind: 'bank_account', holder: account.holder, iban: account.iban },
        ]);
      }));

  it('saves a bank account with a valid IBAN', () =>
    interaction(pact, ...signedIn)
      .uponReceiving('a new bank account template')
      .withRequest('POST', '/templates', (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ kind: 'bank_account', holder: 'Maria Muster', iban: 'DE89 3704 0044 0532 0130 00' }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({
          id: integer(1),
          kind: 'bank_account',
          holder: 'Maria Muster',
          iban: 'DE89370400440532013000',
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const saved = await createTemplate(createQueryClient(), {
          kind: 'bank_account',
          holder: 'Maria Muster',
          iban: 'DE89 3704 0044 0532 0130 00',
        });
        expect(saved).toMatchObject({ ok: true, value: { iban: 'DE89370400440532013000' } });
      }));

  it('refuses an IBAN whose checksum fails', () =>
    interaction(pact, ...signedIn)
      .uponReceiving('a bank account template with a wrong IBAN checksum')
      .withRequest('POST', '/templates', (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ kind: 'bank_account', holder: 'Maria Muster', iban: 'DE89370400440532013001' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { iban: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const saved = await createTemplate(createQueryClient(), {
          kind: 'bank_account',
          holder: 'Maria Muster',
          iban: 'DE89370400440532013001',
        });
        expect(saved).toEqual(refused('validation_failed', { iban: ['invalid_value'] }));
      }));

  it('deletes one of the user’s templates', () =>
    interaction(pact, ...signedIn, state('the user has a saved bank account', account))
      .uponReceiving('a template deletion')
      .withRequest('DELETE', '/templates/77', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(removeTemplate(createQueryClient(), 77)).resolves.toBeUndefined();
      }));
});
