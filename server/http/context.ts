import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { HttpError } from './errors';

/** Pushes an event to every socket of one user, on any instance (set once socket.io is attached). */
export type PushToUser = (userId: number, event: string, payload: unknown) => void;

/** What every handler can reach: the database, the configuration, the clock and the realtime push. */
export type AppContext = { db: Db; config: Config; now: () => Date; push?: PushToUser };

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
