import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser, type TestServer } from '../testing';
import { issueEmbedToken } from './tokens';

const secret = 's'.repeat(40);
const host = 'http://localhost:5999';
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ seed: true, sessionSecret: secret });
  token = issueEmbedToken(secret, host, new Date(Date.now() + 3_600_000));
});
afterAll(() => server?.close());

const page = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('POST /iframe_token_check', () => {
  it('is true for a token signed with the server secret, false for bad, expired or foreign ones', async () => {
    const b = new TestBrowser(server.url);
    await b.get('/login_check');
    expect((await b.post('/iframe_token_check', { token })).json).toBe(true);
    const expired = issueEmbedToken(secret, host, new Date(Date.now() - 1000));
    const foreign = issueEmbedToken('x'.repeat(40), host, new Date(Date.now() + 3_600_000));
    for (const bad of [expired, foreign, `${token}x`, 'nonsense'])
      expect((await b.post('/iframe_token_check', { token: bad })).json).toBe(false);
    expect((await b.post('/iframe_token_check', { token: '' })).status).toBe(422);
  });
});

describe('frame-ancestors and cookies', () => {
  it("answers frame-ancestors 'none' and X-Frame-Options DENY without a verified token", async () => {
    for (const path of ['/overview', `/overview?embed_token=${token}x`]) {
      const res = await page(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('opens frame-ancestors to the token origin only, and makes the cookies cross-site capable', async () => {
    const res = await page(`/overview?embed_token=${token}`);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${host}`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const cookies = res.headers.getSetCookie();
    const embed = cookies.find((c) => c.startsWith('embed='));
    expect(embed).toMatch(/HttpOnly/i);
    expect(embed).toMatch(/SameSite=None/i);
    expect(embed).toMatch(/Secure/i);
    expect(embed).toMatch(/Partitioned/i);
    expect(cookies.find((c) => c.startsWith('csrf_token='))).toMatch(
      /SameSite=None.*Secure.*Partitioned|Partitioned/i,
    );

    // Later requests in the same partition carry the embed cookie: still framed, login cookies partitioned.
    const b = new TestBrowser(server.url);
    b.cookies.set('embed', token);
    const login = await b.login('demo@example.com', 'Demo1234');
    expect(login.status).toBe(200);
    const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(sid).toMatch(/SameSite=None/i);
    expect(sid).toMatch(/Partitioned/i);
    expect((await b.post('/iframe_token_check', { token })).json).toBe(true);
    const other = issueEmbedToken(secret, 'http://elsewhere.example', new Date(Date.now() + 3_600_000));
    expect((await b.post('/iframe_token_check', { token: other })).json).toBe(false);
    const reload = await page('/overview', `embed=${token}`);
    expect(reload.headers.get('content-security-policy')).toContain(`frame-ancestors ${host}`);
  });

  it('serves the embed script to any site', async () => {
    const res = await fetch(`${server.url}/embed.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toContain('ClaimsPortal');
  });
});
