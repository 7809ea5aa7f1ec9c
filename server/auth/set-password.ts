import type { AppContext } from '../context';
import { setPasswordHash, type UserRow } from '../db/users';
import { revokePasswordLinks } from './one-time-tokens';
import { hashPassword } from './password';

/**
 * Every password change (the account page, a reset link, an activation): the new hash, the
 * account's outstanding reset and activation links die with the old password, and cached sessions
 * drop the old row. Null when the account is gone.
 */
export async function setPassword(
  ctx: Pick<AppContext, 'db' | 'now' | 'userChanged'>,
  userId: number,
  password: string,
): Promise<UserRow | null> {
  const row = await setPasswordHash(ctx.db, userId, await hashPassword(password));
  await revokePasswordLinks(ctx.db, userId, ctx.now());
  await ctx.userChanged?.(userId);
  return row;
}
