import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { outbox } from '../db/schema';
import type { AppContext } from '../context';
import { escapeHtml } from './render';

export type MailboxMessage = {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
};

/** Outbox mails, newest first, optionally for one recipient. */
export async function mailboxMessages(db: Db, recipient?: string): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        ne(outbox.recipient, ''), // decoys
        ne(outbox.text, ''), // sent over SMTP: the content is gone
        recipient ? eq(outbox.recipient, recipient.trim().toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    recipient: r.recipient,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: r.links,
    created_at: r.createdAt.toISOString(),
  }));
}

function page(messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><b>To:</b> ${escapeHtml(m.recipient)} · ${escapeHtml(m.created_at)}</p>
<pre>${escapeHtml(m.text)}</pre>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}" rel="noreferrer">${escapeHtml(l)}</a></li>`).join('')}</ul>
</article><hr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Development mailbox</title></head>
<body><h1>Development mailbox</h1>
<p>Mails the portal would have sent (no SMTP_URL configured), newest first. JSON: <a href="mailbox/messages">messages</a>.</p>
${items || '<p>No mails yet.</p>'}
</body></html>`;
}

/** Paths of the development mailbox under the prefix (only with DEV_MAILBOX, never in production). */
export const MAILBOX_PATHS = ['/dev/mailbox', '/dev/mailbox/messages'];

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A request from this machine that no proxy forwarded: a proxy on the same machine connects
 * from loopback too, but adds one of these headers.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket?.remoteAddress ?? '';
  return LOOPBACK.test(peer) && !FORWARDING_HEADERS.some((h) => h in request.headers);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The request names a loopback host (Host header, port aside): a page of another site that
 * rebinds its DNS name to 127.0.0.1 still sends its own name.
 */
export function forLoopbackHost(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return LOOPBACK_HOSTS.has(name);
}

/**
 * The development mailbox: an HTML page at {prefix}/dev/mailbox and JSON at
 * {prefix}/dev/mailbox/messages (?to= filters by recipient). Only when DEV_MAILBOX enables it,
 * and only to loopback requests naming a loopback host (404 to anyone else). Its mails carry live tokens, so the pages
 * never send a referrer.
 */
export function registerMailbox(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.devMailbox || ctx.config.nodeEnv === 'production') return;
  const { prefix } = ctx.config;
  const loopbackOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromLoopback(request) || !forLoopbackHost(request)) return reply.callNotFound();
  };
  app.get<{ Querystring: { to?: string } }>(
    `${prefix}/dev/mailbox/messages`,
    { onRequest: loopbackOnly },
    async (request, reply) => {
      const to = typeof request.query.to === 'string' ? request.query.to : undefined;
      reply.header('referrer-policy', 'no-referrer');
      return mailboxMessages(ctx.db, to);
    },
  );
  app.get(`${prefix}/dev/mailbox`, { onRequest: loopbackOnly }, async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    return page(await mailboxMessages(ctx.db));
  });
}
