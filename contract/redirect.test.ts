import { describe, expect, it } from 'vitest';
import { addIssues } from './field-errors';
import { Redirect, safeRedirect } from './redirect';

// contract/widget-data.test.ts covers '//host', '/\host', '/\t/host', absolute URLs and the length bound.
describe('Redirect: a same-origin path that begins with a single "/"', () => {
  it('keeps such a path, query and spaces included', () => {
    for (const path of ['/', '/overview', '/search?q=a b#top']) expect(safeRedirect(path), path).toBe(path);
  });

  it('refuses a relative path, a "//" path even to this host, and backslashes', () => {
    for (const bad of ['overview', './overview', '//portal.invalid/overview', '/over\\view'])
      expect(safeRedirect(bad), bad).toBeUndefined();
  });

  it('refuses control characters, which URL parsers drop or encode', () => {
    for (const bad of ['/over\tview', '/overview\n', '/over\u0001view', '/overview\u001f', '/overview\u007f'])
      expect(safeRedirect(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it("takes '' for no redirect, and answers 422 invalid_value with its reason otherwise", () => {
    expect(Redirect.parse('')).toBe('');
    const parsed = Redirect.safeParse('https://evil.example');
    expect(parsed.error?.issues[0]?.message).toMatch(/same-origin path/);
    expect(addIssues({}, parsed.error?.issues ?? [], { rootKey: 'redirect' })).toEqual({
      redirect: ['invalid_value'],
    });
  });
});
