import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageCode } from '../../contract';
import { HttpError } from '../errors';

/** Fastify's own error codes, mapped to our JSON bodies. */
const FASTIFY_CODES: Record<string, [number, MessageCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_BAD_URL: [400, 'not_found'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'too_long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'invalid_value'],
};

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route runs (a path that is
 * not valid percent-encoding, a path parameter over the length limit). Without it Fastify answers
 * its own body, which echoes the path and skips the security headers.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, code] = FASTIFY_CODES[error.code] ?? [400, 'invalid_value'];
  return reply.status(status).type('application/json; charset=utf-8').send({ message: code });
}

const BY_STATUS: Record<number, MessageCode> = {
  400: 'invalid_value',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_attempts',
};

/** Every error, Fastify's included, answers `{message: MessageCode}`; 5xx are logged. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status: number;
    let code: MessageCode;
    if (error instanceof HttpError) {
      [status, code] = [error.status, error.code];
    } else if (error.code && FASTIFY_CODES[error.code]) {
      [status, code] = FASTIFY_CODES[error.code] as [number, MessageCode];
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      [status, code] = [error.statusCode, BY_STATUS[error.statusCode] ?? 'invalid_value'];
    } else {
      request.log.error({ err: error }, 'request failed');
      [status, code] = [500, 'server_error'];
    }
    return reply.status(status).type('application/json; charset=utf-8').send({ message: code });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).type('application/json; charset=utf-8').send({ message: 'not_found' }),
  );
}
