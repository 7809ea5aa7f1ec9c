import type { Page } from 'playwright-core';

/*
 * The development mailbox ({prefix}/dev/mailbox) read over HTTP, as the browser tests see it: it
 * waits for a new mail to arrive. Tests that hold the server's database read the outbox directly
 * (server/testing/mailbox.ts).
 */

export type Mail = { recipient: string; subject: string; text: string; html: string; links: string[] };

/** The newest mail for an address, read from the development mailbox JSON ({prefix}/dev/mailbox/messages). */
export async function newestMail(portalUrl: string, to: string, after = 0): Promise<Mail> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as (Mail & { id: number })[];
    const [mail] = mails;
    if (mail && mail.id > after) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new mail for ${to}`);
}

/** The id of the newest mail for an address (0 when none), to wait for the next one. */
export async function lastMailId(portalUrl: string, to: string): Promise<number> {
  const res = await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  const [mail] = (await res.json()) as { id: number }[];
  return mail?.id ?? 0;
}

/** Opens the first link of a mail the way a mail client would (a top-level navigation). */
export async function followLink(page: Page, mail: Mail): Promise<void> {
  const link = mail.links[0];
  if (!link) throw new Error(`mail "${mail.subject}" has no link`);
  await page.goto(link);
}
