import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { RouteMetadata } from '../../contract';
import type { RequestContext, SessionContext } from '../context';

/*
 * The handler types that route modules (routes/, embed/) implement and http/contract-adapter.ts
 * registers: they live below both, so the routes never import the composition root.
 */

/** The context a route's handler gets: with a session wherever the route's access demands one. */
export type ContextFor<R extends AppRoute> = R['metadata'] extends { access: 'session' | 'admin' }
  ? SessionContext
  : RequestContext;

/** A route's handler; `never` (a type error) for a route that declares no access. */
export type RouteHandler<R extends AppRoute> = R['metadata'] extends RouteMetadata
  ? (req: ServerInferRequest<R>, ctx: ContextFor<R>) => Promise<ServerInferResponses<R>>
  : never;

/** Handlers mirror the contract's nesting; every route must have one. */
export type HandlerMap<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute
    ? RouteHandler<T[K]>
    : T[K] extends AppRouter
      ? HandlerMap<T[K]>
      : never;
};
