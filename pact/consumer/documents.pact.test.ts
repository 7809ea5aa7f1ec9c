import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  claimDocumentsQuery,
  deleteDocument,
  fetchDocumentContent,
  uploadDocument,
} from '../../src/api/documents';
import { createQueryClient } from '../../src/api/query-client';
import { refused } from '../../src/testing/api-fetch';
import { pngFile } from '../../server/testing/document-files';
import { apiHeaders, interaction, newPact, runQuery, sessionHeaders, spaDataLayer, state } from './pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const CLAIM_ID = 5301;
const DOCUMENT_ID = 7301;
const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
const claim = state('the user has a claim', {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: 'FP-2026-530100',
  scope: 'fairplane',
});
const document = state('the claim has a document', {
  claim_id: CLAIM_ID,
  document_id: DOCUMENT_ID,
  kind: 'boarding_pass',
  file_name: 'boarding-pass.png',
});

/** The PNG the provider state stores, on disk for the pact's binary and multipart bodies. */
const png = pngFile();
const dir = join(tmpdir(), 'pact-documents');
mkdirSync(dir, { recursive: true });
const pngPath = join(dir, 'boarding-pass.png');
writeFileSync(pngPath, png);
/** Text named like a photo: refused by its content. */
const text = new TextEncoder().encode('not a photo at all');
const textPath = join(dir, 'notes.txt');
writeFileSync(textPath, text);

/** What the documents panel reads of a claim's documents. */
const documents = (withDocument: boolean) => ({
  claim_id: integer(CLAIM_ID),
  closed: boolean(false),
  checklist: eachLike({
    item: regex('^[a-z_]+$', 'booking_or_boarding_pass'),
    kinds: eachLike(regex('^[a-z_]+$', 'boarding_pass')),
    required: boolean(true),
    done: boolean(withDocument),
  }),
  missing: withDocument ? [] : eachLike(regex('^[a-z_]+$', 'booking_or_boarding_pass')),
  documents: withDocument
    ? eachLike({
        id: integer(DOCUMENT_ID),
        kind: regex('^[a-z_]+$', 'boarding_pass'),
        file_name: string('boarding-pass.png'),
        content_type: regex('^(application/pdf|image/jpeg|image/png)$', 'image/png'),
        size: integer(png.length),
        created_at: regex('^\\d{4}-\\d{2}-\\d{2}T.*$', '2026-11-24T10:00:00.000Z'),
      })
    : [],
});

const pact = newPact();

describe('GET /claims/{claim_id}/documents', () => {
  it("lists a claim's checklist and documents", () =>
    interaction(pact, user, claim, document, signedIn)
      .uponReceiving("a claim's documents")
      .withRequest('GET', `/claims/${CLAIM_ID}/documents`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(documents(true)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const got = await runQuery(claimDocumentsQuery(CLAIM_ID));
        expect(got?.documents[0]).toMatchObject({ id: DOCUMENT_ID, file_name: 'boarding-pass.png' });
      }));

  it("answers 404 for a claim that is not the user's", () =>
    interaction(pact, user, signedIn)
      .uponReceiving("the documents of a claim that is not the user's")
      .withRequest('GET', '/claims/5399/documents', (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await runQuery(claimDocumentsQuery(5399))).toBeNull();
      }));
});

describe('POST /claims/{claim_id}/documents', () => {
  it('stores an uploaded boarding pass photo', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('an upload of a boarding pass photo')
      .withRequest('POST', `/claims/${CLAIM_ID}/documents`, (req) =>
        req.headers(apiHeaders).multipartBody('image/png', pngPath, 'boarding_pass', 'claims-portal-pact'),
      )
      .willRespondWith(200, (res) => res.jsonBody(documents(true)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const got = await uploadDocument(
          createQueryClient(),
          CLAIM_ID,
          'boarding_pass',
          new Blob([new Uint8Array(png)], { type: 'image/png' }),
          'boarding-pass.png',
        );
        expect(got).toMatchObject({ ok: true, value: { claim_id: CLAIM_ID } });
      }));

  it('refuses a file that is not a PDF, JPEG or PNG by its content, with the reason per file', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('an upload of a file that is no PDF, JPEG or PNG')
      .withRequest('POST', `/claims/${CLAIM_ID}/documents`, (req) =>
        req.headers(apiHeaders).multipartBody('text/plain', textPath, 'photo', 'claims-portal-pact'),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { 'files.0': ['file_type'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const got = await uploadDocument(
          createQueryClient(),
          CLAIM_ID,
          'photo',
          new Blob([new Uint8Array(text)], { type: 'text/plain' }),
          'photo.jpg',
        );
        expect(got).toEqual(refused('validation_failed', { 'files.0': ['file_type'] }));
      }));
});

describe('GET /claims/{claim_id}/documents/{document_id}/content', () => {
  it('answers the document itself for a preview', () =>
    interaction(pact, user, claim, document, signedIn)
      .uponReceiving("a document's content")
      .withRequest('GET', `/claims/${CLAIM_ID}/documents/${DOCUMENT_ID}/content`, (req) =>
        req.headers(sessionHeaders),
      )
      .willRespondWith(200, (res) =>
        res
          .headers({
            'Content-Disposition': regex(
              '^inline; filename="boarding-pass.png".*$',
              'inline; filename="boarding-pass.png"',
            ),
          })
          .binaryFile('image/png', pngPath),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const got = await fetchDocumentContent(CLAIM_ID, DOCUMENT_ID);
        expect(got.type).toBe('image/png');
        expect(got.disposition).toMatch(/^inline/);
        expect(got.bytes).toEqual(png);
      }));
});

describe('DELETE /claims/{claim_id}/documents/{document_id}', () => {
  it('deletes a document of an open claim', () =>
    interaction(pact, user, claim, document, signedIn)
      .uponReceiving('a delete of a document')
      .withRequest('DELETE', `/claims/${CLAIM_ID}/documents/${DOCUMENT_ID}`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(documents(false)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await deleteDocument(createQueryClient(), CLAIM_ID, DOCUMENT_ID)).toMatchObject({ ok: true });
      }));
});
