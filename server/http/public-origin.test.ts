import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../contract';
import { lastMail, startTestServer, TestBrowser, type TestServer } from '../testing';

/**
 * A POST with the browser's cookies and CSRF token and extra headers. fetch() cannot set Host, so
 * this goes through node:http.
 */
function postWith(b: TestBrowser, path: string, body: unknown, headers: Record<string, string>) {
  const url = new URL(`${b.baseUrl}${path}`);
  const payload = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
          [CSRF_HEADER]: b.cookie(CSRF_COOKIE) ?? '',
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const ATTACKS: [string, Record<string, string>][] = [
  ['Host', { host: 'evil.example' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ['Forwarded', { forwarded: 'host=evil.example;proto=https' }],
];

describe.each([
  ['no trusted proxy', {}],
  ['a trusted loopback proxy', { trustProxy: '127.0.0.1' }],
])('mailed links with %s', (_name, extra) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, prefix: '/kunden', ...extra });
  });
  afterAll(() => server?.close());

  async function anonymous() {
    const b = new TestBrowser(server.url);
    await b.get('/login_check');
    return b;
  }

  it.each(ATTACKS)(
    'POST /password_reset with a spoofed %s links to the configured origin',
    async (_h, headers) => {
      const b = await anonymous();
      expect(
        await postWith(b, '/password_reset', { email: 'demo@example.com', browser_lang: 'en' }, headers),
      ).toBe(200);
      const link = (await lastMail(server, 'demo@example.com')).links[0] ?? '';
      expect(link).toMatch(new RegExp(`^${server.url}/password_reset/\\d+/`));
    },
  );

  it.each(ATTACKS)(
    'POST /login/email with a spoofed %s links to the configured origin',
    async (_h, headers) => {
      const b = await anonymous();
      expect(await postWith(b, '/login/email', { email: 'other@example.com' }, headers)).toBe(200);
      const link = (await lastMail(server, 'other@example.com')).links[0] ?? '';
      expect(link).toMatch(new RegExp(`^${server.url}/login/link/`));
    },
  );

  it.each(ATTACKS)(
    'a claim transfer with a spoofed %s links to the configured origin',
    async (_h, headers) => {
      const demo = new TestBrowser(server.url);
      expect((await demo.login('demo@example.com', 'Demo1234')).status).toBe(200);
      const list = (await demo.get('/claim_transfer')).json as unknown as { claim_id: number }[];
      const claimId = list[0]?.claim_id;
      expect(claimId).toBeDefined();
      const status = await postWith(
        demo,
        '/claim_transfer',
        { email: 'admin@example.com', claim_id: claimId, widget_id: null },
        headers,
      );
      expect(status).toBe(200);
      const link = (await lastMail(server, 'admin@example.com')).links[0] ?? '';
      expect(link).toMatch(new RegExp(`^${server.url}/transfer_claim/`));
      await demo.request('DELETE', `/claim_transfer/${claimId}`);
    },
  );
});
