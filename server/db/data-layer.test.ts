import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFailures, isLocked, LOCK_MS, recordFailure } from '../auth/lockout';
import { createSession, deleteSession, findSession } from '../auth/sessions';
import { listClaims } from '../domain/claims';
import { listNotifications, markAllRead, markRead } from '../domain/notifications';
import { loadTree } from '../domain/widgets';
import type { DbHandle } from './db';
import { createClaim, createNotification, createUser } from '../seed/builders';
import { claims, loginLockouts, menuItems, notifications, sessions, users, widgets } from './schema';
import { seedDemo } from '../seed/seed';
import { openFreshPglite, openFreshPostgres, servicesUp } from '../testing';

const pgUp = await servicesUp('the data layer on PostgreSQL');

const drivers = [
  { name: 'PGlite (embedded)', open: openFreshPglite, skip: false },
  { name: 'PostgreSQL', open: openFreshPostgres, skip: !pgUp },
];

const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
const at = (iso: string) => new Date(iso);

for (const driver of drivers) {
  describe.skipIf(driver.skip)(`data layer on ${driver.name}`, () => {
    let h: DbHandle;
    beforeAll(async () => {
      h = await driver.open();
      await h.migrate();
      await h.migrate(); // applying twice changes nothing
    });
    afterAll(() => h?.close());

    it('seeds the demo data once, however often it runs', async () => {
      const first = await seedDemo(h.db);
      expect(first.createdAccounts).toEqual([
        'demo@example.com',
        'other@example.com',
        'admin@example.com',
        '2fa@example.com',
        'new@example.com',
      ]);
      const counts = async () => ({
        users: (await h.db.select({ n: count() }).from(users))[0]?.n,
        claims: (await h.db.select({ n: count() }).from(claims))[0]?.n,
        widgets: (await h.db.select({ n: count() }).from(widgets))[0]?.n,
        menu: (await h.db.select({ n: count() }).from(menuItems))[0]?.n,
      });
      const before = await counts();
      expect((await seedDemo(h.db)).createdAccounts).toEqual([]);
      expect(await counts()).toEqual(before);
      expect(before).toMatchObject({ users: 5, claims: 10, menu: 8 });
    });

    it('lists only the owner’s claims, split into active and closed, in all three scopes', async () => {
      const [demo] = await h.db.select().from(users).where(eq(users.email, 'demo@example.com'));
      const active = await listClaims(h.db, { userId: demo!.id, active: true });
      const closed = await listClaims(h.db, { userId: demo!.id, active: false });
      expect(active.every((c) => c.active) && closed.every((c) => !c.active)).toBe(true);
      for (const list of [active, closed]) {
        expect(new Set(list.map((c) => c.scope))).toEqual(
          new Set(['fairplane', 'ticket_refund', 'luggage_refund']),
        );
      }
      const all = await listClaims(h.db, { userId: demo!.id });
      expect(all).toHaveLength(active.length + closed.length);
      expect(all.every((c) => c.passengers[0]?.last_name === 'Becker')).toBe(true);
      const af = all.find((c) => c.flight.flight_number === 'AF1404');
      expect(af).toMatchObject({ status: 'paid_out', payout: 35124, flight: { departure_airport: 'CDG' } });
      expect(af?.status_history.map((s) => s.status)).toEqual([
        'submitted',
        'in_review',
        'airline_contacted',
        'paid_out',
      ]);
    });

    it('builds widget trees with children in order', async () => {
      const tree = await loadTree(h.db, 'closed_contracts');
      const list = tree?.widgets[0]?.children.find((w) => w.type === 'claim-list');
      expect(list?.settings).toBe('{"status":"closed"}');
      expect(await loadTree(h.db, 'no_such_page')).toBeNull();
    });

    it('stores sessions hashed, ends them after idle and absolute limits', async () => {
      const u = await createUser(h.db, { email: `S-${driver.skip}@Example.com`, password: 'Secret123' });
      expect(u.email).toBe('s-false@example.com');
      const t0 = at('2026-03-01T10:00:00Z');
      const s = await createSession(h.db, u.id, t0, limits);
      const [row] = await h.db.select().from(sessions).where(eq(sessions.userId, u.id));
      expect(row?.idHash).not.toContain(s.id);
      expect(row?.idHash).toMatch(/^[0-9a-f]{64}$/);
      expect((await findSession(h.db, s.id, at('2026-03-01T10:29:00Z'), limits))?.user.id).toBe(u.id);
      // touched at 10:29, so still alive at 10:58 but not at 11:00
      expect(await findSession(h.db, s.id, at('2026-03-01T10:58:00Z'), limits)).not.toBeNull();
      expect(await findSession(h.db, s.id, at('2026-03-01T11:30:00Z'), limits)).toBeNull();
      expect(await h.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);

      const s2 = await createSession(h.db, u.id, t0, limits);
      let t = t0.getTime();
      while (t < t0.getTime() + limits.absoluteMs - 20 * 60_000) {
        t += 20 * 60_000; // active every 20 minutes
        expect(await findSession(h.db, s2.id, new Date(t), limits)).not.toBeNull();
      }
      expect(await findSession(h.db, s2.id, new Date(t0.getTime() + limits.absoluteMs), limits)).toBeNull();

      const s3 = await createSession(h.db, u.id, t0, limits);
      await deleteSession(h.db, (await findSession(h.db, s3.id, t0, limits))!.idHash);
      expect(await findSession(h.db, s3.id, t0, limits)).toBeNull();
    });

    it('locks an address after five failures (counted atomically) for 15 minutes', async () => {
      const email = 'locked@example.com';
      const t0 = at('2026-04-01T08:00:00Z');
      await Promise.all([1, 2, 3, 4].map(() => recordFailure(h.db, email, t0)));
      expect(await isLocked(h.db, email, t0)).toBe(false);
      await recordFailure(h.db, email, t0);
      expect(await isLocked(h.db, email, t0)).toBe(true);
      expect(await isLocked(h.db, email, new Date(t0.getTime() + LOCK_MS - 1000))).toBe(true);
      const later = new Date(t0.getTime() + LOCK_MS + 1000);
      expect(await isLocked(h.db, email, later)).toBe(false);
      await recordFailure(h.db, email, later); // a new window starts at one failure
      const [row] = await h.db.select().from(loginLockouts).where(eq(loginLockouts.email, email));
      expect(row).toMatchObject({ failures: 1, lockedUntil: null });
      await clearFailures(h.db, email);
      expect(await h.db.select().from(loginLockouts).where(eq(loginLockouts.email, email))).toHaveLength(0);
    });

    it('marks notifications read only for their owner', async () => {
      const a = await createUser(h.db, { email: `a-${driver.skip}@example.com` });
      const b = await createUser(h.db, { email: `b-${driver.skip}@example.com` });
      const n1 = await createNotification(h.db, { user_id: a.id, priority: 'high', subject: 'one' });
      await createNotification(h.db, { user_id: a.id, priority: 'low', subject: 'two' });
      const now = at('2026-05-01T12:00:00Z');
      expect(await markRead(h.db, b.id, n1.id, now)).toBeNull();
      expect(
        (await h.db.select().from(notifications).where(eq(notifications.id, n1.id)))[0]?.readAt,
      ).toBeNull();
      expect((await markRead(h.db, a.id, n1.id, now))?.read_at).toBe(now.toISOString());
      // a second mark keeps the first time
      expect((await markRead(h.db, a.id, n1.id, new Date()))?.read_at).toBe(now.toISOString());
      await markAllRead(h.db, a.id, now);
      expect((await listNotifications(h.db, a.id)).every((n) => n.read_at !== null)).toBe(true);
    });

    it('refuses rows that break the schema’s rules', async () => {
      const u = await createUser(h.db, { email: `c-${driver.skip}@example.com` });
      await expect(createUser(h.db, { email: `C-${driver.skip}@example.com` })).rejects.toThrow();
      await expect(h.db.insert(users).values({ email: 'Upper@Example.com' })).rejects.toThrow();
      await expect(
        createClaim(h.db, {
          user_id: u.id,
          history: [{ status: 'bogus' as 'submitted', at: '2026-01-01T00:00:00Z' }],
        }),
      ).rejects.toThrow();
      expect(await listClaims(h.db, { userId: u.id })).toEqual([]);
    });
  });
}
