import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '../../contract';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { outbox } from '../db/schema';
import type { MailTemplate } from './catalogue';
import { renderMail, type MailParams } from './render';

export type MailContext = { db: Db; config: Config; now: () => Date };

export type MailRequest = {
  /** The recipient's address. */
  to: string;
  /** The recipient's language (the user's, never the requester's). */
  locale: Locale;
  template: MailTemplate;
  /** `{placeholders}` of the template; `url` is the action link, `name` the greeting. */
  params: MailParams;
};

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
}

/** Renders a mail in the recipient's language (plain text + HTML) and delivers it. */
export async function sendMail(ctx: MailContext, mail: MailRequest): Promise<void> {
  await deliverMail(ctx, { to: mail.to, ...renderMail(mail.locale, mail.template, mail.params) });
}

/** A mail already rendered in the recipient's language; `links` are the URLs it holds. */
export type RenderedMail = { to: string; subject: string; text: string; html: string; links: string[] };

/** Delivers a rendered mail: SMTP when SMTP_URL is set, else the outbox (development mailbox). */
export async function deliverMail(ctx: MailContext, mail: RenderedMail): Promise<void> {
  if (ctx.config.smtpUrl) {
    const { to, subject, text, html } = mail;
    await transportFor(ctx.config.smtpUrl).sendMail({ from: ctx.config.mailFrom, to, subject, text, html });
    return;
  }
  await ctx.db.insert(outbox).values({
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    createdAt: ctx.now(),
  });
}
