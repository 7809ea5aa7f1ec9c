import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimTransfer, Scope } from '../../contract';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';
import type { Db } from '../db/db';
import { claimPassengers, claimTransfers, claims } from '../db/schema';
import { ACTIVE_STATUSES } from './claims';
import { createPasswordlessUser, findUserByEmail, normalizeEmail } from '../db/users';
import { fullName } from '../lib/names';

/** A transfer link stays valid for 72 hours. */
export const TRANSFER_TTL_MS = 72 * 3_600_000;

type ClaimRow = typeof claims.$inferSelect;
type TransferRow = typeof claimTransfers.$inferSelect;

async function passengerNames(db: Db, claimIds: number[]): Promise<Map<number, string>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(claimPassengers)
    .where(inArray(claimPassengers.claimId, claimIds))
    .orderBy(claimPassengers.position);
  const names = new Map<number, string>();
  for (const r of rows) if (!names.has(r.claimId)) names.set(r.claimId, fullName(r));
  return names;
}

const pendingOf = (db: Db, claimId: number) =>
  db
    .select()
    .from(claimTransfers)
    .where(and(eq(claimTransfers.claimId, claimId), eq(claimTransfers.status, 'requested')));

function toTransfer(claim: ClaimRow, passenger: string, pending: TransferRow | undefined): ClaimTransfer {
  return {
    claim_id: claim.id,
    scope: claim.scope,
    widget_id: pending?.widgetId ?? null,
    passenger,
    case_number: claim.caseNumber,
    email: pending?.email ?? null,
    status: pending ? 'requested' : 'none',
  };
}

/**
 * The user's active claims with their transfer state: one query for the claims with their first
 * passenger (a correlated lookup per claim on its index, no list of ids), one for the pending
 * transfers of the user's claims, joined in a map.
 */
export async function listTransfers(db: Db, userId: number): Promise<ClaimTransfer[]> {
  const firstPassenger = sql<
    string | null
  >`(select ${claimPassengers.firstName} || ' ' || ${claimPassengers.lastName}
    from ${claimPassengers} where ${claimPassengers.claimId} = ${claims.id}
    order by ${claimPassengers.position} limit 1)`;
  const [rows, pending] = await Promise.all([
    db
      .select({ claim: claims, passenger: firstPassenger })
      .from(claims)
      .where(and(eq(claims.userId, userId), inArray(claims.status, [...ACTIVE_STATUSES])))
      .orderBy(desc(claims.createdAt), desc(claims.id)),
    db
      .select({ transfer: claimTransfers })
      .from(claimTransfers)
      .innerJoin(claims, eq(claims.id, claimTransfers.claimId))
      .where(and(eq(claims.userId, userId), eq(claimTransfers.status, 'requested'))),
  ]);
  const pendingOfClaim = new Map(pending.map(({ transfer }) => [transfer.claimId, transfer]));
  return rows.map(({ claim, passenger }) => toTransfer(claim, passenger ?? '', pendingOfClaim.get(claim.id)));
}

/**
 * The transfer state of a claim the guard let through (guardClaim, server/domain/claim-access.ts),
 * as its owner `ownerEmail` sees it.
 */
export async function getTransfer(db: Db, claim: ClaimRow, ownerEmail: string): Promise<ClaimTransfer> {
  const claimId = claim.id;
  const [pending] = await pendingOf(db, claimId);
  const transfer = toTransfer(claim, (await passengerNames(db, [claimId])).get(claimId) ?? '', pending);
  if (pending) return transfer;
  // The new owner sees a claim they received as accepted (until anything else happens to it).
  const [last] = await db
    .select()
    .from(claimTransfers)
    .where(eq(claimTransfers.claimId, claimId))
    .orderBy(desc(claimTransfers.id))
    .limit(1);
  return last?.status === 'accepted' && last.email === normalizeEmail(ownerEmail)
    ? { ...transfer, status: 'accepted' }
    : transfer;
}

export type TransferRequest = { email: string; claim_id: number; widget_id: number | null };

export type RequestOutcome =
  | { kind: 'not_found' }
  | { kind: 'own_address' }
  | { kind: 'ok'; transfer: ClaimTransfer; code: string; twoFactorCode: string; caseNumber: string };

/**
 * The owner asks to move a claim the guard let through to `email`: the new link's code and second
 * code are stored hashed. The claim's row is locked and its owner checked again inside the
 * transaction, so a transfer accepted meanwhile is not requested again by its former owner.
 */
