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
