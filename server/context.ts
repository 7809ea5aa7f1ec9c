import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from './auth/rate-limit';
import type { SessionCache } from './auth/session-cache';
import type { ActiveSession } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/db';
import type { FileStorage } from './storage/file-storage';

/** Pushes an event to every socket of one user, on any instance (set once socket.io is attached). */
export type PushToUser = (userId: number, event: string, payload: unknown) => void | Promise<void>;

/** What every handler can reach: the database, the configuration, the clock and the realtime push. */
export type AppContext = {
  db: Db;
  config: Config;
  now: () => Date;
  push?: PushToUser;
  /**
   * A session ended (id hash): every instance drops it from its session cache (resolved once they
   * all did) and closes its sockets (set by the composition root). Await it before answering.
   */
  disconnectSession?: (idHash: string) => Promise<void>;
  /** A user's row changed (profile, password, e-mail): every instance drops their cached sessions. */
  userChanged?: (userId: number) => Promise<void>;
  /** The live sessions this instance found recently (see session-cache.ts). */
  sessionCache?: SessionCache;
  /** Kicks the mail delivery worker (set by the composition root). */
  mailQueued?: () => void;
  /** Where rate limits count (default: the database, production limits). */
  rateLimits?: RateLimitSettings;
  /** Where uploaded files are stored (default: the database, see server/storage). */
  files?: FileStorage;
};

/** One request: the app context plus the request, the reply and the session (null when anonymous). */
export type RequestContext = AppContext & {
  request: FastifyRequest;
  reply: FastifyReply;
  session: ActiveSession | null;
};

/** A request the contract adapter let through because it carries a session. */
export type SessionContext = RequestContext & { session: ActiveSession };
