import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageNotices } from '../db/schema';
import { startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

const admin = () => signedIn(server.url, 'admin@example.com', 'Admin1234');
const demo = () => signedIn(server.url, 'demo@example.com', 'Demo1234');
const notice = (body: unknown) => (b: TestBrowser) => b.post('/widgets/tree/faq/notice', body);

describe('POST /widgets/tree/{treeId}/notice (page configuration, SPEC §2)', () => {
  it('sets the default notice (thanks for the claim entry, 3 s); the tree carries it; null removes it', async () => {
    const b = await admin();
    expect((await b.get('/widgets/tree/faq')).json).not.toHaveProperty('notice');
    const saved = await notice({ notice: {} })(b);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: 'faq', notice: { key: 'claim_created', duration_ms: 3000 } });
    // Every signed-in visitor's tree carries it.
    const customer = await demo();
    expect((await customer.get('/widgets/tree/faq')).json).toMatchObject({
      notice: { key: 'claim_created', duration_ms: 3000 },
    });
    const removed = await notice({ notice: null })(b);
    expect(removed.status).toBe(200);
    expect(removed.json).not.toHaveProperty('notice');
    expect(await server.db.select().from(pageNotices)).toEqual([]);
  });

  it('sets a text key and a duration, and replaces them', async () => {
    const b = await admin();
    await notice({ notice: { key: 'update_successful', duration_ms: 5000 } })(b);
    const res = await notice({ notice: { key: 'email_sent', duration_ms: 1500 } })(b);
    expect(res.json).toMatchObject({ notice: { key: 'email_sent', duration_ms: 1500 } });
    expect(await server.db.select().from(pageNotices)).toEqual([
      { treeId: 'faq', key: 'email_sent', durationMs: 1500 },
    ]);
    await notice({ notice: null })(b);
  });

  it('refuses a bad key or duration with field errors (422), an unknown page (404), customers (403)', async () => {
    const b = await admin();
    for (const bad of [
      { key: 'nope' },
      { duration_ms: 10 },
      { duration_ms: 60_001 },
      { duration_ms: 2.5 },
      { duration_ms: '3000' },
      { key: 'claim_created', extra: 1 },
    ]) {
      const res = await notice({ notice: bad })(b);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(Object.keys((res.json as { errors: object }).errors).length).toBeGreaterThan(0);
    }
    expect((await b.post('/widgets/tree/faq/notice', {})).status).toBe(422);
    expect((await b.post('/widgets/tree/no_such_page/notice', { notice: {} })).status).toBe(404);
    expect((await notice({ notice: {} })(await demo())).status).toBe(403);
    expect(await server.db.select().from(pageNotices)).toEqual([]);
  });
});
