import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '../../contract';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { outbox } from '../db/schema';
import type { MailTemplate } from './catalogue';
import { randomToken, sha256 } from '../lib/crypto';
import { publicUrl } from './public-url';
import { renderMail, type MailParams } from './render';

export type MailContext = {
  db: Db;
  config: Config;
  now: () => Date;
  /** Tells the delivery worker a mail was queued (it sends after the answer). */
  mailQueued?: (() => void) | undefined;
};

export type MailRequest = {
  /** The recipient's address. */
  to: string;
  /** The recipient's language (the user's, never the requester's). */
  locale: Locale;
  template: MailTemplate;
  /** `{placeholders}` of the template; `url` is the action link (see publicUrl), `name` the greeting. */
  params: MailParams;
};

const transports = new Map<string, Transporter>();

export function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
}

/**
 * Renders a mail in the recipient's language (plain text + HTML) and queues it in the outbox; the
 * delivery worker (./worker.ts) sends it after the answer, over SMTP when SMTP_URL is set.
 */
export async function sendMail(ctx: MailContext, mail: MailRequest): Promise<void> {
  const { subject, text, html, links } = renderMail(mail.locale, mail.template, mail.params);
  await ctx.db
    .insert(outbox)
    .values({ recipient: mail.to, subject, text, html, links, createdAt: ctx.now() });
  ctx.mailQueued?.();
}

/**
 * The same work as issuing a token and queueing its mail, for an address that gets no mail
 * (unknown, or over its limit): a token hashed, a mail rendered and a row written, already
 * delivered and with no recipient, so neither the answer nor its time tells the cases apart.
 */
export async function queueDecoy(ctx: MailContext, template: MailTemplate): Promise<void> {
  const token = randomToken();
  const { subject } = renderMail('en_GB', template, { url: publicUrl(ctx, `/${sha256(token)}`) });
  const now = ctx.now();
  await ctx.db
    .insert(outbox)
    .values({ recipient: '', subject, text: '', html: '', links: [], createdAt: now, sentAt: now });
  ctx.mailQueued?.();
}
