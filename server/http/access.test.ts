import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREE_IDS, WidgetTree, type Claim } from '../../contract';
import { startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

async function claimListId(b: TestBrowser, tree: string): Promise<number> {
  const res = await b.get(`/widgets/tree/${tree}`);
  const parsed = WidgetTree.parse(res.json);
  const list = parsed.widgets.flatMap((w) => [w, ...w.children]).find((w) => w.type === 'claim-list');
  return list!.id;
}

const claimsOf = (res: { json: unknown }) => (res.json as { data: { claims: Claim[] } }).data.claims;

describe('every object access is checked against the session user', () => {
  it('answers 401 to anonymous calls of signed-in routes', async () => {
    const anon = new TestBrowser(server.url);
    await anon.get('/login_check');
    for (const path of ['/menu', '/notifications', '/widgets/tree/overview']) {
      expect(await anon.get(path)).toMatchObject({ status: 401, json: { message: 'unauthenticated' } });
    }
    expect((await anon.post('/widgets/data/1', {})).status).toBe(401);
    expect((await anon.get('/settings')).status).toBe(200); // public
  });

  it('lists the signed-in customer’s active and closed claims through the claim-list widgets', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const active = claimsOf(
      await demo.post(`/widgets/data/${await claimListId(demo, 'active_contracts')}`, {}),
    );
    const closed = claimsOf(
      await demo.post(`/widgets/data/${await claimListId(demo, 'closed_contracts')}`, {}),
    );
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((c) => c.active)).toBe(true);
    expect(closed.every((c) => !c.active)).toBe(true);
    const fairplane = claimsOf(
      await demo.post(`/widgets/data/${await claimListId(demo, 'active_contracts')}`, { scope: 'fairplane' }),
    );
    expect(fairplane.map((c) => c.scope)).toEqual(
      active.filter((c) => c.scope === 'fairplane').map((c) => c.scope),
    );
    expect(
      (await demo.post(`/widgets/data/${await claimListId(demo, 'active_contracts')}`, { scope: 'x' }))
        .status,
    ).toBe(422);
  });

  it('shows another customer only their own claims through the same widget', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    const id = await claimListId(demo, 'active_contracts');
    const mine = claimsOf(await demo.post(`/widgets/data/${id}`, {}));
    const theirs = claimsOf(await other.post(`/widgets/data/${id}`, {}));
    expect(theirs.map((c) => c.case_number)).toEqual(['FP-2026-111402']);
    expect(mine.map((c) => c.case_number)).not.toContain('FP-2026-111402');
  });

  it('hides other users’ notifications: marking one read answers 404 and changes nothing', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    const [theirs] = (await other.get('/notifications')).json as unknown as { id: number; read_at: null }[];
    const res = await demo.post(`/notifications/${theirs!.id}/mark_read`);
    expect(res).toMatchObject({ status: 404, json: { message: 'not_found' } });
    const after = (await other.get('/notifications')).json as unknown as {
      id: number;
      read_at: string | null;
    }[];
    expect(after.find((n) => n.id === theirs!.id)?.read_at).toBeNull();
    const mine = (await demo.get('/notifications')).json as unknown as { id: number; priority: string }[];
    expect(new Set(mine.map((n) => n.priority))).toEqual(new Set(['high', 'medium', 'low']));
    expect(mine.some((n) => n.id === theirs!.id)).toBe(false);
    const marked = await demo.post(`/notifications/${mine[0]!.id}/mark_read`);
    expect(marked).toMatchObject({ status: 200, json: { id: mine[0]!.id } });
  });

  it('answers 404 for unknown trees and widgets without data', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    expect((await demo.get('/widgets/tree/unknown_page')).status).toBe(404);
    expect((await demo.post('/widgets/data/999999', {})).status).toBe(404);
    const tree = WidgetTree.parse((await demo.get('/widgets/tree/faq')).json);
    expect((await demo.post(`/widgets/data/${tree.widgets[0]!.id}`, {})).status).toBe(404);
  });

  it('serves the menu and a tree for every dashboard page', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const menu = (await demo.get('/menu')).json as unknown as { id: string; label: string; path: string }[];
    expect(menu.map((m) => m.id)).toEqual([
      'overview',
      'active_contracts',
      'closed_contracts',
      'claim_transfer',
      'new_contract',
      'faq',
      'account_details',
      'account_data',
    ]);
    expect(menu[1]).toMatchObject({ label: 'menu.active_contracts', path: '/active_contracts' });
    for (const page of TREE_IDS) {
      expect((await demo.get(`/widgets/tree/${page}`)).status).toBe(200);
    }
    // Pages built from their own features have no tree to render or edit.
    for (const page of ['account_details', 'claim_transfer']) {
      expect((await demo.get(`/widgets/tree/${page}`)).status).toBe(404);
    }
  });
});
