import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isViewingAs, switchViewAs } from '../auth/view-as';
import type { SessionContext } from '../context';
import { createUser } from '../seed/builders';
import { sessions, users, viewAsLog, widgets } from '../db/schema';
import { startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let customerId: number;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  customerId = (
    await createUser(server.db, {
      email: 'zoe.search@example.com',
      password: 'Start1234',
      first_name: 'Zoë',
      last_name: 'Quist',
    })
  ).id;
});
afterAll(() => server?.close());

const admin = () => signedIn(server.url, 'admin@example.com', 'Admin1234');
const demo = () => signedIn(server.url, 'demo@example.com', 'Demo1234');

const claimListWidget = async () => {
  const [row] = await server.db.select().from(widgets).where(eq(widgets.treeId, 'active_contracts'));
  const all = await server.db.select().from(widgets).where(eq(widgets.treeId, 'active_contracts'));
  return all.find((w) => w.type === 'claim-list') ?? row!;
};

describe('non-admins are refused', () => {
  it('answers 403 to autocomplete, view_as, widget settings and settings save for a customer', async () => {
    const b = await demo();
    const w = await claimListWidget();
    expect((await b.post('/users/autocomplete', { email: 'zoe' })).status).toBe(403);
    expect((await b.post(`/users/view_as/${customerId}`)).status).toBe(403);
    expect((await b.post(`/widgets/${w.id}/settings`, { settings: '{"status":"all"}' })).status).toBe(403);
    expect((await b.post('/settings', { theme: { text: '#000000' } })).status).toBe(403);
    const [unchanged] = await server.db.select().from(widgets).where(eq(widgets.id, w.id));
    expect(unchanged?.settings).toBe(w.settings);
  });

  it('answers 401 when nobody is signed in', async () => {
    const b = new TestBrowser(server.url);
    await b.get('/login_check');
    expect((await b.post('/users/autocomplete', { email: 'zoe' })).status).toBe(401);
    expect((await b.post(`/users/view_as/${customerId}`)).status).toBe(401);
  });
});

describe('POST /users/autocomplete', () => {
  it('finds customers by first name, last name or e-mail (case-insensitive, wildcards literal)', async () => {
    const b = await admin();
    for (const body of [{ first_name: 'zoë' }, { last_name: 'QUI' }, { email: 'zoe.search' }]) {
      const res = await b.post('/users/autocomplete', body);
      expect(res.status).toBe(200);
      expect(res.json).toEqual([
        { id: customerId, email: 'zoe.search@example.com', first_name: 'Zoë', last_name: 'Quist' },
      ]);
    }
    expect((await b.post('/users/autocomplete', { email: '%' })).json).toEqual([]);
    const empty = await b.post('/users/autocomplete', { email: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.json).toEqual({ message: 'validation_failed', errors: { email: ['required'] } });
  });
});

describe('POST /users/view_as/{user_id}', () => {
  it('switches to the customer with a new session id, logs both ids, refuses admin calls, and goes back', async () => {
    const b = await admin();
    const adminSid = b.cookie('sid');
    const adminId = ((await b.get('/login_check')).json.user as { id: number }).id;
    expect(await b.post('/users/view_as/999999')).toMatchObject({
      status: 404,
      json: { message: 'not_found' },
    });
    const other = await createUser(server.db, {
      email: 'second.admin@example.com',
      password: 'Admin1234',
      admin: true,
    });
    expect(await b.post(`/users/view_as/${other.id}`)).toMatchObject({
      status: 403,
      json: { message: 'forbidden' },
    });

    const res = await b.post(`/users/view_as/${customerId}`);
    expect(res.status).toBe(200);
    expect(b.cookie('sid')).not.toBe(adminSid);
    const check = await b.get('/login_check');
    expect(check.json).toMatchObject({
      user: { id: customerId, permissions: { admin: false } },
      viewing_as: { admin_id: adminId, admin_email: 'admin@example.com' },
    });
    // The old session is gone; the new one remembers the admin.
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, customerId));
    expect(rows.map((r) => r.viewAsAdminId)).toEqual([adminId]);
    // While viewing as, the admin's powers are not the customer's.
    expect((await b.post('/users/autocomplete', { email: 'zoe' })).status).toBe(403);
    // Credential and e-mail changes are refused while viewing as, and change nothing.
    const [before] = await server.db.select().from(users).where(eq(users.id, customerId));
    const password = {
      current_password: 'Start1234',
      password: 'Changed123',
      password_confirmation: 'Changed123',
    };
    expect(await b.post(`/user/${customerId}/password`, password)).toMatchObject({
      status: 403,
      json: { message: 'forbidden' },
    });
    const change = { email: 'zoe.new@example.com', password: 'Start1234' };
    expect((await b.post(`/user/${customerId}/email_change`, change)).status).toBe(403);
    expect(
      (await b.post(`/user/${customerId}/email_change/confirm`, { token: 'x', code: '123456' })).status,
    ).toBe(403);
    const [unchangedUser] = await server.db.select().from(users).where(eq(users.id, customerId));
    expect(unchangedUser).toEqual(before);
    const viewingSid = b.cookie('sid');

    const back = await b.post(`/users/view_as/${adminId}`);
    expect(back.status).toBe(200);
    expect(b.cookie('sid')).not.toBe(viewingSid);
    const after = await b.get('/login_check');
    expect(after.json).toMatchObject({ user: { id: adminId }, permissions: { admin: true } });
    expect(after.json.viewing_as).toBeUndefined();

    // One start and one end, both naming the customer (the admin's own sessions are never logged).
    const log = await server.db.select().from(viewAsLog).where(eq(viewAsLog.adminId, adminId));
    expect(log.map((l) => [l.adminId, l.userId, l.action])).toEqual([
      [adminId, customerId, 'start'],
      [adminId, customerId, 'end'],
    ]);
  });
});

