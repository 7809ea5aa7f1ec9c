import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  fetchLinkDocument,
  fetchSignatureDocument,
  remindSignature,
  requestSignature,
  signAsOwner,
  signByLink,
  signatureLinkQuery,
  signaturesQuery,
} from '../../src/api/signatures';
import { createQueryClient } from '../../src/api/query-client';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, localeMatcher, newPact, runQuery, state } from './pact';
import { spaDataLayer } from './pact';

const { boolean, eachLike, integer, nullValue, regex, string, datetime } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const CLAIM_ID = 5201;
const CASE = 'FP-2026-520100';
const OWNER_P = 5211;
const CHILD_P = 5212;
const CO_P = 5213;
const CO_EMAIL = 'co-passenger@example.com';
const TOKEN = 'Sg7kP2wQ9zX4vB6nM1cL8dF3hJ5rT0yE2aU7iO9pW4s';

const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
const claim = state('the user has a claim', {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: CASE,
  scope: 'fairplane',
});
const passengers = state("the claim's passengers are", {
  claim_id: CLAIM_ID,
  passengers: [
    { id: OWNER_P, first_name: 'Maria', last_name: 'Muster', email: DEMO.email },
    { id: CHILD_P, first_name: 'Mia', last_name: 'Muster', email: null },
    { id: CO_P, first_name: 'Max', last_name: 'Muster', email: null },
  ],
});
const pending = state('a signature link is pending', {
  claim_id: CLAIM_ID,
  passenger_id: CO_P,
  email: CO_EMAIL,
  token: TOKEN,
  locale: 'de_DE',
});

const HASH = regex('^[0-9a-f]{64}$', 'a'.repeat(64));
const TIME = datetime("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", '2026-09-01T10:00:00.000Z');
const SIGNATURE = { method: 'typed', name: 'Maria Muster' } as const;

/** A passenger's state as the panel reads it. */
const passenger = (id: number, role: string, status: 'unsigned' | 'requested' | 'signed') => ({
  passenger_id: integer(id),
  name: string('Maria Muster'),
  role,
  status,
  email: status === 'requested' ? string(CO_EMAIL) : nullValue(),
  locale: localeMatcher('en_GB'),
  requested_at: status === 'requested' ? TIME : nullValue(),
  reminded_at: nullValue(),
  signed_at: status === 'signed' ? TIME : nullValue(),
  method: status === 'signed' ? 'typed' : nullValue(),
  assignment_sha256: status === 'signed' ? HASH : nullValue(),
  document_sha256: status === 'signed' ? HASH : nullValue(),
});
const DOCUMENT = {
  filename: regex('^assignment.*\\.pdf$', 'assignment-FP-2026-520100-Maria-Muster.pdf'),
  signed: boolean(false),
  sha256: HASH,
  pdf_base64: string('JVBERi0xLjc='),
};
const publicSignature = (status: 'requested' | 'signed') => ({
  name: string('Max Muster'),
  case_number: string(CASE),
  flight: string('LH1832 (Lufthansa), MUC – BCN'),
  flight_date: string('2026-08-14'),
  locale: localeMatcher('de_DE'),
  status,
  signed_at: status === 'signed' ? TIME : nullValue(),
  assignment_sha256: status === 'signed' ? HASH : nullValue(),
  document_sha256: status === 'signed' ? HASH : nullValue(),
});

const pact = newPact();
const base = `/claims/${CLAIM_ID}/signatures`;

