import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { DEMO_USERS } from '../seed/demo/users';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

/**
 * Enumeration by timing: a request for a known and for an unknown address takes the same path
 * (one queued outbox row, no SMTP connection); the delivery worker sends the mail afterwards.
 */
describe('mail from a queue, after the answer', () => {
  const received: string[] = [];
  let connections = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, done) {
      connections++;
      done();
    },
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        done();
      });
    },
  });
  let server: TestServer;
  beforeAll(async () => {
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startTestServer({
      seed: true,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailWorker: 'manual',
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  const rows = async () => (await server.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;

  async function ask(path: string, email: string) {
    const b = new TestBrowser(server.url);
    await b.get('/login_check');
    const before = await rows();
    const res = await b.post(path, { email, browser_lang: 'en' });
    return { status: res.status, body: res.text, queued: (await rows()) - before };
  }

  it.each(['/password_reset', '/login/email'])(
    '%s answers known and unknown addresses alike, queues one row each and connects to no SMTP server',
    async (path) => {
      const known = await ask(path, DEMO_USERS.demo.email);
      const unknown = await ask(path, 'nobody-here@example.com');
      expect(unknown).toEqual(known);
      expect(known).toMatchObject({ status: 200, queued: 1 });
      expect(connections).toBe(0);
      expect(received).toHaveLength(0);

      const delivered = await server.mailWorker.drain();
      expect(delivered).toBe(1); // the known address's mail; the unknown one was a no-op
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(new RegExp(`^To: ${DEMO_USERS.demo.email}`, 'm'));
      expect(await server.mailWorker.drain()).toBe(0); // sent once
      received.length = 0;
      connections = 0;
    },
  );
});
