import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_EVENT,
  normalizeLocale,
  type Locale,
  type Notification,
  type Priority,
  type TimelineEvent,
  type TimelineEventKind,
} from '../../contract';
import type { PushToUser } from '../context';
import { claims, users } from '../db/schema';
import { findUserById } from '../db/users';
import { MAIL_CATALOGUE, type ClaimEventTemplate } from '../mail/catalogue';
import { publicUrl } from '../mail/public-url';
import { renderNotice } from '../mail/render';
import { sendMail, type MailContext } from '../mail/send';
import { CLAIM_STATUS_TEXTS } from '../mail/texts/claim-statuses';
import { DOCUMENT_ITEM_TEXTS } from '../mail/texts/document-items';
import { storeNotification } from './notifications';

/** What recording and notifying a claim event needs (`db` may be a transaction). */
export type ClaimEventContext = MailContext & { push?: PushToUser | undefined };
/** Pushes what was stored to the owner's sockets; call it after the commit. */
export type Delivery = () => Promise<void>;

/**
 * The events the claim's owner is told about, with SPEC §9's priorities: high (a blocking dialog)
 * when the owner has to act, medium (a 90 s toast) for a status change, low (a 2 s toast) for
 * news that needs nothing. Each is a stored notification pushed in realtime and a mail, both in
 * the owner's language. A signature counts only when a co-passenger signed (the owner knows
 * their own).
 */
const byService = (e: TimelineEvent) => e.actor !== 'customer';

export const EVENT_NOTICES: Partial<
  Record<
    TimelineEventKind,
    { priority: Priority; template: ClaimEventTemplate; when?: (e: TimelineEvent) => boolean }
  >
> = {
  status_changed: { priority: 'medium', template: 'claim_status_changed' },
  // Asked by the claims service; the customer's own request to a co-passenger tells nobody.
  document_requested: { priority: 'high', template: 'claim_document_requested', when: byService },
  signature_requested: { priority: 'high', template: 'claim_signature_requested', when: byService },
  // A message from the claims service: the customer needs to read it but not to act on it (a
  // request to act comes as a document or signature request, high), so not a blocking dialog;
  // a 2 s low toast is too short to read a text, so medium (a 90 s toast), like a status change.
  message: { priority: 'medium', template: 'claim_message', when: byService },
  // Legal proceedings started: news about the claim's course like a status change (medium); the
  // customer has nothing to do while the court decides.
  court_case_opened: { priority: 'medium', template: 'claim_court_case', when: byService },
  signature_signed: {
    priority: 'low',
    template: 'claim_signature_signed',
    when: (e) => e.actor === 'co_passenger',
  },
};

const nothing: Delivery = async () => {};

/** A requested checklist item in the owner's language (any other name as it is). */
const documentName = (locale: Locale, name = '') =>
  (DOCUMENT_ITEM_TEXTS[locale] as Record<string, string>)[name] ?? name;

/**
 * Tells the claim's owner about an event (see EVENT_NOTICES; other kinds tell nobody): stores the
 * notification, queues the mail, and returns the push for after the commit.
 */
export async function notifyClaimEvent(
  ctx: ClaimEventContext,
  claimId: number,
  event: TimelineEvent,
): Promise<Delivery> {
  const rule = EVENT_NOTICES[event.kind];
  if (!rule || (rule.when && !rule.when(event))) return nothing;
  const [row] = await ctx.db
    .select({ claim: claims, owner: users })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .where(eq(claims.id, claimId));
  if (!row) return nothing;
  const { claim, owner } = row;
  const locale = normalizeLocale(owner.language);
  const path = `/contract/${claim.scope}/${claim.id}`;
  const params = {
    case_number: claim.caseNumber,
    passenger: event.detail.name ?? '',
    document: documentName(locale, event.detail.name),
    status: event.detail.status ? CLAIM_STATUS_TEXTS[locale][event.detail.status] : '',
    message: event.kind === 'message' ? (event.detail.note ?? '') : '',
    reference: event.kind === 'court_case_opened' ? (event.detail.name ?? '') : '',
  };
  const notice = renderNotice(locale, rule.template, params);
  const label = MAIL_CATALOGUE[locale][rule.template].action ?? '';
  const notification: Notification = await storeNotification(
    ctx.db,
    owner.id,
    { priority: rule.priority, ...notice, actions: [{ label, url: path }] },
    ctx.now(),
  );
  await sendMail(
    { ...ctx, mailQueued: undefined },
    {
      to: owner.email,
      locale,
      template: rule.template,
      params: { ...params, name: owner.firstName, url: publicUrl(ctx, path) },
    },
  );
  return async () => {
    ctx.mailQueued?.();
    await ctx.push?.(owner.id, NOTIFICATION_EVENT, notification);
  };
}

/**
 * Tells the former owner that their claim moved to another account (a medium notification in
 * their language, no mail: the new owner got the link): stores it and returns the push for after
 * the commit.
 */
export async function notifyTransferAccepted(
  ctx: ClaimEventContext,
  fromUserId: number,
  caseNumber: string,
): Promise<Delivery> {
  const former = await findUserById(ctx.db, fromUserId);
  if (!former) return nothing;
  const notice = renderNotice(normalizeLocale(former.language), 'transfer_accepted', {
    case_number: caseNumber,
  });
  const notification = await storeNotification(
    ctx.db,
    former.id,
    { priority: 'medium', ...notice },
    ctx.now(),
  );
  return async () => {
    await ctx.push?.(former.id, NOTIFICATION_EVENT, notification);
  };
}
