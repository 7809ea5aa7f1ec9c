import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCsrfToken } from './request';

/** The page's cookies as the browser shows them (a `__Host-` cookie needs https, which the test page lacks). */
const cookies = (value: string) => vi.spyOn(document, 'cookie', 'get').mockReturnValue(value);

describe('browserCsrfToken', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads csrf_token outside production', () => {
    cookies('lang=de; csrf_token=plain-token');
    expect(browserCsrfToken()).toBe('plain-token');
  });

  it('reads __Host-csrf_token in production, before a bare one', () => {
    cookies('__Host-csrf_token=host-token');
    expect(browserCsrfToken()).toBe('host-token');
    cookies('csrf_token=stale-token; __Host-csrf_token=host-token');
    expect(browserCsrfToken()).toBe('host-token');
  });

  it('is empty without either', () => {
    cookies('x_csrf_token=other');
    expect(browserCsrfToken()).toBe('');
  });
});