describe('POST /widgets/{id}/settings', () => {
  it('saves settings valid for the settings_schema and returns the widget', async () => {
    const b = await admin();
    const w = await claimListWidget();
    const res = await b.post(`/widgets/${w.id}/settings`, { settings: '{"status":"all","view":"list"}' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: w.id,
      type: 'claim-list',
      settings: '{"status":"all","view":"list"}',
    });
    await b.post(`/widgets/${w.id}/settings`, { settings: w.settings });
  });

  it('refuses invalid settings with field errors and writes nothing', async () => {
    const b = await admin();
    const w = await claimListWidget();
    const bad = await b.post(`/widgets/${w.id}/settings`, { settings: '{"status":"sometimes"}' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual({
      message: 'validation_failed',
      errors: { 'settings.status': ['invalid_value'] },
    });
    const missing = await b.post(`/widgets/${w.id}/settings`, { settings: '{}' });
    expect(missing.json.errors).toEqual({ 'settings.status': ['required'] });
    const notJson = await b.post(`/widgets/${w.id}/settings`, { settings: '{status:' });
    expect(notJson.json.errors).toEqual({ settings: ['invalid_json'] });
    expect((await b.post('/widgets/999999/settings', { settings: '{}' })).status).toBe(404);
    const [row] = await server.db.select().from(widgets).where(eq(widgets.id, w.id));
    expect(row?.settings).toBe(w.settings);
  });
});

describe('POST /settings', () => {
  it('saves tracking settings checked against their schema, and the theme', async () => {
    const b = await admin();
    const tracking = JSON.stringify({ heatmap: { enabled: true, site_id: 'abc' } });
    const res = await b.post('/settings', { Tracking: { settings: tracking }, theme: { text: '#111111' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ Tracking: { settings: tracking }, theme: { text: '#111111' } });
    const bad = await b.post('/settings', { Tracking: { settings: '{"heatmap":{"enabled":"yes","x":1}}' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      'Tracking.settings.heatmap.enabled': ['invalid_value'],
      'Tracking.settings.heatmap.x': ['invalid_value'],
    });
    expect((await b.post('/settings', { theme: { text: 'red' } })).status).toBe(422);
    expect((await b.post('/settings', {})).status).toBe(422);
    expect((await b.get('/settings')).json).toMatchObject({ Tracking: { settings: tracking } });
  });
});

describe('switchViewAs', () => {
  it('refuses (403 forbidden) a session whose acting admin no longer exists', async () => {
    const [customer] = await server.db.select().from(users).where(eq(users.id, customerId));
    const session = {
      id: 1,
      idHash: 'h',
      csrfToken: 'c',
      user: customer!,
      expiresAt: new Date(),
      viewAsAdminId: 999999,
    };
    const ctx = { db: server.db, session } as unknown as SessionContext;
    await expect(switchViewAs(ctx, customerId)).rejects.toMatchObject({ status: 403, message: 'forbidden' });
  });
});

describe('isViewingAs', () => {
  it('is true only for a session that carries the admin id', () => {
    const base = { id: 1, idHash: 'h', csrfToken: 'c', user: {} as never, expiresAt: new Date() };
    expect(isViewingAs(null)).toBe(false);
    expect(isViewingAs({ ...base, viewAsAdminId: null })).toBe(false);
    expect(isViewingAs({ ...base, viewAsAdminId: 7 })).toBe(true);
  });
});
