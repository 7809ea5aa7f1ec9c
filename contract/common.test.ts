import { describe, expect, it } from 'vitest';
import { Timestamp } from './common';

describe('Timestamp: ISO 8601 with a zone', () => {
  it('takes UTC and an offset', () => {
    for (const at of ['2026-01-01T09:00:00Z', '2026-01-01T09:00:00.000Z', '2026-03-29T10:00:00+02:00'])
      expect(Timestamp.safeParse(at).success, at).toBe(true);
  });

  it('refuses a local time without a zone and a date alone', () => {
    for (const at of ['2026-01-01T09:00:00', '2026-01-01', '01.01.2026 09:00'])
      expect(Timestamp.safeParse(at).success, at).toBe(false);
  });
});
