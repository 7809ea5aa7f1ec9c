import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openFreshPglite, startTestServer } from '../testing';
import { buildApp } from './app';

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
    const h = await openFreshPglite();
    await h.migrate();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      SESSION_SECRET: 'x'.repeat(40),
    });
    const { app } = await buildApp({ config, db: h.db, spa: { kind: 'none' }, logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
      await h.close();
    }
  });
});
