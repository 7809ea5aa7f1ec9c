import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { outbox } from '../db/schema';

/** One localized mail with a plain-text part; `links` are the URLs the mail holds. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; links: string[] };

/** The narrow mail interface the transfer and e-mail change flows need. */
export type Mailer = (mail: OutgoingMail) => Promise<void>;

/**
 * Delivers over SMTP when SMTP_URL is set, otherwise into the outbox table that the development
 * mailbox (server/mail) shows. The mails are already rendered (server/domain/account-mail-texts).
 */
export const accountMailer =
  (ctx: { db: Db; config: Config; now: () => Date }): Mailer =>
  async (mail) => {
    if (ctx.config.smtpUrl) {
      await nodemailer.createTransport(ctx.config.smtpUrl).sendMail({
        from: ctx.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
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
  };
