import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/db';
import { openFreshPglite } from '../testing/databases';
import {
  clientLoginBlocked,
  databaseLimitStore,
  LOGIN_FAILURES_PER_CLIENT,
  limitMail,
  PER_TARGET,
  recordClientLoginFailure,
  tooManyRequests,
  windowOf,
} from './rate-limit';

/**
 * DESIGN §7: every action that mails or issues a code is limited per target, account and client;
 * failed sign-ins are limited per client. `scale` multiplies every `max` (tests that sign in
 * hundreds of times relax the limits with it; production 1): here scale 2 doubles each limit.
 */

const SCALE = 2;
const t0 = new Date('2026-11-27T10:00:00.000Z'); // a window start of every rule

let handle: DbHandle;
beforeAll(async () => {
  handle = await openFreshPglite();
});
afterAll(async () => {
  await handle?.close();
});

let clients = 0;
/** A request from its own client address, limits counted in the database at `scale`. */
const request = () => ({
  db: handle.db,
  now: () => t0,
  request: { ip: `198.51.100.${++clients}` } as FastifyRequest,
  rateLimits: { store: databaseLimitStore(handle.db), scale: SCALE },
});

describe('windowOf', () => {
  it('starts windows at multiples of the rule window', () => {
    const minute = 60_000;
    expect(windowOf(PER_TARGET, new Date('2026-11-27T10:14:59.999Z'))).toEqual(t0);
    expect(windowOf(PER_TARGET, new Date(t0.getTime() + 15 * minute))).toEqual(
      new Date('2026-11-27T10:15:00.000Z'),
    );
  });
});

describe('limitMail with scale', () => {
  it('lets max × scale mails of one action to one address through (5 × 2 = 10), refuses the next', async () => {
    const ctx = request();
    const who = { target: 'scaled@example.com', account: 'scaled@example.com' };
    const answers = [];
    for (let i = 0; i < PER_TARGET.max * SCALE + 1; i++)
      answers.push(await limitMail(ctx, 'password_reset', who));
    expect(answers).toEqual([...Array(10).fill(null), tooManyRequests]);
  });

  /** overAny: a refused request counts nowhere, so it cannot use up another bucket. */
  it("does not count a refused mail in the account's bucket (10 × 2 = 20 per account)", async () => {
    const ctx = request();
    const mail = (target: string) => limitMail(ctx, 'login_link', { target, account: 'acct@example.com' });
    for (let i = 0; i < 10; i++) expect(await mail('first@example.com')).toBeNull();
    for (let i = 0; i < 5; i++) expect(await mail('first@example.com')).toEqual(tooManyRequests);
    // The account has 10 of its 20: ten more mails to another of its targets go through.
    for (let i = 0; i < 10; i++) expect(await mail('second@example.com')).toBeNull();
    expect(await mail('second@example.com')).toEqual(tooManyRequests);
  });
});

describe('failed sign-ins per client with scale', () => {
  it('block the client after max × scale failures (20 × 2 = 40), not one before', async () => {
    const ctx = request();
    const limit = LOGIN_FAILURES_PER_CLIENT.max * SCALE;
    expect(limit).toBe(40);
    for (let i = 0; i < limit - 1; i++) await recordClientLoginFailure(ctx);
    expect(await clientLoginBlocked(ctx)).toBe(false);
    await recordClientLoginFailure(ctx);
    expect(await clientLoginBlocked(ctx)).toBe(true);
  });
});
