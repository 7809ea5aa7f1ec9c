import type { Contract } from '../../contract';
import { limitMail, REMINDER_PER_PASSENGER, reminderBucket } from '../auth/rate-limit';
import type { RequestContext, SessionContext } from '../context';
import { auditWrite, guardClaim, guardRequest, type CheckedClaim } from '../domain/claim-access';
import { recordClaimEvents } from '../domain/claim-events';
import type { Db } from '../db/db';
import { ownerDocument } from '../domain/signatures/assignment-document';
import {
  issueSignatureLink,
  linkDocument,
  linkSignature,
  linkTarget,
  signByLink,
  type LinkOutcome,
} from '../domain/signatures/signature-links';
import { listSignatures, type ClaimView, type SignatureEvent } from '../domain/signatures/signatures';
import { signAsOwner } from '../domain/signatures/signing';
import { signatureRefusal } from '../domain/signatures/signature-image';
import type { HandlerMap } from '../http-kit/handlers';
import { publicUrl } from '../mail/public-url';
import { sendMail } from '../mail/send';
import { invalid, linkExpired, notFound } from './answers';
import { fullName } from '../lib/names';

const alreadySigned = { status: 409, body: { message: 'already_signed' } } as const;
const signatureInvalid = invalid({ 'signature.png_base64': ['signature_invalid'] });
/** A drawn signature refused from its headers (before any lookup or decoding). */
const refusedSignature = (signature: Parameters<typeof signatureRefusal>[0]) => {
  const reason = signatureRefusal(signature);
  return reason ? invalid({ 'signature.png_base64': [reason] }) : null;
};

/** The claim as the signature functions read it, from the guard's checked claim. */
const viewOf = (c: CheckedClaim): ClaimView => ({
  claim: c.claim,
  passengers: c.passengers,
  signatures: c.signatures,
});

/** A link's holder is the co-passenger principal of the link's claim: the guard decides what they may do. */
async function guardLink<A extends 'read' | 'sign'>(ctx: RequestContext, token: string, action: A) {
  const target = await linkTarget(ctx.db, token, ctx.now());
  if (target === 'not_found') return { ok: false as const, answer: notFound };
  if (target === 'expired') return { ok: false as const, answer: linkExpired };
  return guardClaim(
    ctx.db,
    target.claimId,
    { principal: 'co_passenger', passengerId: target.passengerId },
    action,
    ctx,
  );
}

/**
 * Signatures: the claim's guard decides (the owner lists, signs for themselves and minor children,
 * requests, reminds and downloads; an admin viewing as the owner only reads); a co-passenger
 * reads, signs and downloads through the mailed link, as the co_passenger principal.
 */
export const signatureHandlers: HandlerMap<Contract['signatures']> = {
  list: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    return { status: 200, body: listSignatures(ctx.session.user, viewOf(checked.claim)) };
  },

  sign: async ({ params, body }, ctx) => {
    const refused = refusedSignature(body.signature);
    if (refused) return refused;
    // A signature is the customer's own declaration: the lifecycle refuses it to an admin viewing as them.
    const checked = await guardRequest(ctx, params.claim_id, 'sign');
    if (!checked.ok) return checked.answer;
    const out = await signAsOwner(
      ctx.db,
      ctx.session.user,
      viewOf(checked.claim),
      params.passenger_id,
      body,
      ctx.now(),
    );
    if (out.kind === 'not_found') return notFound;
    if (out.kind === 'already_signed') return alreadySigned;
    if (out.kind === 'minor_required') return invalid({ minor: ['required'] });
    if (out.kind === 'invalid_signature') return signatureInvalid;
    await auditWrite(ctx, checked.claim, 'sign');
    await recordSignature(ctx, out.event);
    return { status: 200, body: out.state };
  },

  request: async ({ params, body }, ctx) => {
    const { user } = ctx.session;
    const checked = await guardRequest(ctx, params.claim_id, 'request_signature');
    if (!checked.ok) return checked.answer;
    if (!checked.claim.passengers.some((p) => p.id === params.passenger_id)) return notFound;
    const limited = await limitMail(ctx, 'signature_request', {
      target: body.email.toLowerCase(),
      account: user.email,
    });
    if (limited) return limited;
    return mailLink(ctx, checked.claim, { kind: 'request', ...body }, params.passenger_id);
  },

  remind: async ({ params }, ctx) => {
    const { user } = ctx.session;
    const checked = await guardRequest(ctx, params.claim_id, 'remind_signature');
    if (!checked.ok) return checked.answer;
    const state = listSignatures(user, viewOf(checked.claim)).find(
      (s) => s.passenger_id === params.passenger_id,
    );
    if (!state) return notFound;
    if (state.status === 'signed') return alreadySigned;
    if (state.status !== 'requested' || !state.email) return invalid({ passenger_id: ['invalid_value'] });
    const limited = await limitMail(ctx, 'signature_request', { target: state.email, account: user.email }, [
      [reminderBucket(state.passenger_id), REMINDER_PER_PASSENGER],
    ]);
    if (limited) return limited;
    return mailLink(ctx, checked.claim, { kind: 'remind' }, params.passenger_id);
  },

  document: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    const doc = await ownerDocument(ctx.session.user, viewOf(checked.claim), params.passenger_id);
    return doc ? { status: 200, body: doc } : notFound;
  },

  linkGet: async ({ params }, ctx) => {
    const checked = await guardLink(ctx, params.token, 'read');
    if (!checked.ok) return checked.answer;
    const found = await linkSignature(ctx.db, params.token, ctx.now());
    if (found === 'not_found') return notFound;
    if (found === 'expired') return linkExpired;
    return { status: 200, body: found };
  },

  linkSign: async ({ params, body }, ctx) => {
    const refused = refusedSignature(body.signature);
    if (refused) return refused;
    const checked = await guardLink(ctx, params.token, 'sign');
    if (!checked.ok) return checked.answer;
    const out = await signByLink(ctx.db, params.token, body.signature, ctx.now());
    if (out === 'not_found') return notFound;
    if (out === 'expired') return linkExpired;
    if (out === 'already_signed') return alreadySigned;
    if (out === 'invalid_signature') return signatureInvalid;
    await recordSignature(ctx, out.event);
    return { status: 200, body: out.state };
  },

  linkDocument: async ({ params }, ctx) => {
    const checked = await guardLink(ctx, params.token, 'read');
    if (!checked.ok) return checked.answer;
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
  checked: CheckedClaim,
  how: Parameters<typeof issueSignatureLink>[4],
  passengerId: number,
) {
  const { user } = ctx.session;
  const out: LinkOutcome = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const out = await issueSignatureLink(db, user, viewOf(checked), passengerId, how, ctx.now());
    if (out.kind !== 'ok') return out;
    await auditWrite(
      { ...ctx, db },
      checked,
      how.kind === 'request' ? 'request_signature' : 'remind_signature',
    );
    await sendMail(
      { ...ctx, db, mailQueued: undefined },
      {
        to: out.email,
        locale: out.locale,
        template: 'signature_request',
        params: {
          name: out.passenger,
          owner: fullName(user) || user.email,
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
