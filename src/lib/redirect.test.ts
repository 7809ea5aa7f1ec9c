import { describe, expect, it } from 'vitest';
import { afterLoginTarget, afterSignInTarget, sanitizeRedirect } from './redirect';

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

describe('afterSignInTarget', () => {
  const customer = (claimNeedsCustomer: boolean) => ({ admin: false, claimNeedsCustomer });

  it('sends a customer whose claim needs them to the overview, any other to the active contracts', () => {
    expect(afterSignInTarget(undefined, customer(true))).toBe('/overview');
    expect(afterSignInTarget(null, customer(true))).toBe('/overview');
    expect(afterSignInTarget(undefined, customer(false))).toBe('/active_contracts');
  });

  it('keeps an explicit safe redirect; an unsafe one counts as none', () => {
    expect(afterSignInTarget('/faq', customer(true))).toBe('/faq');
    expect(afterSignInTarget('/faq', customer(false))).toBe('/faq');
    expect(afterSignInTarget('//evil.example', customer(true))).toBe('/overview');
    expect(afterSignInTarget('//evil.example', customer(false))).toBe('/active_contracts');
  });

  it('keeps an admin on the active contracts', () => {
    expect(afterSignInTarget(undefined, { admin: true, claimNeedsCustomer: true })).toBe('/active_contracts');
    expect(afterSignInTarget('/admin', { admin: true, claimNeedsCustomer: true })).toBe('/admin');
  });
});
