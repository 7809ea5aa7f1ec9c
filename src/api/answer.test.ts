import { describe, expect, it } from 'vitest';
import { body200, fieldErrors, unexpected, UnexpectedAnswer } from './answer';

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

  it('fieldErrors keeps the map as it is', () => {
    const errors = { 'passengers.*.email': ['invalid_email'] };
    expect(fieldErrors(errors)).toBe(errors);
  });
});
