import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ExportManifest } from '../../contract';
import { deleteAccount, fetchDeletionCheck, fetchPrivacyExport } from '../../src/api/privacy';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, sessionHeaders, spaDataLayer, state } from './pact';

const { boolean, eachLike, regex, string } = MatchersV3;

/** Dedicated customers: these calls delete accounts. */
const INES = { email: 'privacy.ines@example.com', password: 'Ines1234', language: 'en_GB' } as const;
const user = state('a user exists', INES);
const signedIn = state('the user is signed in', { email: INES.email, password: INES.password });
const CASE = 'FP-2026-540100';
/** An active claim with a payout on 2026-09-01 (its payment records are kept until 2036-12-31). */
const claim = state('the user has a claim', {
  email: INES.email,
  claim_id: 5401,
  case_number: CASE,
  scope: 'fairplane',
});

/** A closed claim paid on 2026-05-28: nothing active, but its payment records are kept until 2036-12-31. */
const PAID = 'TR-2026-540200';
const paidClaim = state('the user has a paid claim', {
  email: INES.email,
  case_number: PAID,
  paid_at: '2026-05-28T08:00:00Z',
});

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
/** What the refusal shows: the active claims, the records kept and until when, the first day deletion is possible. */
const refusal = {
  deletable: boolean(false),
  active_claims: eachLike(string(CASE)),
  retained: eachLike({
    case_number: string(CASE),
    last_payment: regex(DAY, '2026-09-01'),
    kept_until: regex(DAY, '2036-12-31'),
  }),
  deletable_from: regex(DAY, '2037-01-01'),
};

const pact = newPact();

describe('GET /user/privacy/deletion', () => {
  it('says an account without claims can be deleted', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('the deletion check of an account without claims')
      .withRequest('GET', '/user/privacy/deletion', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({ deletable: true, active_claims: [], retained: [], deletable_from: null }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await fetchDeletionCheck()).toEqual({
          deletable: true,
          active_claims: [],
          retained: [],
          deletable_from: null,
        });
      }));

  it('names the payment records of a paid claim the law keeps, and the first day the account can go', () =>
    interaction(pact, user, paidClaim, signedIn)
      .uponReceiving('the deletion check of an account with a paid claim only')
      .withRequest('GET', '/user/privacy/deletion', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          deletable: false,
          active_claims: [],
          retained: eachLike({
            case_number: string(PAID),
            last_payment: regex(DAY, '2026-05-28'),
            kept_until: regex(DAY, '2036-12-31'),
          }),
          deletable_from: regex(DAY, '2037-01-01'),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await fetchDeletionCheck()).toEqual({
          deletable: false,
          active_claims: [],
          retained: [{ case_number: PAID, last_payment: '2026-05-28', kept_until: '2036-12-31' }],
          deletable_from: '2037-01-01',
        });
      }));

  it('names the active claim and the payment records kept by law, with their dates', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('the deletion check of an account with an active, paid claim')
      .withRequest('GET', '/user/privacy/deletion', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(refusal))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await fetchDeletionCheck()).toEqual({
          deletable: false,
          active_claims: [CASE],
          retained: [{ case_number: CASE, last_payment: '2026-09-01', kept_until: '2036-12-31' }],
          deletable_from: '2037-01-01',
        });
      }));
});

/** An example archive as the server streams it: the sections and the manifest listing them. */
const manifest: ExportManifest = {
  format: 'claims-portal-export',
  version: 1,
  generated_at: '2026-11-24T10:00:00.000Z',
  account: { id: 1, email: INES.email },
  sections: { profile: { file: 'profile.json', records: 1 } },
  files: [{ path: 'profile.json', kind: 'section', size: 2, sha256: '4'.repeat(64) }],
};
// A fixed modification time (local, as zip stores it), so the pact's example bytes never change.
const archive = zipSync(
  {
    'profile.json': strToU8('{}'),
    'manifest.json': strToU8(JSON.stringify(manifest)),
  },
  { mtime: new Date(2026, 10, 24, 10, 0, 0) },
);
const dir = join(tmpdir(), 'pact-privacy');
mkdirSync(dir, { recursive: true });
const archivePath = join(dir, 'export.zip');
writeFileSync(archivePath, archive);

describe('GET /user/privacy/export', () => {
  it('answers the zip of everything about the customer as a download', () =>
    interaction(pact, user, signedIn)
      .uponReceiving("the customer's data export")
      .withRequest('GET', '/user/privacy/export', (req) => req.headers(sessionHeaders))
      .willRespondWith(200, (res) =>
        res
          .headers({
            'Content-Disposition': regex(
              '^attachment; filename="claims-portal-data-\\d+-\\d{4}-\\d{2}-\\d{2}\\.zip".*$',
              'attachment; filename="claims-portal-data-1-2026-11-24.zip"',
            ),
          })
          .binaryFile('application/zip', archivePath),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const got = await fetchPrivacyExport();
        expect(got.fileName).toBe('claims-portal-data-1-2026-11-24.zip');
        expect(got.type).toBe('application/zip');
        const entries = unzipSync(got.bytes);
        expect(ExportManifest.parse(JSON.parse(new TextDecoder().decode(entries['manifest.json'])))).toEqual(
          manifest,
        );
      }));
});

describe('POST /user/privacy/delete_account', () => {
  it('deletes an account without claims after the password and the confirmation', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('the deletion of an account without claims')
      .withRequest('POST', '/user/privacy/delete_account', (req) =>
        req.headers(jsonHeaders).jsonBody({ password: INES.password, confirm: true }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await deleteAccount(INES.password)).toEqual({ ok: true, value: null });
      }));

  it('is refused with the reasons while a claim is active and its payment records are kept', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('the deletion of an account with an active, paid claim')
      .withRequest('POST', '/user/privacy/delete_account', (req) =>
        req.headers(jsonHeaders).jsonBody({ password: INES.password, confirm: true }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: 'account_deletion_refused' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await deleteAccount(INES.password)).toEqual(refused('account_deletion_refused'));
      }));

  it('answers 422 for a wrong password', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('the deletion of an account with a wrong password')
      .withRequest('POST', '/user/privacy/delete_account', (req) =>
        req.headers(jsonHeaders).jsonBody({ password: 'Wrong1234', confirm: true }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { password: ['wrong_password'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await deleteAccount('Wrong1234')).toEqual(
          refused('validation_failed', { password: ['wrong_password'] }),
        );
      }));
});
