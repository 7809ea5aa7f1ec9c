import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings';

describe('parseSettings', () => {
  it('parses a claim list status', () => {
    expect(parseSettings('claim-list', '{"status":"closed"}')).toEqual({
      ok: true,
      value: { status: 'closed' },
    });
  });

  it('reports settings that are not JSON', () => {
    expect(parseSettings('claim-list', '{status')).toEqual({ ok: false, error: 'not valid JSON' });
  });

  it('reports settings of the wrong shape', () => {
    const parsed = parseSettings('claim-list', '{"status":"open"}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('status');
  });

  it('treats empty settings of a container as an empty object', () => {
    expect(parseSettings('row', '')).toEqual({ ok: true, value: {} });
  });
});
