import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { GridColumn, GridPage } from '../../contract';
import type { Db } from '../db/db';
import { containsText } from '../db/like';
import { claimPayments } from '../db/schema';

export const PAYMENT_COLUMNS: GridColumn[] = [
  { key: 'at', label: 'payments.at', type: 'date', sortable: true, filterable: false },
  { key: 'kind', label: 'payments.kind', type: 'status', sortable: true, filterable: true },
  { key: 'reference', label: 'payments.reference', type: 'text', sortable: true, filterable: true },
  { key: 'amount', label: 'payments.amount', type: 'money', sortable: true, filterable: false },
];

const SORTABLE = {
  at: claimPayments.at,
  kind: claimPayments.kind,
  reference: claimPayments.reference,
  amount: claimPayments.amountCents,
} as const;

export type PaymentQuery = {
  claimId: number;
  page: number;
  per_page: number;
  sort?: { key: string; dir: 'asc' | 'desc' } | undefined;
  filters: Record<string, string>;
};

/** One page of the payments of a claim the guard let through (guardClaim, server/domain/claim-access.ts). */
export async function paymentPage(db: Db, q: PaymentQuery): Promise<GridPage> {
  const where: SQL[] = [eq(claimPayments.claimId, q.claimId)];
  if (q.filters.kind) where.push(containsText(claimPayments.kind, q.filters.kind));
  if (q.filters.reference) where.push(containsText(claimPayments.reference, q.filters.reference));
  const column =
    q.sort && Object.hasOwn(SORTABLE, q.sort.key)
      ? SORTABLE[q.sort.key as keyof typeof SORTABLE]
      : claimPayments.at;
  const order = q.sort?.dir === 'desc' ? desc(column) : asc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(claimPayments)
      .where(and(...where))
      .orderBy(order, asc(claimPayments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: count() })
      .from(claimPayments)
      .where(and(...where)),
  ]);
  return {
    rows: rows.map((r) => ({
      at: r.at.toISOString(),
      kind: r.kind,
      reference: r.reference,
      amount: r.amountCents,
    })),
    total: total?.n ?? 0,
    page: q.page,
    per_page: q.per_page,
  };
}
