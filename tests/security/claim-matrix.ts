import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClaimStatus } from '../../contract';
import type { ClaimAction, ClaimLifecycleContext } from '../../machines/claim/claim.machine';
import type { Db } from '../../server/db/db';
import {
  claimDocuments,
  claimEvents,
  claimPassengers,
  claimSignatures,
  claimTransfers,
} from '../../server/db/schema';
import { createClaim, createUser } from '../../server/seed/builders';
import { databaseFileStorage } from '../../server/storage/file-storage';
import { pdfFile } from '../../server/testing/document-files';

/**
 * The claim-stage authorization matrix's seeds: one fresh claim per cell, in one stage of its
 * lifecycle, with what every claim-scoped route needs (the owner's own passenger, an adult
 * co-passenger already asked to sign, a document). `lifecycle` is the stage as the claim's machine
 * sees it (the facts `allows()` reads), written from the stage's definition, not read back from
 * the database.
 */
export type StageSeed = {
  status: ClaimStatus;
  lifecycle: Pick<ClaimLifecycleContext, 'status' | 'courtCase' | 'directPaymentReported' | 'transfer'>;
  /** What makes the stage beside its status. */
  extra?: (db: Db, claimId: number, owner: { id: number; email: string }) => Promise<void>;
};

const at = (days: number) => new Date(Date.UTC(2026, 2, 1 + days));
const facts = (status: ClaimStatus, more: Partial<StageSeed['lifecycle']> = {}): StageSeed['lifecycle'] => ({
  status,
  courtCase: null,
  directPaymentReported: false,
  transfer: 'none',
  ...more,
});

export const STAGES: Record<string, StageSeed> = {
  submitted: { status: 'submitted', lifecycle: facts('submitted') },
  in_review: { status: 'in_review', lifecycle: facts('in_review') },
  accepted: { status: 'accepted', lifecycle: facts('accepted') },
  airline_contacted: { status: 'airline_contacted', lifecycle: facts('airline_contacted') },
  direct_payment_reported: {
    status: 'airline_contacted',
    lifecycle: facts('airline_contacted', { directPaymentReported: true }),
    extra: (db, claimId) =>
      db
        .insert(claimEvents)
        .values({ claimId, kind: 'airline_paid_directly', actor: 'customer', detail: {}, at: at(5) })
        .then(() => {}),
  },
  in_court: {
    status: 'accepted',
    lifecycle: facts('accepted', { courtCase: '12 C 345/26' }),
    extra: (db, claimId) =>
      db
        .insert(claimEvents)
        .values({
          claimId,
          kind: 'court_case_opened',
          actor: 'service',
          detail: { name: '12 C 345/26' },
          at: at(5),
        })
        .then(() => {}),
  },
  transfer_pending: {
    status: 'accepted',
    lifecycle: facts('accepted', { transfer: 'pending' }),
    extra: async (db, claimId, owner) => {
      await db
        .insert(claimTransfers)
        .values(transferRow(claimId, owner.id, 'someone@fuzz.example', 'requested'));
    },
  },
  // The owner received this claim by transfer from a former owner (who had set its papers).
  transferred: {
    status: 'accepted',
    lifecycle: facts('accepted'),
    extra: async (db, claimId, owner) => {
      const former = await createUser(db, { email: `former-${randomBytes(6).toString('hex')}@fuzz.example` });
      await db.insert(claimTransfers).values({
        ...transferRow(claimId, former.id, owner.email, 'accepted'),
        decidedAt: at(3),
      });
    },
  },
  paid_out: { status: 'paid_out', lifecycle: facts('paid_out') },
  rejected: { status: 'rejected', lifecycle: facts('rejected') },
  withdrawn: { status: 'withdrawn', lifecycle: facts('withdrawn') },
};

function transferRow(claimId: number, fromUserId: number, email: string, status: 'requested' | 'accepted') {
  return {
    claimId,
    fromUserId,
    email,
    widgetId: null,
    status,
    codeHash: randomBytes(16).toString('hex'),
    twoFactorHash: randomBytes(16).toString('hex'),
    expiresAt: new Date(Date.now() + 3_600_000),
    createdAt: at(2),
  };
}

export type SeededClaim = {
  claimId: number;
  ownPassengerId: number;
  coPassengerId: number;
  documentId: number;
};

/** A fresh claim of the owner in the stage. */
export async function seedStage(
  db: Db,
  stage: StageSeed,
  owner: { id: number; email: string },
): Promise<SeededClaim> {
  const claim = await createClaim(db, {
    user_id: owner.id,
    history: [
      { status: 'submitted', at: at(0).toISOString() },
      ...(stage.status === 'submitted' ? [] : [{ status: stage.status, at: at(1).toISOString() }]),
    ],
    passengers: [
      { first_name: 'Owen', last_name: 'Owner', email: owner.email },
      { first_name: 'Cora', last_name: 'Copassenger', email: null },
    ],
    payments:
      stage.status === 'paid_out'
        ? [{ kind: 'airline_payment', amount: 25000, reference: 'EU261', at: at(4).toISOString() }]
        : [],
  });
  const passengers = await db.select().from(claimPassengers).where(eq(claimPassengers.claimId, claim.id));
  const own = passengers.find((p) => p.position === 0)!;
  const co = passengers.find((p) => p.position === 1)!;
  await db.insert(claimSignatures).values({
    claimId: claim.id,
    passengerId: co.id,
    role: 'co_passenger',
    status: 'requested',
    locale: 'en_GB',
    email: `cora-${claim.id}@fuzz.example`,
    tokenHash: randomBytes(16).toString('hex'),
    expiresAt: new Date(Date.now() + 3_600_000),
    requestedAt: at(2),
  });
  const storageKey = `matrix-${claim.id}`;
  await databaseFileStorage(db).put(storageKey, pdfFile());
  const [doc] = await db
    .insert(claimDocuments)
    .values({
      claimId: claim.id,
      kind: 'boarding_pass',
      fileName: 'pass.pdf',
      contentType: 'application/pdf',
      size: 1,
      storageKey,
      createdAt: at(1),
    })
    .returning();
  await stage.extra?.(db, claim.id, owner);
  return { claimId: claim.id, ownPassengerId: own.id, coPassengerId: co.id, documentId: doc!.id };
}

/** A claim-scoped route: the action the claim's guard asks about, and the request on a seeded claim. */
export type ClaimRoute = {
  action: ClaimAction;
  request: (
    c: SeededClaim,
    n: number,
  ) => { method: string; path: string; body?: unknown; raw?: string; headers?: Record<string, string> };
  /** The settlement exists only for a paid-out claim: any other readable claim answers 409 settlement_unavailable. */
  paidOnly?: boolean;
};
