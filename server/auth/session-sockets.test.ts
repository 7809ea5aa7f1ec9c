import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { Db, DbHandle } from '../db/db';
import { createUser } from '../seed/builders';
import { auditLog, sessions } from '../db/schema';
import { openFreshPglite } from '../testing/databases';
import { endExpiredSessions, liveAmong, liveSessionsOf } from './session-sockets';
import { randomToken } from '../lib/crypto';

/**
 * DESIGN §7: sessions have idle and absolute timeouts, and a socket ends with its session. A
 * session is live while now < expires_at (the absolute end) and now < last_seen_at + the idle
 * limit (SESSION_IDLE_MINUTES, here 30); at either edge it has ended (as findSession decides).
 */

const IDLE_MS = 30 * 60_000;
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SESSION_IDLE_MINUTES: '30' });
const t0 = new Date('2026-11-27T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let handle: DbHandle;
let disconnected: string[];
let ctx: AppContext;
beforeAll(async () => {
  handle = await openFreshPglite();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(sessions);
  await handle.db.delete(auditLog);
  disconnected = [];
  ctx = {
    db: handle.db,
    config,
    now: () => t0,
    disconnectSession: vi.fn(async (idHash: string) => {
      disconnected.push(idHash);
    }),
  };
});

let n = 0;
const newUser = async () => (await createUser(handle.db, { email: `sockets${++n}@example.com` })).id;

/** A session of `userId`, live unless the times say otherwise (default: seen now, ends in an hour). */
async function session(userId: number, times: { expiresAt?: Date; lastSeenAt?: Date } = {}) {
  const idHash = randomToken();
  await handle.db.insert(sessions).values({
    idHash,
    userId,
    csrfToken: randomToken(),
    createdAt: at(-IDLE_MS * 4),
    lastSeenAt: times.lastSeenAt ?? t0,
    expiresAt: times.expiresAt ?? at(3_600_000),
  });
  return idHash;
}

const storedHashes = async () =>
  (await handle.db.select({ idHash: sessions.idHash }).from(sessions)).map((r) => r.idHash).sort();

describe('liveAmong', () => {
  it('answers an empty set for an empty list, without asking the database', async () => {
    const noDb = new Proxy({} as Db, {
      get: () => {
        throw new Error('the database was asked');
      },
    });
    expect(await liveAmong({ ...ctx, db: noDb }, [])).toEqual(new Set());
  });

  it('answers the live sessions among the hashes, never a hash not in the list', async () => {
    const user = await newUser();
    const listed = await session(user);
    const notListed = await session(user);
    const answer = await liveAmong(ctx, [listed, 'no-such-session']);
    expect(answer).toEqual(new Set([listed]));
    expect(answer.has(notListed)).toBe(false);
  });

  it('absolute end: a session ending exactly now is not live, one ending 1 ms later is', async () => {
    const user = await newUser();
    const endsNow = await session(user, { expiresAt: t0 });
    const endedBefore = await session(user, { expiresAt: at(-1) });
    const endsLater = await session(user, { expiresAt: at(1) });
    expect(await liveAmong(ctx, [endsNow, endedBefore, endsLater])).toEqual(new Set([endsLater]));
  });

  it('idle limit: a session idle for exactly the limit (or longer) is not live, 1 ms less is', async () => {
    const user = await newUser();
    const atEdge = await session(user, { lastSeenAt: at(-IDLE_MS) });
    const older = await session(user, { lastSeenAt: at(-IDLE_MS - 1) });
    const inside = await session(user, { lastSeenAt: at(-IDLE_MS + 1) });
    expect(await liveAmong(ctx, [atEdge, older, inside])).toEqual(new Set([inside]));
  });
});

/** One user's sessions: one live just inside both limits, two ended exactly at either edge. */
async function sessionsOf(userId: number) {
  return {
    live: await session(userId, { expiresAt: at(1), lastSeenAt: at(-IDLE_MS + 1) }),
    pastEnd: await session(userId, { expiresAt: t0 }),
    idle: await session(userId, { lastSeenAt: at(-IDLE_MS) }),
  };
}

/** The audited session ends as [userId, outcome], sorted; each is at the context's clock, with no client address. */
async function auditedEnds() {
  const rows = await handle.db.select().from(auditLog).where(eq(auditLog.event, 'session_end'));
  for (const r of rows) expect({ at: r.at, ip: r.ip }).toEqual({ at: t0, ip: null });
  return rows.map((r) => [r.userId, r.outcome]).sort();
}

describe('endExpiredSessions', () => {
  it('without a user ends every expired session of every user and keeps the live ones', async () => {
    const a = await newUser();
    const b = await newUser();
    const ofA = await sessionsOf(a);
    const ofB = await sessionsOf(b);
    await endExpiredSessions(ctx);
    expect(await storedHashes()).toEqual([ofA.live, ofB.live].sort());
    expect(disconnected.sort()).toEqual([ofA.pastEnd, ofA.idle, ofB.pastEnd, ofB.idle].sort());
    expect(await auditedEnds()).toEqual(
      [
        [a, 'expired'],
        [a, 'expired'],
        [b, 'expired'],
        [b, 'expired'],
      ].sort(),
    );
  });

  it("with a user ends only that user's expired sessions, leaving other users' in place", async () => {
    const a = await newUser();
    const b = await newUser();
    const ofA = await sessionsOf(a);
    const ofB = await sessionsOf(b);
    await endExpiredSessions(ctx, a);
    expect(await storedHashes()).toEqual([ofA.live, ofB.live, ofB.pastEnd, ofB.idle].sort());
    expect(disconnected.sort()).toEqual([ofA.pastEnd, ofA.idle].sort());
    expect(await auditedEnds()).toEqual([
      [a, 'expired'],
      [a, 'expired'],
    ]);
  });
});

describe('liveSessionsOf', () => {
  it("ends the user's expired sessions, then answers only the user's live ones", async () => {
    const a = await newUser();
    const b = await newUser();
    const ofA = await sessionsOf(a);
    const ofB = await sessionsOf(b);
    expect(await liveSessionsOf(ctx, a)).toEqual([ofA.live]);
    expect(await storedHashes()).toEqual([ofA.live, ofB.live, ofB.pastEnd, ofB.idle].sort());
    expect(disconnected.sort()).toEqual([ofA.pastEnd, ofA.idle].sort());
    expect(await auditedEnds()).toEqual([
      [a, 'expired'],
      [a, 'expired'],
    ]);
  });
});
