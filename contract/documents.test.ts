import { describe, expect, it } from 'vitest';
import { SCOPES } from './claim';
import { CHECKLISTS, DOCUMENT_KINDS, documentContract, MAX_DOCUMENT_BYTES } from './documents';

describe('each scope’s document checklist', () => {
  it('a flight problem: the booking confirmation or the boarding pass; the rerouting confirmation only when rerouted', () => {
    expect(CHECKLISTS.fairplane).toEqual([
      { item: 'booking_or_boarding_pass', kinds: ['booking_confirmation', 'boarding_pass'], required: true },
      { item: 'rerouting_confirmation', kinds: ['rerouting_confirmation'], required: false },
    ]);
  });

  it('a ticket refund: the ticket invoice and the cancellation notice', () => {
    expect(CHECKLISTS.ticket_refund).toEqual([
      { item: 'ticket_invoice', kinds: ['ticket_invoice'], required: true },
      { item: 'cancellation_notice', kinds: ['cancellation_notice'], required: true },
    ]);
  });

  it('a luggage claim: the property irregularity report, receipts and photos', () => {
    expect(CHECKLISTS.luggage_refund).toEqual([
      { item: 'property_irregularity_report', kinds: ['property_irregularity_report'], required: true },
      { item: 'receipts', kinds: ['receipt'], required: true },
      { item: 'photos', kinds: ['photo'], required: true },
    ]);
  });

  it('every kind a customer can upload counts for some scope’s checklist', () => {
    const counted = SCOPES.flatMap((scope) => CHECKLISTS[scope].flatMap((rule) => rule.kinds));
    expect([...counted].sort()).toEqual([...DOCUMENT_KINDS].sort());
  });
});

describe('document routes', () => {
  it('take files up to 10 MB (MiB) each, as a multipart form', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 2 ** 20);
    expect(documentContract.upload.contentType).toBe('multipart/form-data');
  });

  it('answer a document’s content as bytes, not JSON', () => {
    expect(documentContract.content.responses[200]).toMatchObject({
      contentType: 'application/octet-stream',
    });
  });
});
