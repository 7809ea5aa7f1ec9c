import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Passenger } from '../../contract';
import { check, type FieldErrors } from './validation';

const Body = z.object({
  passengers: z.array(Passenger).min(1),
  note: z.string().max(10).optional(),
  kind: z.union([z.object({ a: z.string() }), z.object({}).strict()]),
});

function errorsFor(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  check(Body, value, errors, 'body');
  return errors;
}

describe('zod issues become 422 field errors', () => {
  it('uses dotted paths into arrays and maps each issue to a message code', () => {
    const errors = errorsFor({
      passengers: [
        { first_name: 'Anna', last_name: 'Berg', email: 'anna@example.com' },
        { first_name: '', last_name: 'Berg', email: 'nope' },
      ],
      note: 'far too long for ten',
      kind: {},
    });
    expect(errors).toEqual({
      'passengers.1.first_name': ['required'],
      'passengers.1.email': ['wrong_email'],
      note: ['too_long'],
    });
  });

  it('reports a missing body under `body`, a missing field as required, extra keys as invalid', () => {
    expect(errorsFor(undefined)).toEqual({ body: ['required'] });
    expect(errorsFor({ passengers: [], kind: { b: 1 } })).toEqual({
      passengers: ['invalid_value'],
      'kind.b': ['invalid_value'],
    });
    expect(errorsFor({ kind: { a: 1 } })).toEqual({ passengers: ['required'], 'kind.a': ['invalid_value'] });
  });

  it('passes valid input through parsed', () => {
    const errors: FieldErrors = {};
    const ok = check(z.object({ id: z.coerce.number() }), { id: '7' }, errors, 'params');
    expect(ok).toEqual({ id: 7 });
    expect(errors).toEqual({});
  });
});
