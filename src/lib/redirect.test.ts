import { describe, expect, it } from 'vitest';
import { afterLoginTarget, sanitizeRedirect } from './redirect';

describe('sanitizeRedirect', () => {
  it.each(['/active_contracts', '/contract/fairplane/12/documents', '/faq?x=1#top', '/'])(
    'accepts %s',
    (path) => {
      expect(sanitizeRedirect(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/active_contracts',
    'javascript:alert(1)',
    'active_contracts',
    '',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a\\b',
    ' /active_contracts',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (path) => {
    expect(sanitizeRedirect(path)).toBeUndefined();
  });

  it('refuses values that are not strings', () => {
    expect(sanitizeRedirect(undefined)).toBeUndefined();
    expect(sanitizeRedirect(42)).toBeUndefined();
    expect(sanitizeRedirect({ href: '/x' })).toBeUndefined();
  });

  it('falls back to the active contracts page', () => {
    expect(afterLoginTarget('//evil.example')).toBe('/active_contracts');
    expect(afterLoginTarget(undefined)).toBe('/active_contracts');
    expect(afterLoginTarget('/faq')).toBe('/faq');
  });
});
