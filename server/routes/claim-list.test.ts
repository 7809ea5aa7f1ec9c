import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeKeysetCursor, type Claim, type ClaimListData } from '../../contract';
import { createClaim, createUser } from '../seed/builders';
import { seedManyClaims } from '../db/many-claims';
import { findWidgetId, startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let many: TestBrowser;
let list: number;
let closedList: number;
let manyId: number;
const NEWEST = new Date('2026-06-01T12:00:00Z');
const COUNT = 45; // every fifth closed: 36 active, 9 closed

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const user = await createUser(server.db, { email: 'many@example.com', password: 'Many12345' });
  manyId = user.id;
  await seedManyClaims(server.db, user.id, COUNT, { newest: NEWEST, closedEvery: 5, casePrefix: 'M' });
  // A claim at the very same moment as the newest: the id decides the order.
  await createClaim(server.db, {
    user_id: user.id,
    case_number: 'M-TIE',
    history: [{ status: 'submitted', at: NEWEST.toISOString() }],
  });
  many = new TestBrowser(server.url);
  expect((await many.login('many@example.com', 'Many12345')).status).toBe(200);
  list = await findWidgetId(many, 'active_contracts', 'claim-list');
  closedList = await findWidgetId(many, 'closed_contracts', 'claim-list');
});
afterAll(() => server?.close());

type Answer = { status: number; json: unknown };
const dataOf = (res: Answer) => (res.json as { data: ClaimListData }).data;

async function page(widget: number, body: Record<string, unknown> = {}, as = many): Promise<ClaimListData> {
  const res = await as.post(`/widgets/data/${widget}`, body);
  expect(res.status).toBe(200);
  return dataOf(res);
}

async function walk(widget: number, perPage: number, between?: () => Promise<void>): Promise<Claim[]> {
  const seen: Claim[] = [];
  let cursor: string | null = null;
  do {
    const p: ClaimListData = await page(widget, { per_page: perPage, ...(cursor ? { cursor } : {}) });
    expect(p.claims.length).toBeLessThanOrEqual(perPage);
    seen.push(...p.claims);
    cursor = p.next_cursor;
    if (between) await between();
  } while (cursor);
  return seen;
}

const newestFirst = (a: Claim, b: Claim) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

describe('claim lists a page at a time (keyset, newest first)', () => {
  it('pages through every active claim once, in a stable order, with totals and counts', async () => {
    const first = await page(list);
    expect(first.claims).toHaveLength(20);
    expect(first.total).toBe(37);
    expect(first.counts.find((c) => c.scope === 'fairplane')).toEqual({
      scope: 'fairplane',
      active: 37,
      closed: 9,
    });
    const claims = await walk(list, 7);
    expect(claims).toHaveLength(37);
    expect(new Set(claims.map((c) => c.id)).size).toBe(37);
    expect(claims.every((c) => c.active)).toBe(true);
    expect([...claims].sort(newestFirst).map((c) => c.id)).toEqual(claims.map((c) => c.id));
    // Same moment: the higher id first.
    expect(claims[0]?.case_number).toBe('M-TIE');
    // Every claim comes with its own history and passengers.
    expect(
      claims.every((c) => c.status_history.at(-1)?.status === c.status && c.passengers.length === 1),
    ).toBe(true);
    const closed = await walk(closedList, 4);
    expect(closed).toHaveLength(9);
    expect(closed.every((c) => !c.active)).toBe(true);
  });

  it('misses and repeats nothing when claims are added between pages', async () => {
    const before = await walk(list, 10);
    let added = 0;
    const after = await walk(list, 10, async () => {
      await createClaim(server.db, { user_id: manyId, case_number: `M-NEW-${++added}` });
    });
    // New claims are newer than the first page: they belong before it, never into a later page.
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    const fresh = await page(list);
    expect(
      fresh.claims
        .slice(0, added)
        .map((c) => c.case_number)
        .sort(),
    ).toEqual(Array.from({ length: added }, (_, i) => `M-NEW-${i + 1}`).sort());
    expect(fresh.total).toBe(before.length + added);
  });

  it('refuses a cursor it did not make or a page size out of range with 422, naming the field', async () => {
    for (const body of [
      { cursor: 'not a cursor' },
      { cursor: 'bm90LWEtY3Vyc29y' }, // base64 of "not-a-cursor"
      { cursor: encodeKeysetCursor({ created_at: '2026-13-45T99:00:00.000000Z', id: 1 }) },
      { cursor: 'x'.repeat(500) },
      { cursor: 17 },
      { per_page: 0 },
      { per_page: 101 },
    ]) {
      const res = await many.post(`/widgets/data/${list}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const key = Object.keys(body)[0]!;
      expect(Object.keys((res.json as { errors: Record<string, string[]> }).errors).join()).toContain(key);
    }
  });

  it("never shows another customer's claims, whatever the cursor", async () => {
    const demo = new TestBrowser(server.url);
    expect((await demo.login('demo@example.com', 'Demo1234')).status).toBe(200);
    const mine = await walk(list, 50);
    const cursor = encodeKeysetCursor({ created_at: '2099-01-01T00:00:00.000000Z', id: 2_000_000_000 });
    const theirs = await page(list, { cursor, per_page: 100 }, demo);
    expect(theirs.claims.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((c) => c.id));
    expect(theirs.claims.some((c) => mineIds.has(c.id))).toBe(false);
    expect(theirs.total).toBe(theirs.claims.length);
  });
});
