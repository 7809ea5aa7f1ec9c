import type { ActiveSession } from './sessions';

/**
 * How long an instance answers from its cache without asking the database. Every write that ends
 * a session or changes its user drops the entry at once, on every instance (see forget* and the
 * composition root's fan-out); this bound is for writes that bypass the app (SQL by hand).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** At most this many sessions are kept (the oldest go first). */
const MAX_ENTRIES = 10_000;

type Entry = { session: ActiveSession; lastSeenAt: number; cachedAt: number };

/**
 * The live sessions this instance found recently, keyed by the id hash: a request whose session is
 * cached needs no database round trip. An entry is used only while it is younger than the TTL,
 * before the absolute end and before the next touch of last_seen_at is due (so the idle limit,
 * never shorter than the touch interval, cannot pass unseen); past any of these the database
 * decides again.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  /** Bumped by every forget: a lookup that began before one must not store what it read. */
  private generation = 0;

  constructor(
    /** The touch interval of last_seen_at (sessions.ts). */
    private readonly touchEveryMs: number,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  get(idHash: string, now: number): ActiveSession | null {
    const e = this.entries.get(idHash);
    if (!e) return null;
    const fresh =
      now - e.cachedAt < this.ttlMs &&
      now >= e.cachedAt &&
      now < e.session.expiresAt.getTime() &&
      now - e.lastSeenAt < this.touchEveryMs;
    if (fresh) return e.session;
    this.entries.delete(idHash);
    return null;
  }

  /** Call before reading the database; pass the result to set(). */
  begin(): number {
    return this.generation;
  }

  set(begun: number, session: ActiveSession, lastSeenAt: Date, now: number): void {
    if (begun !== this.generation) return; // a session ended or a user changed meanwhile
    this.entries.delete(session.idHash);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(session.idHash, { session, lastSeenAt: lastSeenAt.getTime(), cachedAt: now });
  }

  /** Sessions that ended (logout, rotation, revocation, expiry). */
  forgetSessions(idHashes: readonly string[]): void {
    this.generation++;
    for (const h of idHashes) this.entries.delete(h);
  }

  /** Every session of a user whose row changed (profile, password, e-mail), or who views as someone. */
  forgetUser(userId: number): void {
    this.generation++;
    for (const [h, e] of this.entries)
      if (e.session.user.id === userId || e.session.viewAsAdminId === userId) this.entries.delete(h);
  }
}
