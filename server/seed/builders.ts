import { eq } from 'drizzle-orm';
import type { ClaimStatus, Locale, Priority, Scope } from '../../contract';
import { hashPassword } from '../auth/password';
import { normalizeEmail } from '../db/users';
import type { Db } from '../db/db';
import {
  claimDocuments,
  claimPassengers,
  claimPayments,
  claimPayoutDetails,
  claimSignatures,
  claimStatusHistory,
  claims,
  notifications,
  users,
} from '../db/schema';

/** Builders for tests, pact provider states and the demo seed. Every write goes through the real schema. */

export type NewUser = {
  email: string;
  password?: string | null;
  first_name?: string;
  last_name?: string;
  salutation?: 'male' | 'female' | null;
  language?: Locale;
  admin?: boolean;
  /** Sign-in asks for an e-mailed six-digit code. */
  two_factor?: boolean;
};

export async function createUser(db: Db, u: NewUser) {
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(u.email),
      passwordHash: u.password ? await hashPassword(u.password) : null,
      firstName: u.first_name ?? '',
      lastName: u.last_name ?? '',
      salutation: u.salutation ?? null,
      language: u.language ?? 'en_GB',
      isAdmin: u.admin ?? false,
      twoFactor: u.two_factor ?? false,
    })
    .returning();
  if (!row) throw new Error('createUser: insert returned nothing');
  return row;
}

export type NewClaim = {
  /** A fixed id (pact provider states); a serial one otherwise. */
  id?: number;
  user_id: number;
  case_number?: string;
  scope?: Scope;
  /** The status history, oldest first; the last entry is the current status. */
  history?: { status: ClaimStatus; at: string }[];
  airline?: string;
  airline_code?: string;
  flight_number?: string;
  flight_date?: string;
  departure_airport?: string;
  arrival_airport?: string;
  passengers?: { first_name: string; last_name: string; email?: string | null }[];
  policy_number?: string | null;
  product?: string | null;
  amount?: number | null;
  claim_amount?: number | null;
  invoice_amount?: number | null;
  payout?: number | null;
  valid_from?: string | null;
  valid_to?: string | null;
  payments?: { kind: 'payout' | 'fee' | 'airline_payment'; amount: number; reference: string; at: string }[];
  /** Payout accounts by passenger position (IBAN in electronic format), set at the claim's creation. */
  payout_accounts?: ({ holder: string; iban: string; bic?: string | null } | null)[];
};

let caseCounter = 0;

export async function createClaim(db: Db, c: NewClaim) {
  const history = c.history ?? [{ status: 'submitted' as const, at: new Date().toISOString() }];
  const current = history[history.length - 1];
  if (!current) throw new Error('createClaim: history must not be empty');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(claims)
      .values({
        ...(c.id !== undefined ? { id: c.id } : {}),
        userId: c.user_id,
        caseNumber: c.case_number ?? `T-${Date.now().toString(36)}-${++caseCounter}`,
        scope: c.scope ?? 'fairplane',
        status: current.status,
        airline: c.airline ?? 'Lufthansa',
        airlineCode: c.airline_code ?? 'LH',
        flightNumber: c.flight_number ?? 'LH98',
        flightDate: c.flight_date ?? '2026-06-01',
        departureAirport: c.departure_airport ?? 'FRA',
        arrivalAirport: c.arrival_airport ?? 'MUC',
        policyNumber: c.policy_number ?? null,
        product: c.product ?? null,
        amountCents: c.amount ?? null,
        claimAmountCents: c.claim_amount ?? null,
        invoiceAmountCents: c.invoice_amount ?? null,
        payoutCents: c.payout ?? null,
        validFrom: c.valid_from ?? null,
        validTo: c.valid_to ?? null,
        createdAt: new Date(history[0]?.at ?? current.at),
      })
      .returning();
    if (!row) throw new Error('createClaim: insert returned nothing');
    await tx
      .insert(claimStatusHistory)
      .values(history.map((h) => ({ claimId: row.id, status: h.status, at: new Date(h.at) })));
    if (c.payments && c.payments.length > 0) {
      await tx.insert(claimPayments).values(
        c.payments.map((p) => ({
          claimId: row.id,
          kind: p.kind,
          amountCents: p.amount,
          reference: p.reference,
          at: new Date(p.at),
        })),
      );
    }
    const passengers = c.passengers ?? [{ first_name: 'Max', last_name: 'Mustermann' }];
    if (passengers.length > 0) {
      const rows = await tx
        .insert(claimPassengers)
        .values(
          passengers.map((p, position) => ({
            claimId: row.id,
            position,
            firstName: p.first_name,
            lastName: p.last_name,
            email: p.email ?? null,
          })),
        )
        .returning({ id: claimPassengers.id, position: claimPassengers.position });
      const accounts = rows.flatMap((r) => {
        const a = c.payout_accounts?.[r.position];
        return a ? [{ ...a, passengerId: r.id }] : [];
      });
      if (accounts.length > 0)
        await tx.insert(claimPayoutDetails).values(
          accounts.map((a) => ({
            claimId: row.id,
            passengerId: a.passengerId,
            holder: a.holder,
            iban: a.iban,
            bic: a.bic ?? null,
            createdAt: row.createdAt,
            updatedAt: row.createdAt,
          })),
        );
    }
    return row;
  });
}

export type NewNotification = {
  user_id: number;
  priority?: Priority;
  subject?: string;
  content?: string;
  actions?: { label: string; url: string }[];
  read_at?: string | null;
  created_at?: string;
};

export async function createNotification(db: Db, n: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.user_id,
      priority: n.priority ?? 'medium',
      subject: n.subject ?? 'Notification',
      content: n.content ?? '',
      properties: n.actions ? { actions: n.actions } : {},
      readAt: n.read_at ? new Date(n.read_at) : null,
      ...(n.created_at ? { createdAt: new Date(n.created_at) } : {}),
    })
    .returning();
  if (!row) throw new Error('createNotification: insert returned nothing');
  return row;
}

/**
 * Completes a claim's papers: a boarding pass (a document row; no file is stored), and for every
 * passenger a signed assignment and a payout account, so that the claim waits on whoever its
 * status names and not on the customer.
 */
export async function givePapers(db: Db, claimId: number, holder = 'Maria Muster'): Promise<void> {
  const at = new Date();
  await db.insert(claimDocuments).values({
    claimId,
    kind: 'boarding_pass',
    fileName: 'boarding-pass.pdf',
    contentType: 'application/pdf',
    size: 1,
    storageKey: `papers-${claimId}-${at.getTime()}`,
    createdAt: at,
  });
  const passengers = await db
    .select({ id: claimPassengers.id })
    .from(claimPassengers)
    .where(eq(claimPassengers.claimId, claimId));
  for (const { id: passengerId } of passengers) {
    await db
      .insert(claimSignatures)
      .values({ claimId, passengerId, role: 'owner', status: 'signed', locale: 'en_GB', signedAt: at })
      .onConflictDoNothing();
    await db
      .insert(claimPayoutDetails)
      .values({ claimId, passengerId, holder, iban: 'DE89370400440532013000', createdAt: at, updatedAt: at })
      .onConflictDoNothing();
  }
}
