import { mailboxMessages } from '../mail/mailbox';
import type { TestServer } from './server';

/** The newest mail for an address in the outbox (throws when none). */
export async function lastMail(server: TestServer, to: string) {
  const [mail] = await mailboxMessages(server.db, to);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/** The path (below the prefix) of the newest mail's link. */
export async function lastLinkPath(server: TestServer, to: string): Promise<string> {
  const mail = await lastMail(server, to);
  const link = mail.links[0];
  if (!link) throw new Error(`mail "${mail.subject}" has no link`);
  return new URL(link).pathname.slice(new URL(server.url).pathname.replace(/\/$/, '').length);
}

/** The six-digit code in the newest mail. */
export async function lastCode(server: TestServer, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMail(server, to)).text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
