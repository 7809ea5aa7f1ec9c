import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { Readable } from 'node:stream';
import type { Access, DocumentFile, PrivacyArchive, RouteMetadata } from '../../contract';
import type { ActiveSession } from '../auth/sessions';
import { isViewingAs } from '../auth/view-as';
import type { AppContext, RequestContext } from '../context';
import { HttpError } from '../errors';
import type { HandlerMap } from '../http-kit/handlers';
import { check, isZod, type FieldErrors } from '../http-kit/validation';

type AnyHandler = (req: unknown, ctx: RequestContext) => Promise<{ status: number; body: unknown }>;

export type AdapterOptions = {
  prefix: string;
  context: AppContext;
  /** Check every answer against the contract (on outside production). */
  validateResponses: boolean;
};

/**
 * Registers every contract route under the prefix: the route's declared access is enforced
 * (401 `unauthenticated` without a session, 403 `forbidden` for a non-admin on an admin route),
 * then params, query and body are parsed with the contract's zod schemas (422 with field errors
 * when they fail), then the typed handler runs.
 */
export function registerContract<T extends AppRouter>(
  app: FastifyInstance,
  router: T,
  handlers: HandlerMap<T>,
  opts: AdapterOptions,
): void {
  walk(router, handlers as Record<string, unknown>, [], (route, handler, name) => {
    const access = (route.metadata as Partial<RouteMetadata> | undefined)?.access;
    if (!access) throw new Error(`contract route ${name} declares no access`);
    if (!handler) throw new Error(`contract route ${name} has no handler`);
    register(app, route, handler, access, opts);
  });
}

function walk(
  router: AppRouter,
  handlers: Record<string, unknown> | undefined,
  path: string[],
  visit: (route: AppRoute, handler: AnyHandler | undefined, name: string) => void,
) {
  for (const [key, value] of Object.entries(router)) {
    const h = handlers?.[key];
    if (isAppRoute(value)) visit(value, h as AnyHandler | undefined, [...path, key].join('.'));
    else walk(value as AppRouter, h as Record<string, unknown> | undefined, [...path, key], visit);
  }
}

/** The session the route's access asks for; throws 401/403 when the request does not have it. */
function admit(access: Access, session: ActiveSession | null): void {
  if (access === 'public') return;
  if (!session) throw new HttpError(401, 'unauthenticated');
  if (access === 'admin' && (!session.user.isAdmin || isViewingAs(session)))
    throw new HttpError(403, 'forbidden');
}

function parse(route: AppRoute, request: FastifyRequest) {
  const errors: FieldErrors = {};
  const params = check(route.pathParams, request.params, errors, 'params');
  const query = check(route.query, request.query, errors, 'query');
  const hasBody = route.method !== 'GET' && 'body' in route && isZod(route.body);
  const body = hasBody ? check(route.body, request.body, errors, 'body') : undefined;
  return { errors, req: { params, query, body, headers: request.headers } };
}

function register(
  app: FastifyInstance,
  route: AppRoute,
  handler: AnyHandler,
  access: Access,
  opts: AdapterOptions,
) {
  app.route({
    method: route.method as HTTPMethods,
    url: `${opts.prefix}${route.path}`,
    handler: async (request, reply) => {
      admit(access, request.session);
      const { errors, req } = parse(route, request);
      if (Object.keys(errors).length > 0) {
        return reply.status(422).send({ message: 'validation_failed', errors });
      }
      const ctx: RequestContext = { ...opts.context, request, reply, session: request.session };
      const result = await handler(req, ctx);
      const schema = (route.responses as Record<number, unknown>)[result.status];
      if (opts.validateResponses && isZod(schema)) {
        const parsed = schema.safeParse(result.body);
        if (!parsed.success) {
          request.log.error(
            { issues: parsed.error.issues, route: route.path },
            'response breaks the contract',
          );
          return reply.status(500).send({ message: 'server_error' });
        }
      }
      if (isFileBody(result.body)) return sendFile(reply, result.status, result.body);
      if (isStreamBody(result.body)) return sendStream(reply, result.status, result.body);
      return reply
        .status(result.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(result.body ?? null));
    },
  });
}

/** A file answer (the contract's DocumentFile): raw bytes instead of JSON. */
const isFileBody = (body: unknown): body is DocumentFile =>
  typeof body === 'object' && body !== null && (body as DocumentFile).bytes instanceof Uint8Array;

/** A streamed file answer (the contract's PrivacyArchive): the bytes as they are made. */
const isStreamBody = (body: unknown): body is PrivacyArchive =>
  typeof body === 'object' &&
  body !== null &&
  Symbol.asyncIterator in Object((body as PrivacyArchive).stream);

function sendStream(reply: FastifyReply, status: number, file: PrivacyArchive) {
  const stream = file.stream instanceof Readable ? file.stream : Readable.from(file.stream);
  return reply
    .status(status)
    .type(file.content_type)
    .header('content-disposition', contentDisposition(file))
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
export function contentDisposition(file: Pick<DocumentFile, 'disposition' | 'file_name'>): string {
  const ascii = file.file_name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${file.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`;
}

function sendFile(reply: FastifyReply, status: number, file: DocumentFile) {
  return reply
    .status(status)
    .type(file.content_type)
    .header('content-disposition', contentDisposition(file))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
