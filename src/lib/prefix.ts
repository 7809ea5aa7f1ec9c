import { apiBase } from '../../contract';

/**
 * The runtime portal prefix (e.g. `/kunden`), injected by the server as
 * `<meta name="portal-prefix" content="...">`; absent or empty → no prefix.
 */
export function portalPrefix(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector('meta[name="portal-prefix"]')?.getAttribute('content');
  return apiBase(content ?? '');
}
