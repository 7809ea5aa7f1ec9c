import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contract';
import { loadConfig } from '../config';
import type { RequestContext } from '../context';
import type { DbHandle } from '../db/db';
import { createUser } from '../seed/builders';
import { auditLog, sessions } from '../db/schema';
import { openFreshPglite } from '../testing/databases';
import { cookieName } from './cookies';
import { isLocked, recordFailure } from './lockout';
import { findSession, sessionLimits, type ActiveSession } from './sessions';
import { endSession, startSession } from './start-session';
import { switchViewAs } from './view-as';

/**
 * startSession at unit level: a browser's request and reply reduced to what it reads (the
 * User-Agent and address) and writes (the cookies); the session cookie it sets is read back
 * into the next request's session, as the app's session hook would.
 */

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
const t0 = new Date('2026-11-27T10:00:00.000Z');

let handle: DbHandle;
beforeAll(async () => {
  handle = await openFreshPglite();
});
afterAll(async () => {
  await handle?.close();
});

/** One browser: each call is a request carrying the session its previous answer's cookie named. */
function browser() {
  let session: ActiveSession | null = null;
  return {
    async call(action: (ctx: RequestContext) => Promise<void>) {
      let sid: string | undefined;
      const reply = {
        request: {},
        setCookie: (name: string, value: string) => {
          if (name === cookieName(config, SESSION_COOKIE)) sid = value;
        },
        clearCookie: () => {},
      } as unknown as FastifyReply;
      const request = { headers: {}, ip: '203.0.113.9' } as unknown as FastifyRequest;
      await action({ db: handle.db, config, now: () => t0, request, reply, session });
      if (sid) session = await findSession(handle.db, sid, t0, sessionLimits(config));
    },
  };
}

let n = 0;
const newUser = (admin = false) =>
  createUser(handle.db, { email: `start-session${++n}@example.com`, password: 'Start1234', admin });

describe('startSession', () => {
  /** SPEC §9 lock-out (five failures lock an address): a successful sign-in forgets the failures. */
  it('at a sign-in (clearLockout) clears the address failures: 4 failures, a sign-in, 1 failure do not lock', async () => {
    const user = await newUser();
    for (let i = 0; i < 4; i++) await recordFailure(handle.db, user.email, t0);
    await browser().call((ctx) => startSession(ctx, user, { clearLockout: true }));
    await recordFailure(handle.db, user.email, t0);
    expect(await isLocked(handle.db, user.email, t0)).toBe(false);
  });

  it('without clearLockout (not a sign-in) keeps the failures: 4, a session start, 1 more lock', async () => {
    const user = await newUser();
    for (let i = 0; i < 4; i++) await recordFailure(handle.db, user.email, t0);
    await browser().call((ctx) => startSession(ctx, user));
    await recordFailure(handle.db, user.email, t0);
    expect(await isLocked(handle.db, user.email, t0)).toBe(true);
  });

  /** Every view-as switch is audited: view_as_start (the admin as actor) and, going back, view_as_end. */
  it('audits sign_in, then view_as_start and view_as_end at the switches of view-as', async () => {
    const admin = await newUser(true);
    const customer = await newUser();
    await handle.db.delete(auditLog);
    const b = browser();
    await b.call((ctx) => startSession(ctx, admin, { clearLockout: true }));
    await b.call((ctx) => switchViewAs({ ...ctx, session: ctx.session! }, customer.id));
    await b.call((ctx) => switchViewAs({ ...ctx, session: ctx.session! }, admin.id));
    const events = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(events).toMatchObject([
      { event: 'sign_in', outcome: 'success', userId: admin.id },
      { event: 'view_as_start', outcome: 'success', userId: customer.id, actorId: admin.id },
      { event: 'view_as_end', outcome: 'success', userId: admin.id },
    ]);
  });
});

describe('endSession', () => {
  /** Logout ends the session even where no socket layer is wired (ctx.disconnectSession absent). */
  it('deletes the session of a context without sockets', async () => {
    const user = await newUser();
    const b = browser();
    await b.call((ctx) => startSession(ctx, user, { clearLockout: true }));
    await b.call((ctx) => endSession(ctx));
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});
