import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ClaimDocuments, contract, type DocumentKind } from '../../contract';
import { body200, refuse, unexpected, type Result } from './answer';
import { api } from './client';
import { claimChanged } from './claim-view';
import { downloadFile, type DownloadedFile } from './download';
import { apiUrl, rawRequest } from './raw-request';

export const documentKeys = {
  list: (claimId: number) => ['claim-documents', claimId] as const,
};

/** GET /claims/{id}/documents: the checklist, what is missing and the files; null for a claim that is not the user's. */
export const claimDocumentsQuery = (claimId: number) =>
  queryOptions({
    queryKey: documentKeys.list(claimId),
    queryFn: async (): Promise<ClaimDocuments | null> => {
      const res = await api().documents.list({ params: { claim_id: claimId } });
      if (res.status === 404) return null;
      return body200('GET /claims/{id}/documents', res);
    },
  });

/** An upload or a delete answers the claim's documents as they are now: the cached list becomes them (the claim's view follows). */
function stored(queryClient: QueryClient, claimId: number, documents: ClaimDocuments) {
  queryClient.setQueryData(documentKeys.list(claimId), documents);
  claimChanged(queryClient, claimId);
  return { ok: true as const, value: documents };
}

/** Where a document's bytes are: inline (a preview) or as a download. */
export const documentContentUrl = (claimId: number, documentId: number, download = false) =>
  apiUrl(`/claims/${claimId}/documents/${documentId}/content${download ? '?download=1' : ''}`);

/** GET …/content: a document's bytes and type (what a preview shows). */
export const fetchDocumentContent = (claimId: number, documentId: number): Promise<DownloadedFile> =>
  downloadFile(
    contract.documents.content,
    `/claims/${claimId}/documents/${documentId}/content`,
    'GET /claims/{id}/documents/{id}/content',
  );

/**
 * POST /claims/{id}/documents with one file (multipart: a part named by its kind), reporting upload
 * progress (0–1) where the browser can; the claim's cached documents become the answer's. A refused file answers its reason (a 413 is
 * file_too_large whatever its body); no answer at all throws (the machine's `failed`).
 */
export async function uploadDocument(
  queryClient: QueryClient,
  claimId: number,
  kind: DocumentKind,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
): Promise<Result<ClaimDocuments>> {
  const form = new FormData();
  form.append(kind, file, fileName);
  const path = `/claims/${claimId}/documents`;
  const res = await rawRequest({
    route: contract.documents.upload,
    path,
    form,
    read: 'json',
    onProgress,
    signal,
  });
  if (res.status === 200) return stored(queryClient, claimId, ClaimDocuments.parse(res.body));
  if (res.status === 413) return refuse(res, 'file_too_large');
  if (res.status === 404 || res.status === 409 || res.status === 415 || res.status === 422)
    return refuse(res);
  return unexpected('POST /claims/{id}/documents', res);
}

/** DELETE /claims/{id}/documents/{id}: the claim's documents after the delete; a closed claim answers `claim_closed`. */
export async function deleteDocument(
  queryClient: QueryClient,
  claimId: number,
  documentId: number,
): Promise<Result<ClaimDocuments>> {
  const res = await api().documents.remove({ params: { claim_id: claimId, document_id: documentId } });
  if (res.status === 200) return stored(queryClient, claimId, res.body);
  if (res.status === 404) return refuse(res, 'not_found');
  if (res.status === 409) return refuse(res);
  return unexpected('DELETE /claims/{id}/documents/{id}', res);
}
