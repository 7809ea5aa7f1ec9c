import { describe, expect, it } from 'vitest';
import {
  body200,
  refusal,
  refusalMessage,
  refuse,
  unexpected,
  UnexpectedAnswer,
  type FieldErrors,
} from './answer';

describe('UnexpectedAnswer', () => {
  it('names the call and the status', () => {
    const error = new UnexpectedAnswer('GET /menu', 418);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UnexpectedAnswer');
    expect(error.message).toBe('GET /menu answered 418');
    expect(error.call).toBe('GET /menu');
    expect(error.status).toBe(418);
  });

  it('is what unexpected() throws and what body200 throws for any status but 200', () => {
    expect(() => unexpected('GET /menu', { status: 404 })).toThrow(new UnexpectedAnswer('GET /menu', 404));
    expect(() => body200('GET /menu', { status: 201, body: [] })).toThrow('GET /menu answered 201');
    expect(body200('GET /menu', { status: 200, body: ['x'] })).toEqual(['x']);
  });
});

describe('refuse: any refused answer in one shape', () => {
  it("keeps a 422's field errors (wildcard keys as they are) and its message", () => {
    const errors = { 'passengers.*.email': ['invalid_email'] };
    const result = refuse({ body: { message: 'validation_failed', errors } });
    expect(result.ok).toBe(false);
    expect(result.refused).toEqual({ errors, message: 'validation_failed' });
    expect(result.refused.errors).toBe(errors);
  });

  it("takes another answer's message, or the one the caller names instead", () => {
    expect(refuse({ body: { message: 'claim_closed' } }).refused).toStrictEqual({
      errors: {},
      message: 'claim_closed',
    });
    expect(refuse({ body: { message: 'payload_too_large' } }, 'file_too_large').refused).toStrictEqual({
      errors: {},
      message: 'file_too_large',
    });
  });

  it('leaves out what the body does not hold', () => {
    for (const body of [undefined, null, '', 'csrf_failed', { message: '' }, { message: 7, errors: ['x'] }])
      expect(refuse({ body }).refused).toStrictEqual({ errors: {} });
  });

  it('refusal wraps a refusal built without an answer', () => {
    const result = refusal({ errors: { email: ['too_many_requests'] } });
    expect(result.ok).toBe(false);
    expect(result.refused).toStrictEqual({ errors: { email: ['too_many_requests'] } });
  });
});

describe('refusalMessage: one message for a form that shows one', () => {
  const errors = { claim_id: ['not_found', 'invalid_value'], email: ['user_exists'] } as FieldErrors;

  it('takes the first code of a preferred field, else of the first field with one', () => {
    expect(refusalMessage({ errors }, { prefer: ['email'] })).toBe('user_exists');
    expect(refusalMessage({ errors })).toBe('not_found');
    expect(refusalMessage({ errors: { email: [], claim_id: ['not_found'] } }, { prefer: ['email'] })).toBe(
      'not_found',
    );
  });

  it("else the answer's message, else the fallback", () => {
    expect(refusalMessage({ errors: { email: [] }, message: 'validation_failed' })).toBe('validation_failed');
    expect(refusalMessage({ errors: {}, message: 'already_signed' })).toBe('already_signed');
    expect(refusalMessage({ errors: {} })).toBe('invalid_value');
    expect(refusalMessage({ errors: {} }, { fallback: 'server_error' })).toBe('server_error');
  });
});
