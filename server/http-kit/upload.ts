import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export type UploadedPart = { kind: string; name: string; bytes: Uint8Array; truncated: boolean };

/**
 * The files of an upload form, each with its part's name (the kind); other fields are ignored.
 * Not multipart: 415. A body the parser cannot read (no boundary, cut short, a malformed part
 * header): 400 `upload_invalid`; the parser's own limits keep their status (too many files: 413).
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedPart[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const files: UploadedPart[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      const bytes = new Uint8Array(await part.toBuffer());
      files.push({ kind: part.fieldname, name: part.filename, bytes, truncated: part.file.truncated });
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 0;
    if (status >= 400 && status < 500) throw error;
    throw new HttpError(400, 'upload_invalid');
  }
  return files;
}
