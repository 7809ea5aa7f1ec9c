import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { MAX_DOCUMENT_BYTES, MAX_FILES_PER_UPLOAD } from '../../contract';
import { HttpError } from '../errors';

/** The URLs (with prefix) of the contract's multipart routes: the only ones that take multipart bodies. */
function multipartUrls(router: AppRouter, prefix: string, into = new Set<string>()): Set<string> {
  for (const value of Object.values(router)) {
    if (!isAppRoute(value)) multipartUrls(value as AppRouter, prefix, into);
    else if ((value as AppRoute & { contentType?: string }).contentType === 'multipart/form-data')
      into.add(`${value.method} ${prefix}${value.path}`);
  }
  return into;
}

/**
 * Multipart bodies for the contract's upload routes only (every other route keeps JSON with the
 * global body limit and answers 415 to multipart): files are read by the handler, each at most
 * MAX_DOCUMENT_BYTES (a longer one is cut and flagged `truncated`), at most MAX_FILES_PER_UPLOAD
 * files (more answers 413).
 */
export async function registerMultipart(app: FastifyInstance, router: AppRouter, prefix: string) {
  const urls = multipartUrls(router, prefix);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: MAX_FILES_PER_UPLOAD,
      fields: MAX_FILES_PER_UPLOAD * 2,
      fieldSize: 100,
      parts: MAX_FILES_PER_UPLOAD * 3,
      headerPairs: 100,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !urls.has(`${request.method} ${request.routeOptions.url ?? ''}`))
      throw new HttpError(415, 'unsupported_media_type');
  });
}
