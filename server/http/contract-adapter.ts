import {
  isAppRoute,
  type AppRoute,
  type AppRouter,
  type ServerInferRequest,
  type ServerInferResponses,
} from '@ts-rest/core';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { AppContext, RequestContext } from './context';
import { check, isZod, type FieldErrors } from './validation';

export type RouteHandler<R extends AppRoute> = (
  req: ServerInferRequest<R>,
  ctx: RequestContext,
) => Promise<ServerInferResponses<R>>;

/** Handlers mirror the contract's nesting; any route may be left out (it then answers 404). */
export type HandlerMap<T extends AppRouter> = {
  [K in keyof T]?: T[K] extends AppRoute
    ? RouteHandler<T[K]>
    : T[K] extends AppRouter
      ? HandlerMap<T[K]>
      : never;
};

type AnyHandler = (req: unknown, ctx: RequestContext) => Promise<{ status: number; body: unknown }>;

export type AdapterOptions = {
  prefix: string;
  context: AppContext;
  /** Check every answer against the contract (on outside production). */
  validateResponses: boolean;
};

/**
 * Registers each implemented contract route under the prefix: params, query
 * and body are parsed with the contract's zod schemas (422 with field errors
 * when they fail), then the typed handler runs. Returns the routes left out.
 */
export function registerContract<T extends AppRouter>(
  app: FastifyInstance,
  router: T,
  handlers: HandlerMap<T>,
  opts: AdapterOptions,
): string[] {
  walk(router, handlers as Record<string, unknown>, [], (route, handler) => {
    if (handler) register(app, route, handler, opts);
  });
  return missingRoutes(router, handlers);
}

/** `name: METHOD /path` of each contract route without a handler. */
export function missingRoutes<T extends AppRouter>(router: T, handlers: HandlerMap<T>): string[] {
  const missing: string[] = [];
  walk(router, handlers as Record<string, unknown>, [], (route, handler, name) => {
    if (!handler) missing.push(`${name}: ${route.method} ${route.path}`);
  });
  return missing;
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

function register(app: FastifyInstance, route: AppRoute, handler: AnyHandler, opts: AdapterOptions) {
  app.route({
    method: route.method as HTTPMethods,
    url: `${opts.prefix}${route.path}`,
    handler: async (request, reply) => {
      const errors: FieldErrors = {};
      const params = check(route.pathParams, request.params, errors, 'params');
      const query = check(route.query, request.query, errors, 'query');
      const hasBody = route.method !== 'GET' && 'body' in route && isZod(route.body);
      const body = hasBody ? check(route.body, request.body, errors, 'body') : undefined;
      if (Object.keys(errors).length > 0) {
        return reply.status(422).send({ message: 'validation_failed', errors });
      }
      const ctx: RequestContext = { ...opts.context, request, reply, session: request.session };
      const result = await handler({ params, query, body, headers: request.headers }, ctx);
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
      return reply
        .status(result.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(result.body ?? null));
    },
  });
}