export async function requestTransfer(
  db: Db,
  owner: { id: number; email: string },
  body: TransferRequest,
  now: Date,
): Promise<RequestOutcome> {
  const email = normalizeEmail(body.email);
  if (email === owner.email) return { kind: 'own_address' };
  const code = randomToken();
  const twoFactorCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return db.transaction(async (tx) => {
    // Lock the claim row: concurrent requests for one claim run one after the other.
    const [claim] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.id, body.claim_id), eq(claims.userId, owner.id)))
      .for('update');
    if (!claim) return { kind: 'not_found' } as const;
    await tx
      .update(claimTransfers)
      .set({ status: 'cancelled', decidedAt: now })
      .where(and(eq(claimTransfers.claimId, claim.id), eq(claimTransfers.status, 'requested')));
    const [row] = await tx
      .insert(claimTransfers)
      .values({
        claimId: claim.id,
        fromUserId: owner.id,
        email,
        widgetId: body.widget_id,
        status: 'requested',
        codeHash: sha256(code),
        twoFactorHash: sha256(twoFactorCode),
        expiresAt: new Date(now.getTime() + TRANSFER_TTL_MS),
        createdAt: now,
      })
      .returning();
    const names = await passengerNames(tx as unknown as Db, [claim.id]);
    return {
      kind: 'ok',
      transfer: toTransfer(claim, names.get(claim.id) ?? '', row),
      code,
      twoFactorCode,
      caseNumber: claim.caseNumber,
    } as const;
  });
}

/** Cancels the pending transfer of a claim the guard let through; false when none is pending (any more). */
export async function cancelTransfer(db: Db, claimId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(claimTransfers)
    .set({ status: 'cancelled', decidedAt: now })
    .where(and(eq(claimTransfers.claimId, claimId), eq(claimTransfers.status, 'requested')))
    .returning({ id: claimTransfers.id });
  return rows.length > 0;
}

/** The address a live transfer link (right codes, pending, not expired) moves its claim to; else null. */
export async function transferRecipient(
  db: Db,
  code: string,
  twoFactorCode: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(claimTransfers)
    .where(eq(claimTransfers.codeHash, sha256(code)));
  const live =
    row &&
    safeEqual(row.twoFactorHash, sha256(twoFactorCode)) &&
    row.status === 'requested' &&
    row.expiresAt > now;
  return live ? row.email : null;
}

export type AcceptOutcome =
  | { kind: 'not_found' }
  | { kind: 'expired' }
  | {
      kind: 'ok';
      userId: number;
      needsPassword: boolean;
      fromUserId: number;
      claim: { id: number; scope: Scope; case_number: string };
    };

/**
 * Accepts a transfer from the mailed link, once: in one transaction the request is marked
 * accepted (only one redemption can win the row), the new owner's account is found or created
 * without a password, and the claim's owner column changes in a single UPDATE, so at no moment
 * do both or neither own it.
 */
export async function acceptTransfer(
  db: Db,
  code: string,
  twoFactorCode: string,
  now: Date,
  language: string,
): Promise<AcceptOutcome> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(claimTransfers)
        .where(eq(claimTransfers.codeHash, sha256(code)))
        .for('update');
      if (!row || !safeEqual(row.twoFactorHash, sha256(twoFactorCode))) return { kind: 'not_found' } as const;
      if (row.status !== 'requested' || row.expiresAt <= now) return { kind: 'expired' } as const;
      await tx
        .update(claimTransfers)
        .set({ status: 'accepted', decidedAt: now })
        .where(eq(claimTransfers.id, row.id));
      const inTx = tx as unknown as Db;
      const owner =
        (await findUserByEmail(inTx, row.email)) ?? (await createPasswordlessUser(inTx, row.email, language));
      const [moved] = await tx
        .update(claims)
        .set({ userId: owner.id })
        .where(and(eq(claims.id, row.claimId), eq(claims.userId, row.fromUserId)))
        .returning();
      // The claim changed hands some other way: roll back, so nothing changes (the link is dead).
      if (!moved) throw new ClaimMoved();
      return {
        kind: 'ok',
        userId: owner.id,
        needsPassword: owner.passwordHash === null,
        fromUserId: row.fromUserId,
        claim: { id: moved.id, scope: moved.scope, case_number: moved.caseNumber },
      } as const;
    })
    .catch((e: unknown) => {
      if (e instanceof ClaimMoved) return { kind: 'expired' } as const;
      throw e;
    });
}

class ClaimMoved extends Error {}
