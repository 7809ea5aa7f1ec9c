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
  /** `{placeholders}` of the template; `url` is the action link (see publicUrl), `name` the greeting. */
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

/**
 * Renders a mail in the recipient's language (plain text + HTML) and delivers it: over SMTP when
 * SMTP_URL is set, else into the outbox (development mailbox).
 */
export async function sendMail(ctx: MailContext, mail: MailRequest): Promise<void> {
  const { subject, text, html, links } = renderMail(mail.locale, mail.template, mail.params);
  if (ctx.config.smtpUrl) {
    await transportFor(ctx.config.smtpUrl).sendMail({
      from: ctx.config.mailFrom,
      to: mail.to,
      subject,
      text,
      html,
    });
    return;
  }
  await ctx.db
    .insert(outbox)
    .values({ recipient: mail.to, subject, text, html, links, createdAt: ctx.now() });
}
