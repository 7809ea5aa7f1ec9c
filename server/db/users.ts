import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  normalizeLocale,
  type LoginResponse,
  type User,
  type UserSuggestion,
  type UserUpdate,
} from '../../contract';
import type { Db } from './db';
import { containsText } from './like';
import { users } from './schema';

/**
 * The users repository: every read and write of the users table outside transactions and the seed builders.
 * After a write to a user's row, call `ctx.userChanged(id)`: cached sessions carry the row.
 */
export type UserRow = typeof users.$inferSelect;

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

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The account of an address (compared normalized), or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

/** An account that signs in by mailed links until it sets a password. */
export async function createPasswordlessUser(db: Db, email: string, language: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash: null, language })
    .returning();
  if (!row) throw new Error('createPasswordlessUser: insert returned nothing');
  return row;
}

/** Whether another account than `exceptUserId` already uses the address. */
export const emailTaken = async (db: Db, email: string, exceptUserId: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
  ).length > 0;

/** Name, salutation and language of the user (SPEC §7 POST /user/{id}). */
export async function updateProfile(
  db: Db,
  id: number,
  u: z.infer<typeof UserUpdate>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      firstName: u.first_name.trim(),
      lastName: u.last_name.trim(),
      salutation: u.salutation,
      language: u.language,
    })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Stores a password hash; a password change goes through auth/set-password.ts, which also revokes links. */
export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ passwordHash }).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function setEmail(db: Db, id: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, id));
}

export type UserSearch = {
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
};

/**
 * Up to 20 accounts where any given term matches its field (case-insensitive substring), by
 * name; null when no term was given.
 */
export async function searchUsers(
  db: Db,
  terms: UserSearch,
): Promise<z.infer<typeof UserSuggestion>[] | null> {
  const where: SQL[] = [];
  for (const [field, column] of [
    ['first_name', users.firstName],
    ['last_name', users.lastName],
    ['email', users.email],
  ] as const) {
    const term = terms[field]?.trim();
    if (term) where.push(containsText(column, term));
  }
  if (where.length === 0) return null;
  return db
    .select({ id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(or(...where))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(20);
}
