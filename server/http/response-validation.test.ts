import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_COOKIE_PREFIX, SESSION_COOKIE } from '../../contract';
import { createSession, sessionLimits } from '../auth/sessions';
import { createUser } from '../seed/builders';
import { notifications } from '../db/schema';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../testing';

/**
 * Answers are checked against the contract in tests and development (a broken one is a 500 that
 * names the route in the log), not in production: the hot path serializes and sends. A stored
 * notification whose `properties.actions` is not a list breaks the contract's Notification.
 */
async function brokenNotificationsAnswer(app: TestApp, cookieName: string) {
  const user = await createUser(app.handle.db, { email: 'valid@example.com' });
  await app.handle.db.insert(notifications).values({
    userId: user.id,
    priority: 'low',
    subject: 'S',
    content: '',
    // What the column's type rules out, as a row written by another tool could still hold.
    properties: { actions: 'no list' } as unknown as { actions: [] },
  });
  const { id } = await createSession(app.handle.db, user.id, new Date(), sessionLimits(app.ctx.config));
  return app.app.inject({
    method: 'GET',
    url: '/notifications',
    headers: { accept: 'application/json', cookie: `${cookieName}=${id}` },
  });
}

describe('response validation', () => {
  let test: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
    production = await buildTestApp(PRODUCTION_ENV);
  });
  afterAll(async () => {
    await Promise.all([test?.close(), production?.close()]);
  });

  it('refuses an answer that breaks the contract outside production', async () => {
    const res = await brokenNotificationsAnswer(test, SESSION_COOKIE);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'server_error' });
  });

  it('is skipped in production: the answer goes out as the handler made it', async () => {
    const res = await brokenNotificationsAnswer(production, `${HOST_COOKIE_PREFIX}${SESSION_COOKIE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ subject: 'S', properties: { actions: 'no list' } }]);
  });
});
