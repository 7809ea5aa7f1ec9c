import { describe, expect, it } from 'vitest';
import { z, type ZodIssue } from 'zod';
import { addIssues } from './field-errors';
import { Flight, NewClaimInput, Passenger } from './claim';

const errorsOf = (schema: z.ZodTypeAny, value: unknown, options?: Parameters<typeof addIssues>[2]) =>
  addIssues({}, schema.safeParse(value).error?.issues ?? [], options);

describe('zod issues as message codes (one mapping for server and SPA)', () => {
  const Person = z.object({
    name: z.string().min(1).max(5),
    nick: z.string().min(2),
    email: z.string().email(),
    age: z.number().int(),
    tags: z.array(z.string()).min(1),
  });

  it("names unknown keys that objects inherit ('constructor', '__proto__') like any other", () => {
    const body = JSON.parse('{"name":"Ann","constructor":"x","__proto__":{"a":1},"toString":1}') as unknown;
    const errors = errorsOf(z.object({ name: z.string() }).strict(), body);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(
      JSON.parse(
        '{"constructor":["invalid_value"],"__proto__":["invalid_value"],"toString":["invalid_value"]}',
      ),
    );
  });

  it('names each field by its dotted path with the code the SPA translates', () => {
    expect(errorsOf(Person, { name: '', nick: 'x', email: 'x', tags: [] })).toEqual({
      name: ['required'],
      nick: ['invalid_value'],
      email: ['wrong_email'],
      age: ['required'],
      tags: ['invalid_value'],
    });
    expect(
      errorsOf(Person, { name: 'toolong', nick: 'ok', email: 'a@example.com', age: 'x', tags: ['a'] }),
    ).toEqual({
      name: ['too_long'],
      age: ['invalid_value'],
    });
  });

  it('puts keys behind a prefix, the value itself under the root key, unknown keys by name', () => {
    expect(errorsOf(z.object({ a: z.string() }), { a: 1 }, { prefix: 'claim' })).toEqual({
      'claim.a': ['invalid_value'],
    });
    expect(errorsOf(z.object({}), 'x', { rootKey: 'body' })).toEqual({ body: ['invalid_value'] });
    expect(errorsOf(z.object({}).strict(), { x: 1, y: 2 }, { prefix: 'p' })).toEqual({
      'p.x': ['invalid_value'],
      'p.y': ['invalid_value'],
    });
  });

  it('calls a field left empty required (SPEC §5), whatever format rule it breaks, given the input', () => {
    const empty = {
      airline: ' ',
      airline_code: '',
      flight_number: '',
      flight_date: '',
      departure_airport: '',
      arrival_airport: 'ZZ',
    };
    expect(errorsOf(Flight, empty, { prefix: 'flight', input: empty })).toEqual({
      'flight.airline': ['required'],
      'flight.airline_code': ['required'],
      'flight.flight_number': ['required'],
      'flight.flight_date': ['required'],
      'flight.departure_airport': ['required'],
      'flight.arrival_airport': ['invalid_value'],
    });
    const list = [{ first_name: '', last_name: 'Lee', email: '' }];
    expect(
      errorsOf(
        z.array(
          z.object({ first_name: z.string().min(1), last_name: z.string(), email: z.string().email() }),
        ),
        list,
        { input: list },
      ),
    ).toEqual({
      '0.first_name': ['required'],
      '0.email': ['required'],
    });
  });

  it('explains a failed union by its closest branch', () => {
    const schema = z.object({
      v: z.union([z.object({ a: z.string() }).strict(), z.object({ b: z.number() })]),
    });
    expect(errorsOf(schema, { v: { b: 'x' } })).toEqual({ 'v.b': ['invalid_value'] });
  });

  it('takes the branch with the fewest issues, the first on a tie, one refusing keys last', () => {
    const union = (...options: [z.ZodTypeAny, z.ZodTypeAny]) => z.object({ v: z.union(options) });
    const ab = z.object({ a: z.string(), b: z.string() });
    const c = z.object({ c: z.string() });
    expect(errorsOf(union(ab, c), { v: {} })).toEqual({ 'v.c': ['required'] });
    expect(errorsOf(union(c, ab), { v: {} })).toEqual({ 'v.c': ['required'] });
    expect(errorsOf(union(c, z.object({ d: z.string() })), { v: {} })).toEqual({ 'v.c': ['required'] });
    const strict = z.object({ a: z.string(), d: z.string() }).strict();
    const loose = z.object({ b: z.number(), c: z.number(), e: z.number() });
    expect(errorsOf(union(strict, loose), { v: { a: 'x', b: 'y' } })).toEqual({
      'v.b': ['invalid_value'],
      'v.c': ['required'],
      'v.e': ['required'],
    });
    const noBranch: ZodIssue = {
      code: 'invalid_union',
      unionErrors: [],
      path: ['v'],
      message: 'Invalid input',
    };
    expect(addIssues({}, [noBranch])).toEqual({ v: ['invalid_value'] });
  });

  it('given the input, calls a field of spaces required, not a missing, non-text or unreachable one', () => {
    const input = { last_name: 7, email: '  ' };
    expect(errorsOf(Passenger, input, { input })).toEqual({
      first_name: ['required'],
      last_name: ['invalid_value'],
      email: ['required'],
    });
    const Deep = z.object({ a: z.unknown() }).superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', path: ['a', 'b'] });
    });
    for (const deep of [{}, { a: null }])
      expect(errorsOf(Deep, deep, { input: deep }), JSON.stringify(deep)).toEqual({
        'a.b': ['invalid_value'],
      });
  });

  it('never calls an unknown key required: it names the key, not a field left empty', () => {
    const FromText = z.preprocess((v) => (typeof v === 'string' ? { note: v } : v), z.object({}).strict());
    expect(errorsOf(FromText, ' ', { input: ' ' })).toEqual({ note: ['invalid_value'] });
  });

  it('lists each code once per field, in a map the caller may change', () => {
    expect(errorsOf(z.string().min(3).regex(/^\d+$/), 'ab', { rootKey: 'v' })).toEqual({
      v: ['invalid_value'],
    });
    expect(errorsOf(z.string().max(3).email(), 'abcd', { rootKey: 'v' })).toEqual({
      v: ['too_long', 'wrong_email'],
    });
    const errors = errorsOf(z.object({ a: z.string(), b: z.string() }), {});
    errors.a = ['too_long'];
    delete errors.b;
    expect(errors).toEqual({ a: ['too_long'] });
  });

  it('asks a new claim for the fields its scope needs', () => {
    const base = {
      flight: {
        airline: 'Lufthansa',
        airline_code: 'LH',
        flight_number: 'LH400',
        flight_date: '2026-09-01',
        departure_airport: 'FRA',
        arrival_airport: 'JFK',
      },
      passengers: [{ first_name: 'A', last_name: 'B', email: null }],
    };
    expect(errorsOf(NewClaimInput, { ...base, scope: 'fairplane' })).toEqual({ disruption: ['required'] });
    expect(errorsOf(NewClaimInput, { ...base, scope: 'ticket_refund' })).toEqual({ amount: ['required'] });
    expect(
      errorsOf(NewClaimInput, { ...base, scope: 'luggage_refund', amount: 100, policy_number: '' }),
    ).toEqual({ policy_number: ['required'] });
    expect(errorsOf(NewClaimInput, { ...base, scope: 'holiday' })).toEqual({ scope: ['invalid_value'] });
    expect(NewClaimInput.safeParse({ ...base, scope: 'ticket_refund', amount: 100 }).success).toBe(true);
  });
});
