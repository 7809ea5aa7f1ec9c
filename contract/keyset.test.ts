import { describe, expect, it } from 'vitest';
import { addIssues } from './field-errors';
import { decodeKeysetCursor, encodeKeysetCursor, KeysetCursor } from './keyset';

const AT = '2026-03-04T05:06:07.123456Z';
/** A cursor for any text, base64url encoded independently of the module under test. */
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

describe('keyset cursors', () => {
  it('decodes the place a cursor was made for', () => {
    for (const id of [1, 42, 2_147_483_647]) {
      const cursor = encodeKeysetCursor({ created_at: AT, id });
      expect(decodeKeysetCursor(cursor), String(id)).toEqual({ created_at: AT, id });
      expect(KeysetCursor.parse(cursor)).toBe(cursor);
    }
  });

  it('is base64url of `<created_at>~<id>`: no "+", "/" or "=" padding', () => {
    const cursor = encodeKeysetCursor({ created_at: '???aa', id: 1 }); // base64 would hold '/', '+' and '=='
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(cursor, 'base64url').toString()).toBe('???aa~1');
  });

  it('refuses a cursor no server made', () => {
    const good = encodeKeysetCursor({ created_at: AT, id: 7 });
    for (const bad of [
      '',
      'a',
      `${good}=`,
      ` ${good}`,
      `${good} `,
      `${good.slice(0, 10)}-${good.slice(10)}`,
      `${good.slice(0, 10)}_${good.slice(10)}`,
      cursorOf(`x${AT}~7`),
      cursorOf(`${AT}~7x`),
      cursorOf(`${AT}~0`),
      cursorOf(`${AT}~07`),
      cursorOf(`${AT}~2147483648`),
      cursorOf('2026-03-04T05:06:07.123Z~7'),
      cursorOf('2026-13-45T05:06:07.123456Z~7'),
    ])
      expect(decodeKeysetCursor(bad), bad).toBeNull();
  });

  it('answers 422 invalid_value for such a cursor', () => {
    const parsed = KeysetCursor.safeParse(cursorOf(`${AT}~0`));
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['invalid_value']);
    expect(addIssues({}, parsed.error?.issues ?? [], { rootKey: 'before' })).toEqual({
      before: ['invalid_value'],
    });
  });
});
