import type { AppRoute } from '@ts-rest/core';
import { apiEnv, reportAnswer, reportNoAnswer } from './client';
import { counted, headersNow } from './request';

/** A raw request's answer: its status, its headers, and its body as JSON (null when empty or not JSON) or as bytes. */
export type RawAnswer = {
  status: number;
  header: (name: string) => string;
  body: unknown;
  bytes: Uint8Array;
};

export type RawRequest = {
  /** The contract route it calls (who may call it decides how a 401 is reported). */
  route: AppRoute;
  /** The path under the portal prefix, parameters filled in. */
  path: string;
  /** A multipart body (an upload); without one the request is a GET. */
  form?: FormData;
  /** `json`: the answer's body is read as JSON; `bytes`: as a file (a download). */
  read: 'json' | 'bytes';
  /** Upload progress (0–1) where the browser reports it (XMLHttpRequest). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal | undefined;
};

/** The full URL of a path under the portal prefix (also for links and previews). */
export const apiUrl = (path: string) => `${apiEnv().baseUrl}${path}`;

/**
 * The one request outside the ts-rest client (uploads with progress, file downloads): the same
 * headers, the same pending-request count and the same reports (failed-request dialog, session
 * check) as every other call. No answer at all throws.
 */
export async function rawRequest(request: RawRequest): Promise<RawAnswer> {
  const headers = headersNow(apiEnv());
  if (request.read === 'json') headers.accept = 'application/json';
  try {
    const answer = await counted(() =>
      request.onProgress && typeof XMLHttpRequest !== 'undefined'
        ? viaXhr(request, headers)
        : viaFetch(request, headers),
    );
    reportAnswer(request.route, answer.status, answer.body);
    return answer;
  } catch (error) {
    reportNoAnswer(request.signal);
    throw error;
  }
}

const parsed = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

async function viaFetch(request: RawRequest, headers: Record<string, string>): Promise<RawAnswer> {
  const res = await fetch(apiUrl(request.path), {
    method: request.form ? 'POST' : 'GET',
    headers,
    credentials: 'same-origin',
    ...(request.form ? { body: request.form } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const header = (name: string) => res.headers.get(name) ?? '';
  if (request.read === 'bytes')
    return { status: res.status, header, body: null, bytes: new Uint8Array(await res.arrayBuffer()) };
  return { status: res.status, header, body: parsed(await res.text()), bytes: new Uint8Array() };
}

function viaXhr(request: RawRequest, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.form ? 'POST' : 'GET', apiUrl(request.path));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) request.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        header: (name) => xhr.getResponseHeader(name) ?? '',
        body: parsed(xhr.responseText),
        bytes: new Uint8Array(),
      });
    xhr.onerror = () => reject(new Error('upload failed: no answer'));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal aborts once, so the listener runs once with or without `once`
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.form ?? null);
  });
}
