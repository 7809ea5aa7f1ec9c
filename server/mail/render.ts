import type { Locale } from '../../contract';
import { MAIL_CATALOGUE, type MailTemplate, type NoticeTemplate } from './catalogue';

export type MailParams = Record<string, string>;
export type RenderedMail = { subject: string; text: string; html: string; links: string[] };

const fill = (text: string, params: MailParams) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);

/** The one HTML escaping of the server's own pages and mails. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A mail in the recipient's language: a plain-text part and an HTML part with
 * the same content. `params.url` is the action link; `params.name` (when not
 * empty) personalises the greeting.
 */
export function renderMail(locale: Locale, template: MailTemplate, params: MailParams): RenderedMail {
  const texts = MAIL_CATALOGUE[locale];
  const mail = texts[template];
  const greeting = params.name ? texts.greeting.body.map((l) => fill(l, params)) : [];
  const body = mail.body.map((l) => fill(l, params));
  const signature = texts.signature.body;
  const url = mail.action ? params.url : undefined;
  if (mail.action && !url) throw new Error(`mail ${template} needs params.url`);

  const textParts = [...greeting, '', ...body];
  if (mail.action && url) textParts.push('', `${mail.action}: ${url}`);
  textParts.push('', ...signature);

  const p = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const button =
    mail.action && url
      ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(mail.action)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(url)}</p>`
      : '';
  const subject = fill(mail.subject, params);
  const html = `<!doctype html>
<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
${p(greeting)}
${p(body)}
${button}
<p>${signature.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject, text: textParts.join('\n').trim() + '\n', html, links: url ? [url] : [] };
}

/** A notice (stored as a notification, not mailed) in the recipient's language. */
export function renderNotice(locale: Locale, template: NoticeTemplate, params: MailParams) {
  const notice = MAIL_CATALOGUE[locale][template];
  return {
    subject: fill(notice.subject, params),
    content: notice.body.map((l) => fill(l, params)).join('\n'),
  };
}
