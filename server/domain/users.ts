import { normalizeLocale, type LoginResponse, type User } from '../../contract';
import type { UserRow } from '../auth/sessions';

/** E-mail addresses are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    salutation: row.salutation,
    language: normalizeLocale(row.language),
    permissions: { admin: row.isAdmin },
  };
}

export function toLoginResponse(row: UserRow): LoginResponse {
  const user = toUser(row);
  return { user, language: user.language, permissions: user.permissions };
}
