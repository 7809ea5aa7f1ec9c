import { DocumentKind, type Contract, type DocumentKind as Kind } from '../../contract';
import type { SessionContext } from '../context';
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

const claimClosed = { status: 409, body: { message: 'claim_closed' } } as const;
const storage = (ctx: SessionContext) => ctx.files ?? databaseFileStorage(ctx.db);

/** Document events go on the claim's timeline (the customer's own: nobody is notified). */
const recordDocumentEvents = (ctx: SessionContext, events: DocumentEvent[]) =>
  recordClaimEvents(
    ctx,
    events.map((e) => ({
      claimId: e.claimId,
      kind: e.type,
      actor: 'customer' as const,
      detail: { name: e.document.file_name },
    })),
  );

async function answer(ctx: SessionContext, change: DocumentChange) {
  if (change.kind === 'not_found') return notFound;
  if (change.kind === 'closed') return claimClosed;
  await recordDocumentEvents(ctx, change.events);
  return { status: 200 as const, body: change.documents };
}

/** Documents per claim: only the claim's owner lists, uploads, reads or deletes. */
export const documentHandlers: HandlerMap<Contract['documents']> = {
  list: async ({ params }, ctx) => {
    const documents = await listDocuments(ctx.db, ctx.session.user.id, params.claim_id);
    return documents ? { status: 200, body: documents } : notFound;
  },

  upload: async ({ params }, ctx) => {
    const userId = ctx.session.user.id;
    // Another customer's claim or a closed one answers before the body is read.
    const before = await listDocuments(ctx.db, userId, params.claim_id);
    if (!before) return notFound;
    if (before.closed) return claimClosed;
    const parts = await readUpload(ctx.request);
    if (parts.length === 0) return invalid({ files: ['required'] });
    const errors: Record<string, string[]> = {};
    const accepted: { kind: Kind; file: AcceptedFile }[] = [];
    for (const [i, part] of parts.entries()) {
      const kind = DocumentKind.safeParse(part.kind);
      if (!kind.success) errors[`kinds.${i}`] = ['invalid_value'];
      const checked = part.truncated
        ? ({ ok: false, reason: 'file_too_large' } as const)
        : await acceptFile(part.bytes, part.name);
      if (!checked.ok) errors[`files.${i}`] = [checked.reason];
      else if (kind.success) accepted.push({ kind: kind.data, file: checked.file });
    }
    // Nothing is stored unless every file is accepted.
    if (Object.keys(errors).length > 0) return invalid(errors);
    return answer(
      ctx,
      await addDocuments(ctx.db, storage(ctx), userId, params.claim_id, accepted, ctx.now()),
    );
  },

  content: async ({ params, query }, ctx) => {
    const file = await documentContent(
      ctx.db,
      storage(ctx),
      ctx.session.user.id,
      params.claim_id,
      params.document_id,
      query.download === '1' ? 'attachment' : 'inline',
    );
    return file ? { status: 200, body: file } : notFound;
  },

  remove: async ({ params }, ctx) =>
    answer(
      ctx,
      await deleteDocument(
        ctx.db,
        storage(ctx),
        ctx.session.user.id,
        params.claim_id,
        params.document_id,
        ctx.now(),
      ),
    ),
};
