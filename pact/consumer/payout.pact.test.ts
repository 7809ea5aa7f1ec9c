import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { PayoutDetailsInput } from '../../contract';
import { timelineQuery } from '../../src/api/timeline';
import {
  fetchStatementDocument,
  payoutDetailsQuery,
  savePayoutDetails,
  settlementQuery,
} from '../../src/api/payout';
import { createQueryClient } from '../../src/api/query-client';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, runQuery, spaDataLayer, state } from './pact';

const { boolean, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
// Example ids: the provider picks the real ones and answers them (claimId, passengerId).
const CLAIM_ID = 5401;
const PASSENGER_ID = 5411;

const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
const activeClaim = state('the user has a claim with payout accounts', {
  email: DEMO.email,
  status: 'submitted',
});
const paidClaim = state('the user has a claim with payout accounts', {
  email: DEMO.email,
  status: 'paid_out',
});

const claimPath = (tail: string) =>
  fromProviderState(`/claims/\${claimId}${tail}`, `/claims/${CLAIM_ID}${tail}`);
const passengerPath = (tail: string) =>
  fromProviderState(
    `/claims/\${claimId}/${tail.replace('{passenger}', '${passengerId}')}`,
    `/claims/${CLAIM_ID}/${tail.replace('{passenger}', String(PASSENGER_ID))}`,
  );

const MASKED = regex('^[A-Z]{2}\\d{2}( [*A-Z0-9]{1,4})+$', 'DE89 **** **** **** **30 00');
const TIME = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  '2026-01-02T10:00:00.000Z',
);
const DAY = regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-03-11');
const CENTS = (example: number) => integer(example);

const pact = newPact();

