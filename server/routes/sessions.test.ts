import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contract';
import { sha256 } from '../lib/crypto';
import { createUser } from '../seed/builders';
import { auditLog, outbox, sessions } from '../db/schema';
import { sessionRoom } from '../http/socket';
import { startTestServer, TestBrowser, watchSocket, type TestServer, type WatchedSocket } from '../testing';

/** The account page's session list: list, end one, end the others on a password change, audit. */

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
let clock = new Date(); // near real time: TestBrowser drops cookies whose Expires has passed
const sockets: WatchedSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => {
  for (const s of sockets) s.socket.close();
  await server?.close();
});

let n = 0;
async function account(password = 'Start1234') {
  const email = `sessions${++n}@example.com`;
  const row = await createUser(server.db, { email, password, first_name: 'Ann', last_name: 'Lee' });
  return { id: row.id, email, password };
}

/** Signs in with a browser's User-Agent. */
async function signIn(who: { email: string; password: string }, userAgent = WINDOWS_CHROME) {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  const res = await b.post(
    '/login',
    { email: who.email, password: who.password },
    { headers: { 'user-agent': userAgent } },
  );
  expect(res.status).toBe(200);
  return b;
}

/** How many sockets of this session id the server holds: checked right after an answer, no waiting. */
const heldSockets = async (sid: string) =>
  (await server.io.in(sessionRoom(sha256(sid))).fetchSockets()).length;

async function openSocket(b: TestBrowser) {
  const watched = await watchSocket(server.origin, b.cookie(SESSION_COOKIE) ?? '');
  sockets.push(watched);
  return watched;
}

type Listed = {
  id: number;
  device: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
};
const list = async (b: TestBrowser) => {
  const res = await b.get('/user/sessions');
  expect(res.status).toBe(200);
  return res.json as unknown as Listed[];
};
const tokenOfLastMail = async (to: string) => {
  const [mail] = await server.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id));
  return new URL(mail?.links[0] ?? 'http://x/').pathname.split('/').pop() ?? '';
};
const signedIn = async (b: TestBrowser) => (await b.get('/login_check')).json !== null;
const sessionEnds = async (userId: number) =>
  (
    await server.db
      .select({ outcome: auditLog.outcome, ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.event, 'session_end')))
  ).map((e) => e.outcome);

describe('GET /user/sessions', () => {
  it("lists the user's live sessions with device, address, times and the current one; never a cookie or its hash", async () => {
    const anna = await account();
    const laptop = await signIn(anna, WINDOWS_CHROME);
    const phone = await signIn(anna, IPHONE_SAFARI);
    await signIn(await account()); // someone else's session is not listed
    const res = await laptop.get('/user/sessions');
    const listed = res.json as unknown as Listed[];
    expect(listed).toHaveLength(2);
    expect(listed.map((s) => [s.device, s.ip, s.current]).sort()).toEqual([
      ['Chrome (Windows)', '127.0.0.1', true],
      ['Safari (iOS)', '127.0.0.1', false],
    ]);
    for (const s of listed) {
      expect(Object.keys(s).sort()).toEqual(['created_at', 'current', 'device', 'id', 'ip', 'last_seen_at']);
      expect(Date.parse(s.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at));
    }
    for (const sid of [laptop.cookie(SESSION_COOKIE)!, phone.cookie(SESSION_COOKIE)!]) {
      expect(res.text).not.toContain(sid);
      expect(res.text).not.toContain(sha256(sid));
    }
    expect((await list(phone)).find((s) => s.current)?.device).toBe('Safari (iOS)');
    expect((await new TestBrowser(server.url).get('/user/sessions')).status).toBe(401);
  });
});

describe('POST /logout', () => {
  it("ends this session: audited as a successful end, its socket closes; a visitor's logout ends nothing", async () => {
    const anna = await account();
    const b = await signIn(anna);
    const sid = b.cookie(SESSION_COOKIE)!;
    await openSocket(b);
    expect(await heldSockets(sid)).toBe(1);
    expect((await b.post('/logout')).status).toBe(200);
    expect(await signedIn(b)).toBe(false);
    expect(await heldSockets(sid)).toBe(0);
    expect(await sessionEnds(anna.id)).toEqual(['success']);

    const visitor = new TestBrowser(server.url);
    await visitor.get('/login_check');
    expect((await visitor.post('/logout')).status).toBe(200);
    expect(await sessionEnds(anna.id)).toEqual(['success']);
  });
});

