import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, startTestServer, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ prefix: '/kunden' });
});
afterAll(() => server?.close());

const probe = async (t: { app: TestServer['app'] }, path: string) => {
  const res = await t.app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, body: res.json<unknown>() };
};

describe('health endpoints', () => {
  it('answer under the prefix: live and ready', async () => {
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('are not ready while the migrations are missing', async () => {
    const t = await buildTestApp({}, { migrate: false });
    try {
      expect((await probe(t, '/healthz')).status).toBe(200);
      expect(await probe(t, '/readyz')).toEqual({
        status: 503,
        body: { status: 'not_ready', reason: 'migrations_pending' },
      });
    } finally {
      await t.close();
    }
  });

  it('are not ready when the database does not answer', async () => {
    const t = await buildTestApp();
    try {
      await t.handle.close();
      expect((await probe(t, '/healthz')).status).toBe(200);
      expect(await probe(t, '/readyz')).toEqual({
        status: 503,
        body: { status: 'not_ready', reason: 'database_unreachable' },
      });
    } finally {
      await t.app.close();
    }
  });
});
