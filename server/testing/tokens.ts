import { eq } from 'drizzle-orm';
import { codeHash, TOKEN_TTL_MS, type TokenKind } from '../auth/one-time-tokens';
import { sha256 } from '../lib/crypto';
import type { Db } from '../db/db';
import { authTokens } from '../db/schema';

/**
 * Stores a token whose raw value the caller chose (pact provider states; real tokens come from
 * issueToken). `expired` dates it so it is already past its lifetime.
 */
export async function storeKnownToken(
  db: Db,
  opts: {
    kind: TokenKind;
    userId: number;
    token: string;
    code?: string;
    id?: number;
    now: Date;
    expired?: boolean;
  },
): Promise<void> {
  const ttl = TOKEN_TTL_MS[opts.kind];
  const createdAt = opts.expired ? new Date(opts.now.getTime() - ttl - 60_000) : opts.now;
  await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(opts.token)));
  if (opts.id !== undefined) await db.delete(authTokens).where(eq(authTokens.id, opts.id));
  await db.insert(authTokens).values({
    ...(opts.id !== undefined ? { id: opts.id } : {}),
    kind: opts.kind,
    tokenHash: sha256(opts.token),
    userId: opts.userId,
    codeHash: opts.code ? codeHash(opts.token, opts.code) : null,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ttl),
  });
}
