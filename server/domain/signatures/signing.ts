import { ne } from 'drizzle-orm';
import {
  normalizeLocale,
  type PassengerSignature,
  type SignatureInput,
  type SignerRole,
} from '../../../contract';
import type { Db } from '../../db/db';
import { claimSignatures } from '../../db/schema';
import { PDF_TIME_LIMIT_MS, runInWorker, WorkerTimeout } from '../../lib/worker-pool';
import { assignmentData } from './assignment-document';
import type { AssignmentData, SignatureMark } from './assignment-pdf';
import { signaturePng } from './signature-image';
import {
  ownPassenger,
  reread,
  signatureEvent,
  stateOf,
  type ClaimView,
  type Owner,
  type SignatureEvent,
} from './signatures';
import { fullName } from '../../lib/names';

/** Signing an assignment: the signed PDF built in the worker pool, and the owner's own signature. */

export type SignOutcome =
  | { kind: 'ok'; signed: { pdf: Uint8Array; assignmentSha256: string; documentSha256: string } }
  | { kind: 'invalid_signature' };

/**
 * Builds the signed assignment for a passenger (the unsigned one, its hash, the signed one, its
 * hash) in the worker pool; a drawn signature is checked from its headers first and decoded there.
 */
export async function buildSignedAssignment(
  data: AssignmentData,
  signature: SignatureInput,
  signer: string,
  minorName: string | null,
  at: Date,
): Promise<SignOutcome> {
  let mark: SignatureMark;
  if (signature.method === 'drawn') {
    const checked = signaturePng(signature.png_base64);
    if ('refused' in checked) return { kind: 'invalid_signature' };
    mark = { method: 'drawn', png: checked.png, signer, minorName, at };
  } else mark = { method: 'typed', name: signature.name, signer, minorName, at };
  let signed;
  try {
    signed = await runInWorker('signedAssignment', { data, mark }, PDF_TIME_LIMIT_MS);
  } catch (e) {
    // A drawn signature that takes past the limit to decode is refused; any other failure is ours.
    if (e instanceof WorkerTimeout && signature.method === 'drawn') return { kind: 'invalid_signature' };
    throw e;
  }
  return signed ? { kind: 'ok', signed } : { kind: 'invalid_signature' };
}

export type OwnerSignOutcome =
  | { kind: 'not_found' }
  | { kind: 'already_signed' }
  | { kind: 'minor_required' }
  | { kind: 'invalid_signature' }
  | { kind: 'ok'; state: PassengerSignature; event: SignatureEvent };

/**
 * The owner signs for themselves, or (minor: true) for a passenger they name as their minor child;
 * any earlier link mailed for that passenger stops working.
 */
export async function signAsOwner(
  db: Db,
  owner: Owner,
  view: ClaimView,
  passengerId: number,
  body: { signature: SignatureInput; minor: boolean },
  now: Date,
): Promise<OwnerSignOutcome> {
  const claimId = view.claim.id;
  const passenger = view.passengers.find((p) => p.id === passengerId);
  if (!passenger) return { kind: 'not_found' };
  const row = view.signatures.find((r) => r.passengerId === passengerId);
  if (row?.status === 'signed') return { kind: 'already_signed' };
  const self = ownPassenger(owner, view.passengers)?.id === passengerId;
  if (!self && !body.minor) return { kind: 'minor_required' };
  const role: SignerRole = self ? 'owner' : 'minor';
  const locale = normalizeLocale(owner.language);
  const me = ownPassenger(owner, view.passengers);
  const signer = (me && fullName(me)) || fullName(owner) || owner.email;
  const built = await buildSignedAssignment(
    assignmentData(view.claim, passenger, locale),
    body.signature,
    signer,
    self ? null : fullName(passenger),
    now,
  );
  if (built.kind !== 'ok') return built;
  const values = {
    role,
    status: 'signed' as const,
    locale,
    email: null,
    tokenHash: null,
    expiresAt: null,
    signedAt: now,
    method: body.signature.method,
    assignmentSha256: built.signed.assignmentSha256,
    documentSha256: built.signed.documentSha256,
    pdfBase64: Buffer.from(built.signed.pdf).toString('base64'),
  };
  // Signed once: a row signed meanwhile (a simultaneous signature, the co-passenger's link) stays.
  const stored = await db
    .insert(claimSignatures)
    .values({ claimId, passengerId, ...values })
    .onConflictDoUpdate({
      target: claimSignatures.passengerId,
      set: values,
      setWhere: ne(claimSignatures.status, 'signed'),
    })
    .returning({ id: claimSignatures.id });
  if (stored.length === 0) return { kind: 'already_signed' };
  const state = stateOf(owner, await reread(db, view), passengerId);
  if (!state) return { kind: 'not_found' };
  return { kind: 'ok', state, event: signatureEvent('signature_signed', claimId, passenger, role, now) };
}
