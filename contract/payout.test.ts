import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addIssues } from './field-errors';
import { PayoutDetailsInput } from './payout';
import { WELL_FORMED_ASSERTION } from './testing/passkey-assertion';

const errorsOf = (schema: z.ZodTypeAny, value: unknown) =>
  addIssues({}, schema.safeParse(value).error?.issues ?? []);

const account = { holder: 'Julia Meyer', iban: 'DE89370400440532013000' };
const passkey = WELL_FORMED_ASSERTION;

describe('PayoutDetailsInput', () => {
  it('stores the IBAN and BIC trimmed; a blank IBAN is required', () => {
    const parsed = PayoutDetailsInput.parse({
      holder: 'Julia Meyer',
      iban: ' DE89370400440532013000 ',
      bic: ' COBADEFF ',
      password: 'secret',
    });
    expect([parsed.iban, parsed.bic]).toEqual(['DE89370400440532013000', 'COBADEFF']);
    expect(errorsOf(PayoutDetailsInput, { ...account, iban: '   ', password: 'secret' })).toEqual({
      iban: ['required'],
    });
  });

  it('re-authenticates with exactly one of the password and a passkey', () => {
    expect(PayoutDetailsInput.safeParse({ ...account, password: 'secret' }).success).toBe(true);
    expect(PayoutDetailsInput.safeParse({ ...account, passkey }).success).toBe(true);
    expect(errorsOf(PayoutDetailsInput, account)).toEqual({ password: ['required'] });
    expect(errorsOf(PayoutDetailsInput, { ...account, password: 'secret', passkey })).toEqual({
      passkey: ['invalid_value'],
    });
  });

  it('reports a missing re-authentication as zod reports a missing string, and says why for both', () => {
    const missing = PayoutDetailsInput.safeParse(account).error?.issues;
    expect(missing).toEqual([
      expect.objectContaining({ code: 'invalid_type', expected: 'string', received: 'undefined' }),
    ]);
    const both = PayoutDetailsInput.safeParse({ ...account, password: 'secret', passkey }).error?.issues;
    expect(both).toEqual([
      expect.objectContaining({ code: 'custom', message: expect.stringMatching(/password.*passkey/) }),
    ]);
  });
});
