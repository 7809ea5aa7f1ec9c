import { describe, expect, it } from 'vitest';
import { apiBase } from './prefix';

describe('apiBase (SPEC §7: the portal prefix when longer than one character)', () => {
  it('is empty for no prefix, "/" or a single character', () => {
    for (const prefix of [undefined, '', ' ', '/', '//', 'x'])
      expect(apiBase(prefix), String(prefix)).toBe('');
  });

  it('is the prefix as a path: a leading "/", no trailing one, no spaces around', () => {
    for (const prefix of ['/kunden', 'kunden', '/kunden/', 'kunden//', ' /kunden/ '])
      expect(apiBase(prefix), prefix).toBe('/kunden');
    expect(apiBase('/portal/kunden/')).toBe('/portal/kunden');
  });
});
