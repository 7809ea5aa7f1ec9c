import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSchema, emailProblem, errorsFor, otherErrors, stripPrefix } from './errors';

describe('form errors (SPEC §5 422 maps)', () => {
  const errors = {
    'passengers.*.email': ['wrong_email'],
    'passengers.1.first_name': ['required'],
    'flight.flight_number': ['invalid_value'],
    iban: ['invalid_value'],
  };

  it('matches a field by its dotted path, `*` standing for any index', () => {
    expect(errorsFor(errors, 'passengers.0.email')).toEqual(['wrong_email']);
    expect(errorsFor(errors, 'passengers.12.email')).toEqual(['wrong_email']);
    expect(errorsFor(errors, 'passengers.1.first_name')).toEqual(['required']);
    expect(errorsFor(errors, 'passengers.0.first_name')).toEqual([]);
    expect(errorsFor(errors, 'passengers.x.email')).toEqual([]);
    expect(errorsFor({ 'a.b': ['required'] }, 'aXb')).toEqual([]);
  });

  it('collects the messages no field shows', () => {
    expect(otherErrors(errors, ['passengers.0.email', 'passengers.1.first_name', 'iban'])).toEqual([
      'invalid_value',
    ]);
  });

  it('removes a payload prefix from the keys', () => {
    expect(stripPrefix({ 'claim.iban': ['required'], other: ['x'] }, 'claim')).toEqual({
      iban: ['required'],
      other: ['x'],
    });
  });

  it("reads a form schema's own codes, the first broken rule per field", () => {
    const schema = z.object({
      email: z.string().min(1, 'required').email('wrong_email'),
      password: z.string().min(1, 'password_required'),
    });
    expect(checkSchema(schema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: ['required'], password: ['password_required'] },
    });
    expect(checkSchema(schema, { email: 'a@b.example', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'a@b.example', password: 'x' },
    });
  });
});

describe('emailProblem (SPEC §5: required, then wrong email)', () => {
  it('calls an empty address required and a malformed one wrong', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('not-an-address')).toBe('wrong_email');
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('too_long');
    expect(emailProblem(' ann@example.com ')).toBeNull();
  });
});
