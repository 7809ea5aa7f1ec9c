import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLockouts, sessions } from '../db/schema';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let b: TestBrowser;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  b = new TestBrowser(server.url);
  await b.get('/login_check');
});
afterAll(() => server?.close());

const writes = async () => ({
  sessions: (await server.db.select({ n: count() }).from(sessions))[0]?.n,
  lockouts: (await server.db.select({ n: count() }).from(loginLockouts))[0]?.n,
});

describe('bad input answers a readable 4xx JSON error and writes nothing', () => {
  let before: Awaited<ReturnType<typeof writes>>;
  beforeAll(async () => {
    before = await writes();
  });

  it('malformed JSON → 400 invalid_json', async () => {
    const res = await b.post('/login', undefined, { raw: '{"email": "demo@example.com", "password": ' });
    expect(res).toMatchObject({ status: 400, json: { message: 'invalid_json' } });
  });

  it('JSON with a __proto__ key → 400 invalid_json', async () => {
    const res = await b.post('/login', undefined, {
      raw: '{"__proto__": {"admin": true}, "email": "a@b.c"}',
    });
    expect(res).toMatchObject({ status: 400, json: { message: 'invalid_json' } });
  });

  it('wrong types → 422 with the field and its code', async () => {
    const res = await b.post('/login', { email: 42, password: ['Demo1234'] });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      message: 'validation_failed',
      errors: { email: ['invalid_value'], password: ['invalid_value'] },
    });
  });

  it('missing fields and a bad e-mail → 422 required / wrong_email', async () => {
    const res = await b.post('/login', { email: 'not-an-address' });
    expect(res.json).toEqual({
      message: 'validation_failed',
      errors: { email: ['wrong_email'], password: ['required'] },
    });
  });

  it('a missing body where one is required → 422', async () => {
    const res = await b.post('/login');
    expect(res).toMatchObject({ status: 422, json: { errors: { body: ['required'] } } });
  });

  it('a body over 100 kB → 413 payload_too_large', async () => {
    const res = await b.post('/login', { email: 'demo@example.com', password: 'x'.repeat(110 * 1024) });
    expect(res).toMatchObject({ status: 413, json: { message: 'payload_too_large' } });
  });

  it('a form post or plain text → 415 unsupported_media_type', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await b.post('/login', undefined, {
        raw: 'email=demo%40example.com&password=Demo1234',
        headers: { 'content-type': type },
      });
      expect(res).toMatchObject({ status: 415, json: { message: 'unsupported_media_type' } });
    }
  });

  it('an unknown API route → 404 not_found as JSON, for any method', async () => {
    expect(await b.get('/no/such/route')).toMatchObject({ status: 404, json: { message: 'not_found' } });
    expect(await b.post('/no/such/route', {})).toMatchObject({ status: 404, json: { message: 'not_found' } });
    expect(await b.request('DELETE', '/no/such/route')).toMatchObject({
      status: 404,
      json: { message: 'not_found' },
    });
  });

  it('a path parameter of the wrong type → 422', async () => {
    await b.login('demo@example.com', 'Demo1234');
    before = await writes();
    const res = await b.post('/notifications/abc/mark_read');
    expect(res).toMatchObject({ status: 422, json: { errors: { id: ['invalid_value'] } } });
  });

  it('changed nothing, and the server still answers', async () => {
    expect(await writes()).toEqual(before);
    expect((await b.get('/login_check')).json).toMatchObject({ user: { email: 'demo@example.com' } });
  });
});