describe('signatures of a claim (owner)', () => {
  it("lists each passenger's signature state", () =>
    interaction(pact, user, claim, passengers, signedIn)
      .uponReceiving("a claim's signature states")
      .withRequest('GET', base, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(passenger(OWNER_P, 'owner', 'unsigned'))))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const [first] = await runQuery(signaturesQuery(CLAIM_ID));
        expect(first).toMatchObject({ passenger_id: OWNER_P, role: 'owner', status: 'unsigned' });
      }));

  it('the owner signs for a minor child with a typed name', () =>
    interaction(pact, user, claim, passengers, signedIn)
      .uponReceiving("the owner's signature for a minor")
      .withRequest('POST', `${base}/${CHILD_P}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ signature: SIGNATURE, minor: true }),
      )
      .willRespondWith(200, (res) => res.jsonBody(passenger(CHILD_P, 'minor', 'signed')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const res = await signAsOwner(createQueryClient(), {
          claimId: CLAIM_ID,
          passengerId: CHILD_P,
          signature: SIGNATURE,
          minor: true,
        });
        expect(res).toMatchObject({ ok: true, value: { status: 'signed', role: 'minor' } });
      }));

  it('mails a co-passenger the signing link', () =>
    interaction(pact, user, claim, passengers, signedIn)
      .uponReceiving('a signature request to a co-passenger')
      .withRequest('POST', `${base}/${CO_P}/request`, (req) =>
        req.headers(jsonHeaders).jsonBody({ email: CO_EMAIL, locale: 'de_DE' }),
      )
      .willRespondWith(200, (res) => res.jsonBody(passenger(CO_P, 'co_passenger', 'requested')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const res = await requestSignature(createQueryClient(), {
          claimId: CLAIM_ID,
          passengerId: CO_P,
          email: CO_EMAIL,
          locale: 'de_DE',
        });
        expect(res).toMatchObject({ ok: true, value: { status: 'requested' } });
      }));

  it('answers 429 once the signing mails to the address are used up', () =>
    interaction(
      pact,
      user,
      claim,
      passengers,
      signedIn,
      state('the mails of an action to an address are used up', {
        action: 'signature_request',
        email: 'limited-signer@example.com',
      }),
    )
      .uponReceiving('a signature request over the mail limit')
      .withRequest('POST', `${base}/${CO_P}/request`, (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'limited-signer@example.com', locale: 'de_DE' }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_requests' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const res = await requestSignature(createQueryClient(), {
          claimId: CLAIM_ID,
          passengerId: CO_P,
          email: 'limited-signer@example.com',
          locale: 'de_DE',
        });
        expect(res).toEqual(refused('too_many_requests'));
      }));

  it('reminds a co-passenger', () =>
    interaction(pact, user, claim, passengers, pending, signedIn)
      .uponReceiving('a reminder to a co-passenger')
      .withRequest('POST', `${base}/${CO_P}/remind`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...passenger(CO_P, 'co_passenger', 'requested'), reminded_at: TIME }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await remindSignature(createQueryClient(), CLAIM_ID, CO_P)).toMatchObject({
          ok: true,
          value: { status: 'requested' },
        });
      }));

  it("downloads a passenger's assignment", () =>
    interaction(pact, user, claim, passengers, signedIn)
      .uponReceiving("a passenger's assignment PDF")
      .withRequest('GET', `${base}/${OWNER_P}/document`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(DOCUMENT))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await fetchSignatureDocument(CLAIM_ID, OWNER_P)).toMatchObject({ signed: false });
      }));
});

describe('signing link (co-passenger, no account)', () => {
  const anonymous = state('nobody is signed in', {});

  it("shows the co-passenger's assignment", () =>
    interaction(pact, user, claim, passengers, pending, anonymous)
      .uponReceiving('a signing link')
      .withRequest('GET', `/signature/${TOKEN}`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(publicSignature('requested')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await runQuery(signatureLinkQuery(TOKEN))).toMatchObject({
          outcome: 'ok',
          signature: { status: 'requested', case_number: CASE },
        });
      }));

  it('answers 404 for an unknown link', () =>
    interaction(pact, anonymous)
      .uponReceiving('an unknown signing link')
      .withRequest('GET', '/signature/unknown-token', (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await runQuery(signatureLinkQuery('unknown-token'))).toEqual({ outcome: 'invalid' });
      }));

  it('the co-passenger signs', () =>
    interaction(pact, user, claim, passengers, pending, anonymous)
      .uponReceiving('a signature through the link')
      .withRequest('POST', `/signature/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ signature: { method: 'typed', name: 'Max Muster' } }),
      )
      .willRespondWith(200, (res) => res.jsonBody(publicSignature('signed')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const res = await signByLink(createQueryClient(), TOKEN, { method: 'typed', name: 'Max Muster' });
        expect(res).toMatchObject({ ok: true, value: { status: 'signed' } });
      }));

  it('downloads the assignment through the link', () =>
    interaction(pact, user, claim, passengers, pending, anonymous)
      .uponReceiving("the co-passenger's assignment PDF")
      .withRequest('GET', `/signature/${TOKEN}/document`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(DOCUMENT))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await fetchLinkDocument(TOKEN)).toMatchObject({ signed: false });
      }));
});
