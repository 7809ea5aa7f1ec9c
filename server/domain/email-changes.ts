import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';
import type { Db } from '../db/db';
import { emailChanges } from '../db/schema';
import { emailTaken, findUserById, normalizeEmail, setEmail } from '../db/users';

/** The mailed link of an e-mail change stays valid for 60 minutes. */
export const EMAIL_CHANGE_TTL_MS = 60 * 60_000;

/**
 * Starts an e-mail change: earlier pending changes of the user die, a new link token and a
 * six-digit activation code are stored hashed. Returns both in plain text (the token goes into
 * the mail to the new address, the code onto the screen).
 */
export async function startEmailChange(db: Db, userId: number, newEmail: string, now: Date) {
  const token = randomToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      userId,
      newEmail: normalizeEmail(newEmail),
      tokenHash: sha256(token),
      codeHash: sha256(code),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      createdAt: now,
    });
  });
  return { token, code };
}

export type ConfirmOutcome =
  | { kind: 'not_found' }
  | { kind: 'expired' }
  | { kind: 'wrong_code' }
  | { kind: 'taken' }
  | { kind: 'ok'; oldEmail: string; newEmail: string };

/**
 * Confirms with the link's token and the shown code. The request is used up by the first try,
 * right or wrong (a wrong code means: request the change again).
 */
export async function confirmEmailChange(
  db: Db,
  userId: number,
  token: string,
  code: string,
  now: Date,
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.tokenHash, sha256(token)), eq(emailChanges.userId, userId)))
      .for('update');
    if (!row) return { kind: 'not_found' } as const;
    if (row.usedAt || row.expiresAt <= now) return { kind: 'expired' } as const;
    await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.id, row.id));
    if (!safeEqual(row.codeHash, sha256(code.trim()))) return { kind: 'wrong_code' } as const;
    const inTx = tx as unknown as Db;
    if (await emailTaken(inTx, row.newEmail, userId)) return { kind: 'taken' } as const;
    const before = await findUserById(inTx, userId);
    await setEmail(inTx, userId, row.newEmail);
    return { kind: 'ok', oldEmail: before?.email ?? '', newEmail: row.newEmail } as const;
  });
}
