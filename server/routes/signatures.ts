import type { Contract } from '../../contract';
import { refuseWhileViewingAs } from '../auth/view-as';
import { limitMail, REMINDER_PER_PASSENGER, reminderBucket } from '../auth/rate-limit';
import type { RequestContext, SessionContext } from '../context';
import { recordClaimEvents } from '../domain/claim-events';
import type { Db } from '../db/db';
import {
  issueSignatureLink,
  linkDocument,
  linkSignature,
  listSignatures,
  ownerDocument,
  signAsOwner,
  signByLink,
  type LinkOutcome,
  type SignatureEvent,
} from '../domain/signatures/signatures';
import { signatureRefusal } from '../domain/signatures/signature-image';
import type { HandlerMap } from '../http-kit/handlers';
import { publicUrl } from '../mail/public-url';
import { sendMail } from '../mail/send';
import { invalid, linkExpired, notFound } from './answers';

const alreadySigned = { status: 409, body: { message: 'already_signed' } } as const;
const signatureInvalid = invalid({ 'signature.png_base64': ['signature_invalid'] });
/** A drawn signature refused from its headers (before any lookup or decoding). */
const refusedSignature = (signature: Parameters<typeof signatureRefusal>[0]) => {
  const reason = signatureRefusal(signature);
  return reason ? invalid({ 'signature.png_base64': [reason] }) : null;
};

/**
 * Signatures: only the claim's owner lists, signs (self, minor children), requests,
 * reminds and downloads; a co-passenger reads, signs and downloads through the mailed link.
 */
export const signatureHandlers: HandlerMap<Contract['signatures']> = {
  list: async ({ params }, ctx) => {
    const list = await listSignatures(ctx.db, ctx.session.user, params.claim_id);
    return list ? { status: 200, body: list } : notFound;
  },

  sign: async ({ params, body }, ctx) => {
    // A signature is the customer's own declaration: never while an admin views as them.
    refuseWhileViewingAs(ctx.session);
    const refused = refusedSignature(body.signature);
    if (refused) return refused;
    const out = await signAsOwner(
      ctx.db,
      ctx.session.user,
      params.claim_id,
      params.passenger_id,
      body,
      ctx.now(),
    );
    if (out.kind === 'not_found') return notFound;
    if (out.kind === 'already_signed') return alreadySigned;
    if (out.kind === 'minor_required') return invalid({ minor: ['required'] });
    if (out.kind === 'invalid_signature') return signatureInvalid;
    await recordSignature(ctx, out.event);
    return { status: 200, body: out.state };
  },

  request: async ({ params, body }, ctx) => {
    const { user } = ctx.session;
    const list = await listSignatures(ctx.db, user, params.claim_id);
    if (!list?.some((s) => s.passenger_id === params.passenger_id)) return notFound;
    const limited = await limitMail(ctx, 'signature_request', {
      target: body.email.toLowerCase(),
      account: user.email,
    });
    if (limited) return limited;
    return mailLink(ctx, { kind: 'request', ...body }, params);
  },

  remind: async ({ params }, ctx) => {
    const { user } = ctx.session;
    const state = (await listSignatures(ctx.db, user, params.claim_id))?.find(
      (s) => s.passenger_id === params.passenger_id,
    );
    if (!state) return notFound;
    if (state.status === 'signed') return alreadySigned;
    if (state.status !== 'requested' || !state.email) return invalid({ passenger_id: ['invalid_value'] });
    const limited = await limitMail(ctx, 'signature_request', { target: state.email, account: user.email }, [
      [reminderBucket(state.passenger_id), REMINDER_PER_PASSENGER],
    ]);
    if (limited) return limited;
    return mailLink(ctx, { kind: 'remind' }, params);
  },

  document: async ({ params }, ctx) => {
    const doc = await ownerDocument(ctx.db, ctx.session.user, params.claim_id, params.passenger_id);
    return doc ? { status: 200, body: doc } : notFound;
  },

  linkGet: async ({ params }, ctx) => {
    const found = await linkSignature(ctx.db, params.token, ctx.now());
    if (found === 'not_found') return notFound;
    if (found === 'expired') return linkExpired;
    return { status: 200, body: found };
  },

  linkSign: async ({ params, body }, ctx) => {
    const refused = refusedSignature(body.signature);
    if (refused) return refused;
    const out = await signByLink(ctx.db, params.token, body.signature, ctx.now());
    if (out === 'not_found') return notFound;
    if (out === 'expired') return linkExpired;
    if (out === 'already_signed') return alreadySigned;
    if (out === 'invalid_signature') return signatureInvalid;
    await recordSignature(ctx, out.event);
    return { status: 200, body: out.state };
  },

  linkDocument: async ({ params }, ctx) => {
    const doc = await linkDocument(ctx.db, params.token, ctx.now());
    if (doc === 'not_found') return notFound;
    if (doc === 'expired') return linkExpired;
    return { status: 200, body: doc };
  },
};

/** A signature event on the claim's timeline: a co-passenger's signature tells the owner. */
const recordSignature = (ctx: RequestContext, e: SignatureEvent) =>
  recordClaimEvents(ctx, [
    {
      claimId: e.claimId,
      kind: e.kind,
      actor: e.role === 'co_passenger' && e.kind === 'signature_signed' ? 'co_passenger' : 'customer',
      detail: { name: e.passenger },
    },
  ]);

/** Stores a fresh link and queues its mail in the co-passenger's language, in one transaction. */
async function mailLink(
  ctx: SessionContext,
  how: Parameters<typeof issueSignatureLink>[4],
  params: { claim_id: number; passenger_id: number },
) {
  const { user } = ctx.session;
  const out: LinkOutcome = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const out = await issueSignatureLink(db, user, params.claim_id, params.passenger_id, how, ctx.now());
    if (out.kind !== 'ok') return out;
    await sendMail(
      { ...ctx, db, mailQueued: undefined },
      {
        to: out.email,
        locale: out.locale,
        template: 'signature_request',
        params: {
          name: out.passenger,
          owner: `${user.firstName} ${user.lastName}`.trim() || user.email,
          case_number: out.caseNumber,
          flight: out.flight,
          url: publicUrl(ctx, `/sign/${out.token}`),
        },
      },
    );
    return out;
  });
  if (out.kind === 'not_found') return notFound;
  if (out.kind === 'already_signed') return alreadySigned;
  if (out.kind === 'own_passenger' || out.kind === 'not_requested')
    return invalid(
      how.kind === 'request' ? { email: ['invalid_value'] } : { passenger_id: ['invalid_value'] },
    );
  ctx.mailQueued?.();
  await recordSignature(ctx, out.event);
  return { status: 200 as const, body: out.state };
}
