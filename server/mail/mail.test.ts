import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract';
import { loadConfig } from '../config';
import { openFreshPglite } from '../testing';
import type { DbHandle } from '../db/db';
import { MAIL_CATALOGUE } from './catalogue';
import { mailboxMessages } from './mailbox';
import { renderMail, renderNotice } from './render';
import { sendMail } from './send';
import { startMailWorker } from './worker';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('mail catalogue', () => {
  const keys = Object.keys(MAIL_CATALOGUE.en_GB).sort();
  it.each(LOCALES)('%s has every mail with the same placeholders and actions as English', (locale) => {
    const cat = MAIL_CATALOGUE[locale];
    expect(Object.keys(cat).sort()).toEqual(keys);
    for (const key of keys) {
      const mail = cat[key as keyof typeof cat];
      const en = MAIL_CATALOGUE.en_GB[key as keyof typeof cat];
      expect(placeholders(mail.subject + mail.body.join())).toEqual(
        placeholders(en.subject + en.body.join()),
      );
      expect(mail.action === undefined).toBe(en.action === undefined);
      for (const line of mail.body) expect(line.trim()).not.toBe('');
      if (locale !== 'en_GB' && key !== 'two_factor_code') expect(mail.body).not.toEqual(en.body);
    }
  });

  it('renders a plain-text and an HTML part with the link, escaping what it inserts', () => {
    const m = renderMail('de_DE', 'login_link', {
      name: '<Lena>',
      url: 'https://portal.example/login/link/abc',
    });
    expect(m.subject).toBe('Ihr Anmeldelink');
    expect(m.text).toContain('Hallo <Lena>,');
    expect(m.text).toContain('Anmelden: https://portal.example/login/link/abc');
    expect(m.html).toContain('Hallo &#60;Lena&#62;,');
    expect(m.html).toContain('href="https://portal.example/login/link/abc"');
    expect(m.links).toEqual(['https://portal.example/login/link/abc']);
  });

  it('renders the account mails and the transfer notice from the same catalogue', () => {
    const transfer = renderMail('nl_NL', 'claim_transfer', {
      case_number: 'FP-2026-1',
      url: 'https://portal.example/transfer_claim/a/123456',
    });
    expect(transfer.subject).toBe('Er wordt een contract aan u overgedragen');
    expect(transfer.text).toContain('Contract FP-2026-1 wordt overgezet naar uw e-mailadres.');
    expect(transfer.links).toEqual(['https://portal.example/transfer_claim/a/123456']);
    const changed = renderMail('en_GB', 'email_changed', { email: '<new@example.com>' });
    expect(changed.text).toContain('was changed to <new@example.com>.');
    expect(changed.html).toContain('&#60;new@example.com&#62;');
    expect(changed.links).toEqual([]);
    expect(renderNotice('de_DE', 'transfer_accepted', { case_number: 'FP-2026-1' })).toEqual({
      subject: 'Vertrag übertragen',
      content: 'Der Vertrag FP-2026-1 wurde vom neuen Inhaber angenommen.',
    });
  });
});

describe('delivery', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openFreshPglite();
    await h.migrate();
  });
  afterAll(() => h?.close());

  it('sends through a real SMTP server when SMTP_URL is set (text and HTML parts)', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (smtp.server.address() as AddressInfo).port;
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: 'memory://',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      });
      const ctx = { db: h.db, config, now: () => new Date() };
      await sendMail(ctx, {
        to: 'anna@example.com',
        locale: 'fr_FR',
        template: 'password_reset',
        params: { url: 'http://x/r/1/t' },
      });
      expect(received).toHaveLength(0); // queued, not sent inside the request
      expect(await startMailWorker(ctx, 'manual').drain()).toBe(1);
      expect(received).toHaveLength(1);
      const raw = received[0] ?? '';
      expect(raw).toMatch(/^To: anna@example.com/m);
      expect(raw).toMatch(/^Subject: /m);
      expect(raw).toContain('text/plain');
      expect(raw).toContain('text/html');
      expect(await mailboxMessages(h.db)).toEqual([]); // sent: the outbox no longer holds its links
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  it('without SMTP_URL keeps mails in the outbox, newest first', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    const ctx = { db: h.db, config, now: () => new Date() };
    await sendMail(ctx, {
      to: 'b@example.com',
      locale: 'en_GB',
      template: 'two_factor_code',
      params: { code: '123456' },
    });
    await sendMail(ctx, {
      to: 'b@example.com',
      locale: 'nl_NL',
      template: 'activation',
      params: { url: 'http://x/a' },
    });
    const [newest, older] = await mailboxMessages(h.db, 'B@example.com');
    expect(newest).toMatchObject({ subject: 'Activeer uw account', links: ['http://x/a'] });
    expect(older).toMatchObject({ subject: 'Your login code: 123456', links: [] });
  });

  it('retries a failed delivery with back-off and sends it once the server answers', async () => {
    let clock = new Date('2026-01-01T10:00:00Z');
    const received: string[] = [];
    let refuse = false;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, done) {
        done(refuse ? Object.assign(new Error('try later'), { responseCode: 451 }) : undefined);
      },
      onData(stream, _session, done) {
        stream.on('data', () => {});
        stream.on('end', () => (received.push('x'), done()));
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (smtp.server.address() as AddressInfo).port;
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: 'memory://',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
      });
      const ctx = { db: h.db, config, now: () => clock };
      const worker = startMailWorker(ctx, 'manual');
      await worker.drain(); // earlier tests' rows
      refuse = true;
      received.length = 0;
      await sendMail(ctx, {
        to: 'c@example.com',
        locale: 'en_GB',
        template: 'activation',
        params: { url: 'http://x/a' },
      });
      expect(await worker.drain()).toBe(0);
      expect(await worker.drain()).toBe(0); // backing off: not tried again yet
      refuse = false;
      clock = new Date(clock.getTime() + 61_000);
      expect(await worker.drain()).toBe(1);
      expect(received).toHaveLength(1);
      expect(await worker.drain()).toBe(0);
    } finally {
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
