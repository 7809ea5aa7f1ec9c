import { DocumentKind, type Contract, type DocumentKind as Kind } from '../../contract';
import type { ClaimAction } from '../../machines/claim/claim.machine';
import type { SessionContext } from '../context';
import { auditWrite, guardRequest, type CheckedClaim } from '../domain/claim-access';
import { recordClaimEvents } from '../domain/claim-events';
import { acceptFile, type AcceptedFile } from '../domain/document-files';
import {
  addDocuments,
  deleteDocument,
  documentContent,
  listDocuments,
  type DocumentChange,
  type DocumentEvent,
} from '../domain/documents';
import type { HandlerMap } from '../http-kit/handlers';
import { readUpload } from '../http-kit/upload';
import { databaseFileStorage } from '../storage/file-storage';
import { invalid, notFound } from './answers';

const storage = (ctx: SessionContext) => ctx.files ?? databaseFileStorage(ctx.db);

/** Document events go on the claim's timeline (the customer's own: nobody is notified). */
const recordDocumentEvents = (ctx: SessionContext, checked: CheckedClaim, events: DocumentEvent[]) =>
  recordClaimEvents(
    ctx,
    events.map((e) => ({
      claimId: e.claimId,
      kind: e.type,
      actor: checked.actor.principal === 'admin_as_customer' ? ('admin' as const) : ('customer' as const),
      detail: { name: e.document.file_name },
    })),
  );

async function answer(
  ctx: SessionContext,
  checked: CheckedClaim,
  action: ClaimAction,
  change: DocumentChange,
) {
  if (change.kind === 'not_found') return notFound;
  await auditWrite(ctx, checked, action);
  await recordDocumentEvents(ctx, checked, change.events);
  return { status: 200 as const, body: change.documents };
}

/**
 * Documents per claim: the claim's guard decides who lists, uploads, reads or deletes (the owner,
 * an admin viewing as them; uploads and deletes only while the claim's lifecycle allows them).
 */
export const documentHandlers: HandlerMap<Contract['documents']> = {
  list: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    return { status: 200, body: await listDocuments(ctx.db, checked.claim.claim) };
  },

  upload: async ({ params }, ctx) => {
    // Another customer's claim or a closed one answers before the body is read.
    const checked = await guardRequest(ctx, params.claim_id, 'add_document');
    if (!checked.ok) return checked.answer;
    const parts = await readUpload(ctx.request);
    if (parts.length === 0) return invalid({ files: ['required'] });
    const errors: Record<string, string[]> = {};
    const accepted: { kind: Kind; file: AcceptedFile }[] = [];
    for (const [i, part] of parts.entries()) {
      const kind = DocumentKind.safeParse(part.kind);
      if (!kind.success) errors[`kinds.${i}`] = ['invalid_value'];
      const file = part.truncated
        ? ({ ok: false, reason: 'file_too_large' } as const)
        : await acceptFile(part.bytes, part.name);
      if (!file.ok) errors[`files.${i}`] = [file.reason];
      else if (kind.success) accepted.push({ kind: kind.data, file: file.file });
    }
    // Nothing is stored unless every file is accepted.
    if (Object.keys(errors).length > 0) return invalid(errors);
    const change = await addDocuments(ctx.db, storage(ctx), checked.claim.claim, accepted, ctx.now());
    return answer(ctx, checked.claim, 'add_document', change);
  },

  content: async ({ params, query }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    const file = await documentContent(
      ctx.db,
      storage(ctx),
      checked.claim.claim,
      params.document_id,
      query.download === '1' ? 'attachment' : 'inline',
    );
    return file ? { status: 200, body: file } : notFound;
  },

  remove: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'delete_document');
    if (!checked.ok) return checked.answer;
    const change = await deleteDocument(
      ctx.db,
      storage(ctx),
      checked.claim.claim,
      params.document_id,
      ctx.now(),
    );
    return answer(ctx, checked.claim, 'delete_document', change);
  },
};