describe('payout details of a claim', () => {
  it("lists each passenger's account, masked (one set, one not yet)", () =>
    interaction(pact, user, activeClaim, signedIn)
      .uponReceiving("a claim's payout accounts")
      .withRequest('GET', claimPath('/payout_details'), (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          editable: boolean(true),
          passengers: [
            {
              passenger_id: integer(PASSENGER_ID),
              name: string('Maria Muster'),
              account: {
                holder: string('Maria Muster'),
                iban_masked: MASKED,
                bic: nullValue(),
                updated_at: TIME,
              },
            },
            { passenger_id: integer(PASSENGER_ID + 1), name: string('Max Muster'), account: nullValue() },
          ],
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const list = await runQuery(payoutDetailsQuery(CLAIM_ID));
        expect(list.editable).toBe(true);
        expect(list.passengers[0]?.account).toMatchObject({
          iban_masked: 'DE89 **** **** **** **30 00',
          bic: null,
        });
        expect(list.passengers[1]?.account).toBeNull();
      }));

  it('changes an account to one outside SEPA, with its BIC and the password', () =>
    interaction(pact, user, activeClaim, signedIn)
      .uponReceiving('a payout account change with the password')
      .withRequest('POST', passengerPath('payout_details/{passenger}'), (req) =>
        req.headers(jsonHeaders).jsonBody({
          holder: 'Maria Muster',
          iban: 'TR33 0006 1005 1978 6457 8413 26',
          bic: 'TGBATRIS',
          password: DEMO.password,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          passenger_id: integer(PASSENGER_ID),
          name: string('Maria Muster'),
          account: {
            holder: string('Maria Muster'),
            iban_masked: regex('^[A-Z]{2}\\d{2}( [*A-Z0-9]{1,4})+$', 'TR33 **** **** **** **** **13 26'),
            bic: string('TGBATRIS'),
            updated_at: TIME,
          },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const res = await savePayoutDetails(createQueryClient(), CLAIM_ID, PASSENGER_ID, {
          holder: 'Maria Muster',
          iban: 'TR33 0006 1005 1978 6457 8413 26',
          bic: 'TGBATRIS',
          password: DEMO.password,
        });
        expect(res).toMatchObject({ ok: true, value: { account: { bic: 'TGBATRIS' } } });
      }));

  /** A change the server refuses: the request the SPA sends, and what its data layer gives the form. */
  const refusedChange = (
    given: ReturnType<typeof state>[],
    description: string,
    body: PayoutDetailsInput,
    status: number,
    answer: Record<string, unknown>,
    result: unknown,
  ) =>
    interaction(pact, user, ...given)
      .uponReceiving(description)
      .withRequest('POST', passengerPath('payout_details/{passenger}'), (req) =>
        req.headers(jsonHeaders).jsonBody(body),
      )
      .willRespondWith(status, (res) => res.jsonBody(answer))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await savePayoutDetails(createQueryClient(), CLAIM_ID, PASSENGER_ID, body)).toEqual(result);
      });
  const GERMAN = { holder: 'Maria Muster', iban: 'DE89 3704 0044 0532 0130 00', password: DEMO.password };

  it('refuses a wrong password (422 on the password field)', () =>
    refusedChange(
      [activeClaim, signedIn],
      'a payout account change with a wrong password',
      { ...GERMAN, holder: 'Mallory', password: 'Wrong1234' },
      422,
      { message: 'validation_failed', errors: { password: ['wrong_password'] } },
      refused('validation_failed', { password: ['wrong_password'] }),
    ));

  // A passkey's assertion that verifies needs an authenticator signing the server's fresh
  // challenge (server/routes/payout-passkey.test.ts, tests/e2e/payout-passkey.test.ts); here the
  // refusals the form shows on the confirm step.
  const ASSERTION = {
    id: 'q3vJ8xYl0nZ4bT6cR2dE5w',
    rawId: 'q3vJ8xYl0nZ4bT6cR2dE5w',
    type: 'public-key' as const,
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
      authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
      signature: 'MEUCIQDx3Q7nJ0ynVNh1x9Ql5d0rfK5mQyKXk1bH2n9C5cNp2wIgZ3k',
    },
    clientExtensionResults: {},
  };
  const WITH_PASSKEY = { holder: 'Mallory', iban: 'DE89 3704 0044 0532 0130 00', passkey: ASSERTION };
  const hasPasskey = state('the user has a passkey', { email: DEMO.email, id: 5421, name: 'Phone' });

  it('refuses a passkey assertion that does not verify (422 on the passkey)', () =>
    refusedChange(
      [activeClaim, hasPasskey, signedIn, state('a passkey ceremony was started', { purpose: 'reauth' })],
      'a payout account change with a passkey assertion that does not verify',
      WITH_PASSKEY,
      422,
      { message: 'validation_failed', errors: { passkey: ['passkey_invalid'] } },
      refused('validation_failed', { passkey: ['passkey_invalid'] }),
    ));

  it('refuses a passkey assertion without a pending re-authentication (422 challenge_expired)', () =>
    refusedChange(
      [activeClaim, hasPasskey, signedIn],
      'a payout account change with a passkey assertion but no pending challenge',
      WITH_PASSKEY,
      422,
      { message: 'validation_failed', errors: { passkey: ['challenge_expired'] } },
      refused('validation_failed', { passkey: ['challenge_expired'] }),
    ));

  it('refuses any change while the account is locked (429)', () =>
    refusedChange(
      [activeClaim, signedIn, state('the account is locked', { email: DEMO.email })],
      'a payout account change while the account is locked',
      GERMAN,
      429,
      { message: 'too_many_attempts' },
      refused('too_many_attempts'),
    ));

  it('refuses a change once the claim is closed (409)', () =>
    refusedChange(
      [paidClaim, signedIn],
      'a payout account change on a paid-out claim',
      GERMAN,
      409,
      { message: 'claim_closed' },
      refused('claim_closed'),
    ));
});

