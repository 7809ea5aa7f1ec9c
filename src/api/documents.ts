import { queryOptions } from '@tanstack/react-query';
import {
  ClaimDocuments,
  CSRF_HEADER,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  toLanguageTag,
  type DocumentKind,
  type MessageCode,
} from '../../contract';
import { body200, unexpected } from './answer';
import { api, apiEnv, reportAnswer } from './client';

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

/** Where a document's bytes are: inline (a preview) or as a download. */
export const documentContentUrl = (claimId: number, documentId: number, download = false) =>
  `${apiEnv().baseUrl}/claims/${claimId}/documents/${documentId}/content${download ? '?download=1' : ''}`;

/** GET …/content: a document's bytes and type (what a preview shows). */
export async function fetchDocumentContent(
  claimId: number,
  documentId: number,
): Promise<{ type: string; disposition: string; bytes: Uint8Array }> {
  const res = await fetch(documentContentUrl(claimId, documentId), {
    credentials: 'same-origin',
    headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
  });
  reportAnswer(res.status);
  if (res.status !== 200) unexpected('GET /claims/{id}/documents/{id}/content', res);
  return {
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

export type UploadResult = { ok: true; documents: ClaimDocuments } | { ok: false; error: MessageCode };

/** The refusal of a 4xx upload answer: the file's reason from a 422, else the message. */
function refusal(status: number, body: unknown): MessageCode {
  const b = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const first = b.errors ? Object.values(b.errors)[0]?.[0] : undefined;
  return ((first ?? b.message ?? 'server_error') as MessageCode) || 'server_error';
}

/**
 * POST /claims/{id}/documents with one file (multipart: a part named by its kind), reporting upload
 * progress (0–1) where the browser can (XMLHttpRequest); elsewhere through fetch. A refused file
 * answers its reason; no answer at all throws (the machine's `failed`).
 */
export async function uploadDocument(
  claimId: number,
  kind: DocumentKind,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
): Promise<UploadResult> {
  const env = apiEnv();
  const form = new FormData();
  form.append(kind, file, fileName);
  const url = `${env.baseUrl}/claims/${claimId}/documents`;
  const headers: Record<string, string> = {
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
    [CSRF_HEADER]: env.csrfToken(),
    'accept-language': toLanguageTag(env.language()),
    accept: 'application/json',
  };
  const { status, body } =
    typeof XMLHttpRequest === 'undefined'
      ? await viaFetch(url, headers, form, signal)
      : await viaXhr(url, headers, form, onProgress, signal);
  reportAnswer(status);
  if (status === 200) return { ok: true, documents: ClaimDocuments.parse(body) };
  if (status === 404 || status === 409 || status === 413 || status === 415 || status === 422)
    return { ok: false, error: status === 413 ? 'file_too_large' : refusal(status, body) };
  return unexpected('POST /claims/{id}/documents', { status });
}

type Answer = { status: number; body: unknown };

async function viaFetch(url: string, headers: Record<string, string>, form: FormData, signal?: AbortSignal) {
  const res = await fetch(url, { method: 'POST', headers, body: form, credentials: 'same-origin', signal });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

function viaXhr(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // Not JSON: no body (it stays null).
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('upload failed: no answer'));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal aborts once, so the listener runs once with or without `once`
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** DELETE /claims/{id}/documents/{id}: the claim's documents after the delete; a closed claim answers `claim_closed`. */
export async function deleteDocument(
  claimId: number,
  documentId: number,
): Promise<{ ok: true; documents: ClaimDocuments } | { ok: false; error: MessageCode }> {
  const res = await api().documents.remove({ params: { claim_id: claimId, document_id: documentId } });
  if (res.status === 200) return { ok: true, documents: res.body };
  if (res.status === 404) return { ok: false, error: 'not_found' };
  if (res.status === 409) return { ok: false, error: 'claim_closed' };
  return unexpected('DELETE /claims/{id}/documents/{id}', res);
}
