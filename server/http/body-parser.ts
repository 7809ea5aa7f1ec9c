import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** Bodies larger than this answer 413. */
export const BODY_LIMIT = 100 * 1024;

/**
 * JSON is the only request body type (anything else answers 415). An empty
 * body is allowed (routes without a body); malformed JSON answers 400.
 */
export function registerBodyParser(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json(;.*)?$/i,
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, (err, value) =>
        err ? done(new HttpError(400, 'invalid_json')) : done(null, value),
      );
    },
  );
}
