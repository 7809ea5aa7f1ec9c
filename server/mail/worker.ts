import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { transportFor, type MailContext } from './send';

/** Attempts before a mail is given up (it stays in the outbox with its last error). */
export const MAX_ATTEMPTS = 5;
/** A claimed attempt blocks other workers this long (an instance that died mid-send is retried). */
const LEASE_MS = 60_000;
/** Back-off after a failed attempt n: 1, 2, 4, 8 minutes. */
const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);
/** How often an automatic worker looks for due mails besides being kicked by a new one. */
const POLL_MS = 5_000;

export type MailWorker = {
  /** Delivers every due mail once; resolves to how many were delivered. */
  drain(): Promise<number>;
  /** Starts a drain soon (after the current request has answered); no-op in manual mode. */
  kick(): void;
  /** Stops polling and waits for a running drain. */
  stop(): Promise<void>;
};

/**
 * Claims one due mail: an atomic update, so two instances never send the same mail.
 */
async function claimNext(ctx: MailContext): Promise<typeof outbox.$inferSelect | null> {
  const now = ctx.now();
  const due = and(
    isNull(outbox.sentAt),
    lt(outbox.attempts, MAX_ATTEMPTS),
    or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
  );
  for (;;) {
    const [next] = await ctx.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(due)
      .orderBy(asc(outbox.id))
      .limit(1);
    if (!next) return null;
    const [row] = await ctx.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(outbox.id, next.id), due))
      .returning();
    if (row) return row; // else another instance claimed it first: look again
  }
}

async function deliverOne(ctx: MailContext, row: typeof outbox.$inferSelect): Promise<boolean> {
  const { smtpUrl, mailFrom } = ctx.config;
  try {
    if (smtpUrl) {
      const { recipient: to, subject, text, html } = row;
      await transportFor(smtpUrl).sendMail({ from: mailFrom, to, subject, text, html });
      // Sent: the outbox no longer keeps the live links.
      const blank = { text: '', html: '', links: [] as string[] };
      await ctx.db
        .update(outbox)
        .set({ sentAt: ctx.now(), ...blank })
        .where(eq(outbox.id, row.id));
    } else {
      // No SMTP: the mail stays readable in the development mailbox.
      await ctx.db.update(outbox).set({ sentAt: ctx.now() }).where(eq(outbox.id, row.id));
    }
    return true;
  } catch (e) {
    const retryAt = new Date(ctx.now().getTime() + backoffMs(row.attempts));
    await ctx.db
      .update(outbox)
      .set({ nextAttemptAt: retryAt, lastError: e instanceof Error ? e.message : String(e) })
      .where(eq(outbox.id, row.id));
    return false;
  }
}

/**
 * The delivery worker: sends queued outbox rows over SMTP (or marks them delivered for the
 * development mailbox), with retries and back-off. `auto` polls and is kicked by every new mail;
 * `manual` only delivers on drain() (tests).
 */
export function startMailWorker(
  ctx: MailContext,
  mode: 'auto' | 'manual',
  onError: (e: unknown) => void = () => {},
): MailWorker {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const drainOnce = async () => {
    let delivered = 0;
    for (let row = await claimNext(ctx); row; row = await claimNext(ctx))
      if (await deliverOne(ctx, row)) delivered++;
    return delivered;
  };
  const drain = async (): Promise<number> => {
    if (running) {
      again = true;
      await running;
    }
    running = drainOnce().finally(() => (running = null));
    const n = await running;
    if (again && !stopped) {
      again = false;
      return n + (await drain());
    }
    return n;
  };
  const kick = () => {
    if (mode === 'manual' || stopped) return;
    if (running) {
      again = true;
      return;
    }
    setImmediate(() => void drain().catch(onError));
  };
  const timer = mode === 'auto' ? setInterval(kick, POLL_MS) : null;
  timer?.unref();
  return {
    drain,
    kick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