describe('the timeline of a paid-out claim whose payout account was set', () => {
  const event = (id: string, kind: string, actor: string, detail: Record<string, unknown>) => ({
    id: string(id),
    kind,
    at: TIME,
    actor,
    detail,
  });
  it('names the passenger and the masked account, the payout and the status', () =>
    interaction(pact, user, paidClaim, signedIn)
      .uponReceiving('the timeline of a paid-out claim with a payout account set')
      .withRequest('GET', claimPath('/timeline'), (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          stage: {
            status: 'paid_out',
            active: boolean(false),
            waiting_on: 'nobody',
            next_step: 'none',
            usual_duration: nullValue(),
            open_tasks: [],
          },
          events: [
            event('claim:1', 'created', 'customer', {}),
            event('event:1', 'payout_details_set', 'customer', {
              name: string('Maria Muster'),
              account: MASKED,
            }),
            event('status:2', 'status_changed', 'service', { status: 'paid_out' }),
            event('payment:1', 'payout', 'service', { amount: integer(35124) }),
            event('event:2', 'message', 'service', { note: string('Your compensation is on its way.') }),
          ],
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const timeline = await runQuery(timelineQuery(CLAIM_ID));
        expect(timeline.stage).toMatchObject({ waiting_on: 'nobody', next_step: 'none' });
        expect(timeline.events.map((e) => e.kind)).toEqual([
          'created',
          'payout_details_set',
          'status_changed',
          'payout',
          'message',
        ]);
        expect(timeline.events[1]?.detail).toEqual({
          name: 'Maria Muster',
          account: 'DE89 **** **** **** **30 00',
        });
      }));
});

describe('settlement statement of a claim', () => {
  /** A statement as the claim page reads it (amounts in cents; the rates are the provider's). */
  const statement = (passengerId: number, name: string, account: boolean) => ({
    passenger_id: integer(passengerId),
    name: string(name),
    compensation: CENTS(25000),
    fee: CENTS(6250),
    vat: CENTS(1188),
    fee_total: CENTS(7438),
    net_payout: CENTS(17562),
    account: account ? { holder: string('Maria Muster'), iban_masked: MASKED } : nullValue(),
    paid_on: DAY,
  });

  it("gives each passenger's statement of a paid-out claim", () =>
    interaction(pact, user, paidClaim, signedIn)
      .uponReceiving("a paid-out claim's settlement statements")
      .withRequest('GET', claimPath('/settlement'), (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          case_number: string('FP-2026-540100'),
          fee_rate: integer(2500),
          vat_rate: integer(1900),
          rounding: 'half_up_per_passenger',
          statements: [
            statement(PASSENGER_ID, 'Maria Muster', true),
            statement(PASSENGER_ID + 1, 'Max Muster', false),
          ],
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const s = await runQuery(settlementQuery(CLAIM_ID));
        expect(s.available).toBe(true);
        if (!s.available) return;
        expect(s.settlement.statements[0]).toMatchObject({ net_payout: 17562, paid_on: '2026-03-11' });
        expect(s.settlement.statements[1]?.account).toBeNull();
      }));

  it('has no statement before the payout (409)', () =>
    interaction(pact, user, activeClaim, signedIn)
      .uponReceiving("an active claim's settlement")
      .withRequest('GET', claimPath('/settlement'), (req) => req.headers(apiHeaders))
      .willRespondWith(409, (res) => res.jsonBody({ message: 'settlement_unavailable' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await runQuery(settlementQuery(CLAIM_ID))).toEqual({ available: false });
      }));

  it("gives a passenger's statement as a PDF", () =>
    interaction(pact, user, paidClaim, signedIn)
      .uponReceiving("a passenger's settlement statement PDF")
      .withRequest('GET', passengerPath('settlement/{passenger}/document'), (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          filename: regex('^settlement-.+\\.pdf$', 'settlement-FP-2026-540100-1.pdf'),
          pdf_base64: string('JVBERi0xLjc='),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const doc = await fetchStatementDocument(CLAIM_ID, PASSENGER_ID);
        expect(doc.filename).toBe('settlement-FP-2026-540100-1.pdf');
      }));
});
