import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeKeysetCursor, NEXT_CURSOR_HEADER, type Notification } from '../../contract';
import { createNotification, createUser } from '../seed/builders';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let many: TestBrowser;
let other: TestBrowser;
let otherIds: number[];
let userId: number;
const COUNT = 45;
const NEWEST = Date.parse('2026-06-01T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({});
  const user = await createUser(server.db, { email: 'notes@example.com', password: 'Notes1234' });
  userId = user.id;
  // One a minute, every third read; then one at the very same moment as the newest (the id decides).
  for (let i = COUNT - 1; i >= 0; i--)
    await createNotification(server.db, {
      user_id: user.id,
      subject: `N${i}`,
      created_at: new Date(NEWEST - i * 60_000).toISOString(),
      read_at: i % 3 === 0 ? '2026-06-02T00:00:00Z' : null,
    });
  await createNotification(server.db, {
    user_id: user.id,
    subject: 'TIE',
    created_at: new Date(NEWEST).toISOString(),
  });
  const someoneElse = await createUser(server.db, { email: 'other@example.com', password: 'Other1234' });
  otherIds = [];
  for (let i = 0; i < 3; i++)
    otherIds.push(
      (
        await createNotification(server.db, {
          user_id: someoneElse.id,
          subject: `Other ${i}`,
          created_at: new Date(NEWEST + 1000).toISOString(),
        })
      ).id,
    );
  many = new TestBrowser(server.url);
  expect((await many.login('notes@example.com', 'Notes1234')).status).toBe(200);
  other = new TestBrowser(server.url);
  expect((await other.login('other@example.com', 'Other1234')).status).toBe(200);
});
afterAll(() => server?.close());

async function page(query: string, as = many) {
  const res = await as.get(`/notifications${query}`);
  expect(res.status).toBe(200);
  return { items: res.json as unknown as Notification[], next: res.headers.get(NEXT_CURSOR_HEADER) };
}

const newestFirst = (a: Notification, b: Notification) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

async function walk(limit: number, between?: () => Promise<void>) {
  const seen: Notification[] = [];
  let next: string | null = null;
  do {
    const p: { items: Notification[]; next: string | null } = await page(
      `?limit=${limit}${next ? `&before=${next}` : ''}`,
    );
    expect(p.items.length).toBeLessThanOrEqual(limit);
    seen.push(...p.items);
    next = p.next;
    if (between) await between();
  } while (next);
  return seen;
}

describe('GET /notifications a page at a time (keyset, newest first)', () => {
  it('without limit answers the whole list, newest first, with no cursor header', async () => {
    const all = await page('');
    expect(all.items).toHaveLength(COUNT + 1);
    expect(all.next).toBeNull();
    expect([...all.items].sort(newestFirst)).toEqual(all.items);
  });

  it('pages through every notification once, in the whole list order', async () => {
    const first = await page('?limit=20');
    expect(first.items).toHaveLength(20);
    expect(first.next).toEqual(expect.any(String));
    // The newest moment holds two notifications: the higher id comes first.
    expect(first.items[0]!.subject).toBe('TIE');
    expect(first.items[1]!.subject).toBe('N0');
    const walked = await walk(20);
    expect(walked.map((n) => n.id)).toEqual((await page('')).items.map((n) => n.id));
  });

  it('the last page has no cursor header; a page of exactly the rest ends the list', async () => {
    const pages: number[] = [];
    let next: string | null = null;
    do {
      const p: { items: Notification[]; next: string | null } = await page(
        `?limit=23${next ? `&before=${next}` : ''}`,
      );
      pages.push(p.items.length);
      next = p.next;
    } while (next);
    expect(pages).toEqual([23, 23]);
  });

  it('notifications added while paging never shift later pages', async () => {
    const before = (await page('')).items.map((n) => n.id);
    let added = 0;
    const walked = await walk(10, async () => {
      await createNotification(server.db, { user_id: userId, subject: `New ${added++}` });
    });
    expect(walked.map((n) => n.id)).toEqual(before);
  });

  it("another user's notifications never appear, and theirs never show mine", async () => {
    const mine = await walk(7);
    expect(mine.some((n) => otherIds.includes(n.id))).toBe(false);
    const theirs = await page('?limit=100', other);
    expect(theirs.items.map((n) => n.id).sort()).toEqual([...otherIds].sort());
    expect(theirs.next).toBeNull();
    // A cursor that names my place still pages only their own list.
    const cursor = encodeKeysetCursor({ created_at: '2099-01-01T00:00:00.000000Z', id: 2_000_000_000 });
    expect((await page(`?limit=100&before=${cursor}`, other)).items.map((n) => n.id).sort()).toEqual(
      [...otherIds].sort(),
    );
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=20&before=not-a-cursor', 'before'],
    ['limit=20&before=' + encodeKeysetCursor({ created_at: '2026-13-45T99:00:00.000000Z', id: 1 }), 'before'],
    ['limit=20&before=' + btoa('2026-01-01T00:00:00.000000Z~0'), 'before'],
    ['limit=20&before=' + 'A'.repeat(97), 'before'],
    ['before=' + encodeKeysetCursor({ created_at: '2026-01-01T00:00:00.000000Z', id: 1 }), 'limit'],
  ])('?%s answers 422 with an error on %s', async (query, field) => {
    const res = await many.get(`/notifications?${query}`);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: 'validation_failed', errors: { [field]: expect.any(Array) } });
  });

  it('limit bounds 1 and 100 are accepted', async () => {
    expect((await page('?limit=1')).items).toHaveLength(1);
    expect((await page('?limit=100')).items.length).toBeGreaterThan(COUNT);
  });
});

describe('GET /notifications/unread_count', () => {
  it("counts the user's unread notifications exactly, following mark read and mark all read", async () => {
    const all = (await page('')).items;
    const unread = all.filter((n) => n.read_at === null);
    expect((await many.get('/notifications/unread_count')).json).toEqual({ count: unread.length });
    expect((await other.get('/notifications/unread_count')).json).toEqual({ count: otherIds.length });
    expect((await many.post(`/notifications/${unread[0]!.id}/mark_read`)).status).toBe(200);
    expect((await many.get('/notifications/unread_count')).json).toEqual({ count: unread.length - 1 });
    expect((await many.post('/notifications/mark_all_read')).status).toBe(200);
    expect((await many.get('/notifications/unread_count')).json).toEqual({ count: 0 });
    expect((await other.get('/notifications/unread_count')).json).toEqual({ count: otherIds.length });
  });

  it('needs a session', async () => {
    expect((await new TestBrowser(server.url).get('/notifications/unread_count')).status).toBe(401);
  });
});
