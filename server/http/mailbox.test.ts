import { describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV, startTestServer } from '../testing';

describe('development mailbox', () => {
  it('serves the JSON and the HTML page, and nothing in production', async () => {
    const server = await startTestServer({ prefix: '/kunden' });
    try {
      const json = await fetch(`${server.url}/dev/mailbox/messages`, {
        headers: { accept: 'application/json' },
      });
      expect(json.status).toBe(200);
      expect(await json.json()).toEqual([]);
      const page = await fetch(`${server.url}/dev/mailbox`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('Development mailbox');
    } finally {
      await server.close();
    }
  });

  it('is not registered in production', async () => {
    const { app, close } = await buildTestApp(PRODUCTION_ENV);
    try {
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
      expect(res.statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  const devApp = (env: Record<string, string>) => buildTestApp({ NODE_ENV: 'development', ...env });

  it('does not exist outside production unless DEV_MAILBOX enables it', async () => {
    const { app, close } = await devApp({});
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  it('answers only requests from loopback that no proxy forwarded', async () => {
    const { app, close } = await devApp({ DEV_MAILBOX: 'true', TRUST_PROXY: '127.0.0.1' });
    try {
      const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress, headers });
      expect((await get('127.0.0.1')).statusCode).toBe(200);
      expect((await get('::1')).statusCode).toBe(200);
      expect((await get('::ffff:127.0.0.1')).statusCode).toBe(200);
      expect((await get('203.0.113.5')).statusCode).toBe(404);
      expect((await get('10.0.0.2')).statusCode).toBe(404);
      expect((await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
      expect((await get('127.0.0.1', { forwarded: 'for=203.0.113.5' })).statusCode).toBe(404);
      expect((await get('127.0.0.1', { 'x-real-ip': '203.0.113.5' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  it('answers only for a loopback host name (a DNS-rebinding page names its own host)', async () => {
    const { app, close } = await devApp({ DEV_MAILBOX: 'true' });
    try {
      const get = (host: string) =>
        app.inject({
          method: 'GET',
          url: '/dev/mailbox/messages',
          remoteAddress: '127.0.0.1',
          headers: { host },
        });
      for (const host of ['localhost', 'localhost:5173', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])
        expect((await get(host)).statusCode, host).toBe(200);
      for (const host of ['evil.example', 'attacker.test:3000', '127.0.0.1.nip.io', 'localhost.evil.example'])
        expect((await get(host)).statusCode, host).toBe(404);
    } finally {
      await close();
    }
  });
});
