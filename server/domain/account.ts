import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { UserUpdate } from '../../contract';
import type { UserRow } from '../auth/sessions';
import type { Db } from '../db/db';
import { users } from '../db/schema';

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

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

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}
