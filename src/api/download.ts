import type { AppRoute } from '@ts-rest/core';
import { unexpected } from './answer';
import { rawRequest } from './raw-request';

/** A file as the browser received it: its bytes, its type and the Content-Disposition the server gave it. */
export type DownloadedFile = { type: string; disposition: string; bytes: Uint8Array };

/** GETs a file (a raw request: the bytes, not JSON); any answer but 200 is unexpected. */
export async function downloadFile(route: AppRoute, path: string, call: string): Promise<DownloadedFile> {
  const res = await rawRequest({ route, path, read: 'bytes' });
  if (res.status !== 200) unexpected(call, res);
  return {
    type: res.header('content-type'),
    disposition: res.header('content-disposition'),
    bytes: res.bytes,
  };
}

/** Saves bytes in the browser as a download under `fileName` (an object URL, revoked after a while). */
export function saveBytes(bytes: Uint8Array, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
