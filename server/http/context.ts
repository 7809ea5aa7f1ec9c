import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { HttpError } from './errors';

/** What every handler can reach: the database, the configuration and the clock. */
export type AppContext = { db: Db; config: Config; now: () => Date };

export type RequestContext = AppContext & {
  request: FastifyRequest;
  reply: FastifyReply;
  session: ActiveSession | null;
};

/** The signed-in session, or a 401 `unauthenticated`. */
export function requireSession(ctx: RequestContext): ActiveSession {
  if (!ctx.session) throw new HttpError(401, 'unauthenticated');
  return ctx.session;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session resolved from the `sid` cookie, or null. */
    session: ActiveSession | null;
  }
}
