import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from './auth/rate-limit';
import type { ActiveSession } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/db';

/** Pushes an event to every socket of one user, on any instance (set once socket.io is attached). */
export type PushToUser = (userId: number, event: string, payload: unknown) => void | Promise<void>;

/** What every handler can reach: the database, the configuration, the clock and the realtime push. */
export type AppContext = {
  db: Db;
  config: Config;
  now: () => Date;
  push?: PushToUser;
  /** Disconnects the sockets of an ended session (id hash), on every instance (set by the composition root). */
  disconnectSession?: (idHash: string) => void;
  /** Kicks the mail delivery worker (set by the composition root). */
  mailQueued?: () => void;
  /** Where rate limits count (default: the database, production limits). */
  rateLimits?: RateLimitSettings;
};

/** One request: the app context plus the request, the reply and the session (null when anonymous). */
export type RequestContext = AppContext & {
  request: FastifyRequest;
  reply: FastifyReply;
  session: ActiveSession | null;
};

/** A request the contract adapter let through because it carries a session. */
export type SessionContext = RequestContext & { session: ActiveSession };
