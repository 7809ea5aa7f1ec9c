import { contract, type AccountDeletionCheck } from '../../contract';
import { body200, refuse, unexpected, type Result } from './answer';
import { api } from './client';
import { downloadFile, saveBytes } from './download';

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
  const file = await downloadFile(
    contract.privacy.export,
    '/user/privacy/export',
    'GET /user/privacy/export',
  );
  return { fileName: fileNameOf(file.disposition), type: file.type, bytes: file.bytes };
}

/** Saves the downloaded archive in the browser under its name. */
export const saveFile = (file: PrivacyArchiveFile): void =>
  saveBytes(file.bytes, file.type || 'application/zip', file.fileName);

/**
 * POST /user/privacy/delete_account with the password and the confirmation: done (the session has
 * ended), or refused: 409 account_deletion_refused (the check says why), 422 field errors (a wrong
 * password), 429 too_many_attempts (locked out after too many wrong ones). No answer throws.
 */
export async function deleteAccount(password: string): Promise<Result<null>> {
  const res = await api().privacy.deleteAccount({ body: { password, confirm: true } });
  if (res.status === 200) return { ok: true, value: null };
  if (res.status === 409) return refuse(res, 'account_deletion_refused');
  if (res.status === 422 || res.status === 429) return refuse(res);
  return unexpected('POST /user/privacy/delete_account', res);
}
