import { describe, expect, it } from 'vitest';
import { TwoFactorCode } from './auth';
import { AirlineReport, DocumentRequest } from './timeline';
import { userContract } from './user';

describe('typed text is kept without surrounding blanks', () => {
  it('the note of an airline report, of either kind', () => {
    expect(AirlineReport.parse({ kind: 'airline_contacted', note: '  called them \n' })).toEqual({
      kind: 'airline_contacted',
      note: 'called them',
    });
    expect(AirlineReport.parse({ kind: 'airline_paid_directly', note: ' paid ', amount: 25_000 })).toEqual({
      kind: 'airline_paid_directly',
      note: 'paid',
      amount: 25_000,
    });
  });

  it('the note of a document request', () => {
    expect(DocumentRequest.parse({ item: 'receipts', note: '\tthe hotel bill  ' })).toEqual({
      item: 'receipts',
      note: 'the hotel bill',
    });
  });

  it('codes pasted with spaces: the e-mail change code and the two-factor code', () => {
    expect(userContract.emailChangeConfirm.body.parse({ token: 't', code: ' 4711 ' }).code).toBe('4711');
    expect(TwoFactorCode.parse(' 123456 ')).toBe('123456');
  });
});
