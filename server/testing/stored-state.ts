import type { Db } from '../db/db';
import {
  authTokens,
  claimPassengers,
  claimEvents,
  claimPayments,
  claims,
  claimStatusHistory,
  claimTransfers,
  emailChanges,
  loginLockouts,
  menuItems,
  notifications,
  outbox,
  sessions,
  settings,
  templates,
  users,
  viewAsLog,
  widgets,
} from '../db/schema';

const TABLES = [
  users,
  templates,
  claims,
  claimPassengers,
  claimPayments,
  claimStatusHistory,
  claimTransfers,
  claimEvents,
  emailChanges,
  notifications,
  widgets,
  menuItems,
  settings,
  viewAsLog,
  authTokens,
  loginLockouts,
];

/**
 * Every stored row a request could change, as one string to compare before and after a request
 * that must write nothing. Sessions count without their last-seen time (every request moves it).
 */
export async function storedState(db: Db): Promise<string> {
  const rows = await Promise.all(TABLES.map((t) => db.select().from(t)));
  // Mails queued, without the delivery worker's bookkeeping (it runs after the answer).
  const mails = await db
    .select({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject })
    .from(outbox);
  const live = await db
    .select({ userId: sessions.userId, viewAs: sessions.viewAsAdminId, expiresAt: sessions.expiresAt })
    .from(sessions);
  return JSON.stringify([rows, mails, live.map((s) => JSON.stringify(s)).sort()]);
}
