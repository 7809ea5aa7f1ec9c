import {
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type AccountDeletionCheck,
  type MessageCode,
} from '../../contract';
import { body200, unexpected } from './answer';
import { saveBytes } from './download';
import { api, apiEnv, reportAnswer } from './client';

/** GET /user/privacy/deletion: whether the account can be deleted now, and if not why (until when). */
export const fetchDeletionCheck = async (): Promise<AccountDeletionCheck> =>
  body200('GET /user/privacy/deletion', await api().privacy.deletionCheck());

/** The export as the browser received it: the zip's bytes and the file name the server gave it. */
export type PrivacyArchiveFile = { fileName: string; type: string; bytes: Uint8Array };

/** The file name of a Content-Disposition header (the UTF-8 one when present). */
function fileNameOf(disposition: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? 'claims-portal-data.zip';
}

/** GET /user/privacy/export: everything the portal holds about the customer, as one zip. */
export async function fetchPrivacyExport(): Promise<PrivacyArchiveFile> {
  const res = await fetch(`${apiEnv().baseUrl}/user/privacy/export`, {
    credentials: 'same-origin',
    headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
  });
  reportAnswer(res.status);
  if (res.status !== 200) unexpected('GET /user/privacy/export', res);
  const disposition = res.headers.get('content-disposition');
  return {
    // Stryker disable next-line StringLiteral: any text without a file name gives the default name, as '' does
    fileName: fileNameOf(disposition ?? ''),
    type: res.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/** Saves the downloaded archive in the browser under its name. */
export const saveFile = (file: PrivacyArchiveFile): void =>
  saveBytes(file.bytes, file.type || 'application/zip', file.fileName);

/**
 * What deleting the account came to: deleted (the session has ended), refused (409: the check
 * says why), or a field error (422 wrong password; 429 locked out after too many wrong ones).
 */
export type AccountDeletionResult =
  { kind: 'deleted' } | { kind: 'refused' } | { kind: 'error'; error: MessageCode };

/** POST /user/privacy/delete_account with the password and the confirmation. No answer throws. */
export async function deleteAccount(password: string): Promise<AccountDeletionResult> {
  const res = await api().privacy.deleteAccount({ body: { password, confirm: true } });
  if (res.status === 200) return { kind: 'deleted' };
  if (res.status === 409) return { kind: 'refused' };
  if (res.status === 422)
    return {
      kind: 'error',
      error: (Object.values(res.body.errors)[0]?.[0] ?? 'invalid_value') as MessageCode,
    };
  if (res.status === 429) return { kind: 'error', error: res.body.message as MessageCode };
  return unexpected('POST /user/privacy/delete_account', res);
}
