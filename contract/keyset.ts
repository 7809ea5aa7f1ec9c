import { Text } from './common';

/**
 * Where a keyset-paged list goes on: just after one row in the list's order (newest first:
 * created_at, then id, both descending). Claim lists and notifications page the same way.
 */
export type KeysetPlace = { created_at: string; id: number };

const PLACE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([1-9]\d{0,9})$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,96}$/;

/** A cursor, opaque to clients: base64url of `<created_at with microseconds>~<id>`. */
export function encodeKeysetCursor(place: KeysetPlace): string {
  return btoa(`${place.created_at}~${place.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The place a cursor names, or null when it is not one a server made. */
export function decodeKeysetCursor(cursor: string): KeysetPlace | null {
  if (!BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const m = PLACE.exec(text);
  if (!m || Number.isNaN(Date.parse(m[1]!))) return null;
  const id = Number(m[2]);
  return id <= 2_147_483_647 ? { created_at: m[1]!, id } : null;
}

/** A keyset cursor as the API takes it (a body field or a query parameter): 422 `invalid_value` otherwise. */
export const KeysetCursor = Text(96).refine((s) => decodeKeysetCursor(s) !== null, {
  message: 'invalid_value',
});
