import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export type UploadedPart = { kind: string; name: string; bytes: Uint8Array; truncated: boolean };

/** The files of an upload form, each with its part's name (the kind); other fields are ignored. Not multipart: 415. */
export async function readUpload(request: FastifyRequest): Promise<UploadedPart[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const files: UploadedPart[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') continue;
    const bytes = new Uint8Array(await part.toBuffer());
    files.push({ kind: part.fieldname, name: part.filename, bytes, truncated: part.file.truncated });
  }
  return files;
}