describe('DELETE /user/sessions/{id}', () => {
  it('ends another session of the user: its next request is anonymous, its socket closes, the end is audited', async () => {
    const anna = await account();
    const [laptop, phone] = [await signIn(anna), await signIn(anna, IPHONE_SAFARI)];
    const [laptopSocket, phoneSocket] = [await openSocket(laptop), await openSocket(phone)];
    const other = (await list(laptop)).find((s) => !s.current)!;
    const phoneSid = phone.cookie(SESSION_COOKIE)!;
    expect(await heldSockets(phoneSid)).toBe(1);
    const res = await laptop.request('DELETE', `/user/sessions/${other.id}`);
    expect(res).toMatchObject({ status: 200, json: { success: true, signed_out: false } });
    expect(await heldSockets(phoneSid)).toBe(0); // closed with the answer, not by a later sweep
    expect(await heldSockets(laptop.cookie(SESSION_COOKIE)!)).toBe(1);
    expect(await phoneSocket.gone).toBe('io server disconnect');
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(laptopSocket.socket.connected).toBe(true);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
    expect(await sessionEnds(anna.id)).toEqual(['revoked']);
    // Ended already: nothing left to end.
    expect((await laptop.request('DELETE', `/user/sessions/${other.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone; bad ids are 422", async () => {
    const [anna, bob] = [await account(), await account()];
    const annaBrowser = await signIn(anna);
    const bobBrowser = await signIn(bob);
    const [bobs] = await list(bobBrowser);
    const res = await annaBrowser.request('DELETE', `/user/sessions/${bobs!.id}`);
    expect(res).toMatchObject({ status: 404, json: { message: 'not_found' } });
    expect(await signedIn(bobBrowser)).toBe(true);
    for (const bad of ['abc', '0', '-1', '2147483648', '1.5'])
      expect((await annaBrowser.request('DELETE', `/user/sessions/${bad}`)).status).toBe(422);
  });

  it('ending the current session signs this browser out', async () => {
    const anna = await account();
    const b = await signIn(anna);
    const [mine] = await list(b);
    const res = await b.request('DELETE', `/user/sessions/${mine!.id}`);
    expect(res).toMatchObject({ status: 200, json: { success: true, signed_out: true } });
    expect(b.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await signedIn(b)).toBe(false);
    expect((await b.get('/user/sessions')).status).toBe(401);
  });
});

describe('while an admin views the portal as the customer', () => {
  it("neither lists nor ends the customer's sessions, and the view-as session is not the customer's", async () => {
    const anna = await account();
    const own = await signIn(anna);
    const boss = await createUser(server.db, {
      email: `boss${++n}@example.com`,
      password: 'Boss12345',
      first_name: 'B',
      last_name: 'O',
      admin: true,
    });
    const admin = await signIn({ email: boss.email, password: 'Boss12345' });
    expect((await admin.post(`/users/view_as/${anna.id}`)).status).toBe(200);
    expect((await admin.get('/user/sessions')).status).toBe(403);
    const [mine] = await list(own);
    expect((await admin.request('DELETE', `/user/sessions/${mine!.id}`)).status).toBe(403);
    expect((await list(own)).map((s) => s.current)).toEqual([true]);
  });
});

describe('POST /user/{id}/password ends the other sessions', () => {
  const change = (b: TestBrowser, id: number, from: string, to: string, extra: object = {}) =>
    b.post(`/user/${id}/password`, {
      current_password: from,
      password: to,
      password_confirmation: to,
      ...extra,
    });

  it('by default: the other sessions and their sockets end, this one stays; audited', async () => {
    const anna = await account();
    const [here, there, elsewhere] = [await signIn(anna), await signIn(anna), await signIn(anna)];
    const [hereSocket, thereSocket] = [await openSocket(here), await openSocket(there)];
    const thereSid = there.cookie(SESSION_COOKIE)!;
    expect((await change(here, anna.id, 'Start1234', 'Better1234')).status).toBe(200);
    expect(await heldSockets(thereSid)).toBe(0); // closed with the answer, not by a later sweep
    expect(await heldSockets(here.cookie(SESSION_COOKIE)!)).toBe(1);
    expect(await thereSocket.gone).toBe('io server disconnect');
    expect(await signedIn(there)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect(hereSocket.socket.connected).toBe(true);
    expect(await sessionEnds(anna.id)).toEqual(['revoked', 'revoked']);
  });

  it('with end_other_sessions false the other sessions stay', async () => {
    const anna = await account();
    const [here, there] = [await signIn(anna), await signIn(anna)];
    const res = await change(here, anna.id, 'Start1234', 'Better1234', { end_other_sessions: false });
    expect(res.status).toBe(200);
    expect(await signedIn(there)).toBe(true);
    expect(
      (await change(here, anna.id, 'Better1234', 'Best12345', { end_other_sessions: 'yes' })).status,
    ).toBe(422);
  });

  it('a refused change ends nothing', async () => {
    const anna = await account();
    const [here, there] = [await signIn(anna), await signIn(anna)];
    expect((await change(here, anna.id, 'Wrong1234', 'Better1234')).status).toBe(422);
    expect(await signedIn(there)).toBe(true);
  });
});

describe('audit of password and e-mail changes and of expired sessions', () => {
  const events = async (userId: number, event: string) =>
    (
      await server.db
        .select({ outcome: auditLog.outcome, email: auditLog.email })
        .from(auditLog)
        .where(and(eq(auditLog.userId, userId), eq(auditLog.event, event)))
        .orderBy(auditLog.id)
    ).map((e) => `${e.outcome}:${e.email}`);

  it('password change: failure, then success', async () => {
    const anna = await account();
    const b = await signIn(anna);
    const body = { password: 'Better1234', password_confirmation: 'Better1234' };
    await b.post(`/user/${anna.id}/password`, { ...body, current_password: 'Wrong1234' });
    await b.post(`/user/${anna.id}/password`, { ...body, current_password: 'Start1234' });
    expect(await events(anna.id, 'password_change')).toEqual([
      `failure:${anna.email}`,
      `success:${anna.email}`,
    ]);
  });

  it('e-mail change: a wrong password fails, a request is a challenge, a wrong code fails, the right one succeeds', async () => {
    const anna = await account();
    const b = await signIn(anna);
    const to = `new-${anna.email}`;
    await b.post(`/user/${anna.id}/email_change`, { email: to, password: 'Wrong1234' });
    const asked = await b.post(`/user/${anna.id}/email_change`, { email: to, password: anna.password });
    const code = asked.json.activation_code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const token = await tokenOfLastMail(to);
    expect((await b.post(`/user/${anna.id}/email_change/confirm`, { token, code: wrong })).status).toBe(422);
    const again = await b.post(`/user/${anna.id}/email_change`, { email: to, password: anna.password });
    const confirm = { token: await tokenOfLastMail(to), code: again.json.activation_code as string };
    expect((await b.post(`/user/${anna.id}/email_change/confirm`, confirm)).status).toBe(200);
    expect(await events(anna.id, 'email_change')).toEqual([
      `failure:${to}`,
      `challenge:${to}`,
      `failure:${anna.email}`,
      `challenge:${to}`,
      `success:${to}`,
    ]);
  });

  it('an idle-expired session found by its browser, and one found by the sweep, are audited as expired', async () => {
    const anna = await account();
    const [found, swept] = [await signIn(anna), await signIn(anna)];
    clock = new Date(clock.getTime() + 31 * 60_000); // past the 30-minute idle limit
    try {
      expect(await signedIn(found)).toBe(false);
      await server.sweepSessions();
      expect(await sessionEnds(anna.id)).toEqual(['expired', 'expired']);
      const rows = await server.db.select().from(sessions).where(eq(sessions.userId, anna.id));
      expect(rows).toHaveLength(0);
      expect(await signedIn(swept)).toBe(false);
      expect(await sessionEnds(anna.id)).toHaveLength(2); // nothing left to end twice
    } finally {
      clock = new Date();
    }
  });
});
