import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings';

describe('parseSettings', () => {
  it('parses a claim list status (view defaults to a list)', () => {
    expect(parseSettings('claim-list', '{"status":"closed"}')).toEqual({
      ok: true,
      value: { status: 'closed', view: 'list' },
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

  it('treats empty settings of a container as defaults', () => {
    expect(parseSettings('row', '')).toEqual({ ok: true, value: { gap: 'large' } });
  });

  it('has a schema for every widget type', () => {
    expect(parseSettings('create-claim', '{}')).toMatchObject({
      ok: true,
      value: { scopes: ['fairplane', 'ticket_refund', 'luggage_refund'] },
    });
    expect(parseSettings('grid', '{"resource":"payments"}')).toMatchObject({
      ok: true,
      value: { per_page: 10 },
    });
    expect(parseSettings('html', '{"html":42}').ok).toBe(false);
    expect(parseSettings('button', '{"label":"x","path":"javascript:alert(1)"}').ok).toBe(false);
  });
});
